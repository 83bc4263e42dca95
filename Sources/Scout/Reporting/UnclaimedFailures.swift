import ScoutLowLevel

/// Failures no test has received yet, across every mock of the process: the last
/// net under the rule that no failure is ever lost.
///
/// A failure lands here when tests run but none could receive it (see
/// `FailureDelivery.Outcome.notReceived`), and leaves when its test's `verify()`, or
/// the test run, receives it. If any is left when the process exits, each is
/// printed to standard error with a note, and the process exits with status 1, so
/// that `swift test` fails instead of passing over it.
package final class UnclaimedFailures: Sendable {
    package static let shared = UnclaimedFailures()

    private let failures = Locked<[ObjectIdentifier: Failure]>([:])
    private let exitHook = Locked(false)

    func add(_ failure: Failure) {
        failures.withLock { $0[failure.identity] = failure }
        let install = exitHook.withLock { installed in
            defer { installed = true }
            return !installed
        }
        if install { ProcessExit.atExit { UnclaimedFailures.shared.reportAtExit() } }
    }

    func remove(_ failure: Failure) {
        failures.withLock { $0[failure.identity] = nil }
    }

    /// The failures still unclaimed, for tests.
    package var current: [Failure] {
        failures.withLock { Array($0.values) }
    }

    /// Forgets `failure`, for tests that leave one unclaimed on purpose.
    package func discard(_ failure: Failure) {
        remove(failure)
    }

    private func reportAtExit() {
        let left = failures.withLock { $0.values.sorted { "\($0.location)" < "\($1.location)" } }
        guard !left.isEmpty else { return }
        for failure in left {
            FailureDelivery.printToStandardError(failure, note: Messages.unclaimedAtExit(count: left.count))
        }
        ProcessExit.flushAndExit(1)
    }
}
