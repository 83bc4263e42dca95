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

    /// The mocks by slot, a freed one's slot empty until another mock takes it:
    /// joining and leaving cost an array's store, no hashing.
    private struct Registry {
        var slots: [Entry?] = []
        var freeSlots: [Int] = []
        var exitHookInstalled = false
    }

    /// One lock for the entries and the hook: a mock joining takes it once.
    private let registry = Locked(Registry())

    /// Adds `core`; returns its slot, for `remove`. Under the mock's own lock (which
    /// is taken before this one, never after).
    func add(_ core: MockCore) -> Int {
        let entry = Entry(core)
        let (slot, install) = registry.withLock { registry in
            let slot: Int
            // A count and `remove(at:)`, not `popLast`: unoptimized, that and
            // `removeLast` are generic calls (about 700 instructions).
            let free = registry.freeSlots.count
            if free > 0 {
                slot = registry.freeSlots[free - 1]
                registry.freeSlots.remove(at: free - 1)
                registry.slots[slot] = entry
            } else {
                slot = registry.slots.count
                registry.slots.append(entry)
            }
            if registry.exitHookInstalled { return (slot, false) }
            registry.exitHookInstalled = true
            return (slot, true)
        }
        if install { ProcessExit.atExit { LiveMocks.shared.reportAtExit() } }
        return slot
    }

    /// How many slots the registry has, taken or free, for tests.
    var slotCount: Int { registry.withLock { $0.slots.count } }

    /// From the mock's `deinit`: by its slot, its weak reference being gone already.
    func remove(slot: Int) {
        registry.withLock { registry in
            registry.slots[slot] = nil
            registry.freeSlots.append(slot)
        }
    }

    private func reportAtExit() {
        let cores = registry.withLock { $0.slots.compactMap { $0?.core } }
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
