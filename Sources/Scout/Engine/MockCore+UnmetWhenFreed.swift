import ScoutLowLevel

/// The safety net under `verify()` and `.mocks`: a mock freed with expectations still
/// unmet, which nothing checked, fails the test that owns it, at the first unmet
/// expectation's line. Freed in its own test (a local mock, when the test returns),
/// the failure goes to that test; freed elsewhere, to the test run as a whole, naming
/// the test, and failing that, to the exit report. Outside tests, to standard error.
///
/// What a `verify()` already reported is not reported again, nor anything once a
/// failure of this mock, or a Scout failure of its test, failed the test (the test
/// is red, and that failure is the one to read). The end of a test's scope forgets
/// its expectations, so a mock the scope verified reports nothing here.
extension MockCore {
    func reportUnmetWhenFreed() {
        let (found, liveSlot) = unmetNobodyChecked()
        if liveSlot >= 0 { LiveMocks.shared.remove(slot: liveSlot) }
        guard let found, let first = found.unmet.first else { return }
        let failure = Failure(
            Messages.unmetWhenFreed(
                found.unmet.prefix(21).map { Snapshots.of($0.0, used: $0.1) }, count: found.unmet.count, mock: identity,
                atExit: false),
            at: first.0.location, kind: .unmetExpectation, member: first.0.selector.description)
        let owner = found.owner
        if owner == TestContext.currentToken || FailureCapture.current != nil {
            switch FailureDelivery.deliver(failure, owner: owner) {
            case .delivered, .deliveredWithoutFailing: return
            case .outsideTests: FailureDelivery.printToStandardError(failure); return
            case .notReceived: break
            }
        }
        FailureSink.reportToTestRun(
            FailureDelivery.testName(of: owner).map { failure.noted(Messages.owningTest($0)) } ?? failure)
    }

    /// The expectations not met that nothing checked or explains, with the test that
    /// owns the mock (`nil` when there are none, or the test said the mock outlives it,
    /// or its scope ended, or a Scout failure failed the test), and whether the mock
    /// joined `LiveMocks`, its slot there (-1 if not): one transaction.
    func unmetNobodyChecked() -> (found: (unmet: [(ExpectationRecord, Int)], owner: TestToken)?, liveSlot: Int) {
        let (found, liveSlot) = state.withLock {
            state -> ((unmet: [(ExpectationRecord, Int)], owner: TestToken)?, Int) in
            let liveSlot = state.liveMock ? state.liveSlot : -1
            // A mock that never joined `LiveMocks` was never set an expectation that
            // must be used (registration joins it with the first), so nothing of it
            // can be unmet: no look at its members.
            guard state.liveMock, !state.outlivesTest, !state.scopeEnded, !state.failedATest,
                !state.verifiedEveryExpectation
            else {
                return (nil, liveSlot)
            }
            let owner = state.owner
            let unmet = state.unmetExpectations(skippingReported: true, in: owner).unmet
            return (unmet.isEmpty ? nil : (unmet, owner), liveSlot)
        }
        guard let found, !FailedTests.failed(found.owner, since: madeAfterSequence) else { return (nil, liveSlot) }
        return (found, liveSlot)
    }
}
