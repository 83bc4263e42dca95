import ScoutLowLevel

/// After a count check found too few interactions, the ones that arrive later: a
/// call from a task, thread or queue the code under test started, which the check
/// did not wait for. When one arrives that the check would have counted, from
/// another task (or, outside tasks, another thread) than the check's, the test that
/// ran the check gets a failure at the check's line that says so, once. One the
/// checking task makes itself later ends the watch: the test moved on.
///
/// The watch rides on the member's waiters, woken as each interaction is recorded
/// (nothing polls), and ends with that failure, or when the member's interactions
/// are forgotten (`reset()`, `reset(.interactions)`).
enum LateArrival {
    static func watch(
        _ query: Query, in core: MockCore, counted: Int, times: Times, checkedAt location: CodeLocation,
        checkFailedTest: Bool
    ) {
        let watch = Watch(
            query: query, counted: counted, times: times, location: location, checker: .current,
            test: TestContext.currentToken, checkFailedTest: checkFailedTest,
            forgotten: core.interactionsForgotten(of: query.selector))
        // What came while the check's failure went out is looked at now, from the
        // checking task, and is another's: the check was busy reporting.
        watch.look(on: core, fromCheck: true)
    }

    private struct Watch: Sendable {
        let query: Query
        let counted: Int
        let times: Times
        let location: CodeLocation
        /// The task (or thread) that ran the check.
        let checker: ExecutionIdentity
        /// The test that ran it: a call made while another test runs ends the watch
        /// (a shared mock's), rather than failing that test.
        let test: TestToken
        /// Whether the check's failure failed that test: a call that comes later
        /// follows from it, a warning (not so under `withKnownIssue`).
        let checkFailedTest: Bool
        /// Where the member's forgotten interactions ended at the check: a reset of
        /// them moves it.
        let forgotten: UInt64

        func arm(on core: MockCore, after sequence: UInt64) {
            let waiter = MemberWaiter { [weak core] in
                guard let core else { return }
                look(on: core, fromCheck: false)
            }
            core.addWaiter(waiter, for: query.selector, after: sequence)
        }

        /// Runs outside the lock, after an interaction of the member was recorded.
        func look(on core: MockCore, fromCheck: Bool) {
            // A reset of the interactions starts a new phase: the watch ends.
            guard core.interactionsForgotten(of: query.selector) == forgotten else { return }
            let running = TestContext.currentToken
            guard running == .none || running == test else { return }
            let sequence = SequenceCounter.current
            let count = query.count(in: core)
            guard count > counted else { return arm(on: core, after: sequence) }
            guard fromCheck || ExecutionIdentity.current != checker else { return }
            // As any failure of the mock: to the test when it can receive it here,
            // else kept for its next verify() (a thread, a detached task). It follows
            // from the check's failure, a warning when that one failed the test.
            _ = core.report(
                Messages.arrivedAfterCheck(
                    query.description, counted: counted, now: count, checkedAt: location,
                    wait: ".called(\(times.code), within: .seconds(1))"),
                at: location, followsFrom: checkFailedTest ? location : nil, kind: .count)
        }
    }
}
