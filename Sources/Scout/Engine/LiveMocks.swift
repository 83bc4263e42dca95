import ScoutLowLevel

/// The net under the net of `reportUnmetWhenFreed`: a mock never freed (a property of
/// an XCTest case, which XCTest keeps until the process ends; a global; a reference
/// cycle) with an expectation unmet, that no `verify()` or scope checked, is reported
/// when the process exits, which then ends with status 1 so that the run fails.
///
/// A mock joins when its first expectation that must be used is set, and leaves when
/// it is freed: a mock of stubs alone never joins.
final class LiveMocks: Sendable {
    static let shared = LiveMocks()

    private final class Entry: Sendable {
        weak let core: MockCore?
        init(_ core: MockCore) { self.core = core }
    }

    private struct Registry {
        var entries: [ObjectIdentifier: Entry] = [:]
        var exitHookInstalled = false
    }

    /// One lock for the entries and the hook: a mock joining takes it once.
    private let registry = Locked(Registry())

    func add(_ core: MockCore) {
        let entry = Entry(core)
        let install = registry.withLock { registry in
            registry.entries[ObjectIdentifier(core)] = entry
            if registry.exitHookInstalled { return false }
            registry.exitHookInstalled = true
            return true
        }
        if install { ProcessExit.atExit { LiveMocks.shared.reportAtExit() } }
    }

    /// From the mock's `deinit`: by identity, its weak reference being gone already.
    func remove(_ identity: ObjectIdentifier) {
        registry.withLock { _ = $0.entries.removeValue(forKey: identity) }
    }

    private func reportAtExit() {
        let cores = registry.withLock { $0.entries.values.compactMap(\.core) }
        let failures = cores.compactMap { $0.unmetAtExit() }.sorted { "\($0.location)" < "\($1.location)" }
        guard !failures.isEmpty else { return }
        for failure in failures { FailureDelivery.printToStandardError(failure, note: Messages.unmetAtExitNote) }
        ProcessExit.flushAndExit(1)
    }
}

extension MockCore {
    /// The failure for expectations still unmet when the process exits, if any (see
    /// `reportUnmetWhenFreed` for what is left out).
    func unmetAtExit() -> Failure? {
        guard let (unmet, owner) = unmetNobodyChecked().found else { return nil }
        let failure = Failure(
            Messages.unmetWhenFreed(
                unmet.prefix(21).map { Snapshots.of($0.0, used: $0.1) }, count: unmet.count, mock: identity,
                atExit: true),
            at: unmet[0].0.location, kind: .unmetExpectation, member: unmet[0].0.selector.description)
        return FailureDelivery.testName(of: owner).map { failure.noted(Messages.owningTest($0)) } ?? failure
    }
}
