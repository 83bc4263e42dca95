/// The only place in the engine that reports: every failure a mock finds goes out
/// through `report(_:at:)`.
///
/// A failure goes to the test running now when that test can receive it; outside
/// tests, to standard error. When tests run but none can receive it (a thread or a
/// detached task outside the test's task tree), it is kept as pending for the test
/// that owns the mock: that test's next `verify()` reports it. It is never charged
/// to another test. If no `verify()` of its test ever claims it, the mock reports it
/// when it is freed (to its test if that is still running, else to the test run as
/// a whole), and failing that, at exit the test process prints it and fails.
extension MockCore {
    /// Returns whether the test running here received it and fails for it.
    @discardableResult
    func report(
        _ message: String, at location: CodeLocation, followsFrom: CodeLocation? = nil, kind: FailureKind = .misuse,
        member: String? = nil
    ) -> Bool {
        reportingOutcome(message, at: location, followsFrom: followsFrom, kind: kind, member: member) == .delivered
    }

    /// Reports, and says where the failure went: `.notReceived` is kept as pending,
    /// for the owning test's `verify()`, the mock's end or the exit report.
    func reportingOutcome(
        _ message: String, at location: CodeLocation, followsFrom: CodeLocation? = nil, kind: FailureKind = .misuse,
        member: String? = nil
    ) -> FailureDelivery.Outcome {
        let (owner, shared, ended) = state.withLock { ($0.owner, $0.sharedByTests, $0.scopeEnded) }
        // A late call of a test that a Scout failure already failed, after its end:
        // the test is red for its first failure; this one adds no error after it.
        if ended, FailedTests.failed(owner, since: madeAfterSequence) { return .deliveredWithoutFailing }
        // A mock several tests configured, called from a thread or queue outside
        // any test: the test running now may not be the one whose work called it.
        // A mock kept per test, called from outside any test's context: the call may
        // be an earlier test's late work, and the test running now is not to blame.
        if shared || keptPerTest, !FailureDelivery.callerInTestContext {
            FailureSink.reportToTestRun(
                Failure(
                    keptPerTest
                        ? Messages.unattributedOnPerTestMock(message) : Messages.unattributedOnSharedMock(message),
                    at: location, kind: kind, member: member))
            // Charged to no test: it explains no expectation of the test running now,
            // which its verify() or scope still reports.
            return .deliveredWithoutFailing
        }
        let failure = Failure(message, at: location, followsFrom: followsFrom, kind: kind, member: member)
        let outcome = FailureDelivery.deliver(failure, owner: owner)
        switch outcome {
        case .delivered:
            state.withLock { $0.failedATest = true }
        case .deliveredWithoutFailing:
            break
        case .outsideTests:
            state.withLock { $0.failedATest = true }
            FailureDelivery.printToStandardError(failure)
        case .notReceived:
            let pending = PendingFailure(failure: failure, owner: owner)
            // Where it ends up in no test (at exit), it names the one whose mock it concerns.
            UnclaimedFailures.shared.add(
                FailureDelivery.testName(of: owner).map { failure.noted(Messages.owningTest($0)) } ?? failure)
            state.withLock { $0.pending.append(pending) }
        }
        return outcome
    }

    /// Reports the pending failures of the test running now, each at its own place
    /// with a note saying where and why it comes late; keeps those it cannot
    /// deliver, and those of other tests.
    func reportPending(claimedAt location: CodeLocation, in context: TestContext) {
        let token = context.token
        let mine = state.withLock { state in state.pending.filter { $0.owner == token } }
        var delivered: Set<ObjectIdentifier> = []
        for pending in mine {
            let late = pending.failure.with(
                message: Messages.reportedLate(pending.failure.message, verifiedAt: location))
            if FailureDelivery.deliver(late, owner: token).reachedTest {
                delivered.insert(pending.failure.identity)
                UnclaimedFailures.shared.remove(pending.failure)
            }
        }
        guard !delivered.isEmpty else { return }
        state.withLock { state in state.pending.removeAll { delivered.contains($0.failure.identity) } }
    }

    /// When the mock is freed: pending failures go to their test if it is the one
    /// running here, else to the test run as a whole where the framework allows it;
    /// what neither takes stays for the exit report.
    func reportPendingAtEnd() {
        let pending = state.withLock { state in
            defer { state.pending = [] }
            return state.pending
        }
        // Most mocks have none: no iterator made.
        if pending.count == 0 { return }
        let token = TestContext.currentToken
        for item in pending {
            let late = item.failure.with(message: Messages.reportedWhenFreed(item.failure.message))
            // To the test run as a whole, it names the test whose mock it concerns.
            let named = FailureDelivery.testName(of: item.owner).map { late.noted(Messages.owningTest($0)) } ?? late
            let outcome =
                item.owner == token
                ? FailureDelivery.deliver(late, owner: token) : FailureDelivery.deliverToTestRun(named)
            if outcome.reachedTest { UnclaimedFailures.shared.remove(item.failure) }
        }
    }
}

/// Failures that belong to no mock (a captor read too early): delivered to their
/// test, else to the test run, else kept for the exit report.
enum FailureSink {
    /// A failure no single test can be charged with: to the test run as a whole
    /// where the framework allows it, else kept for the exit report.
    static func reportToTestRun(_ message: String, at location: CodeLocation, kind: FailureKind) {
        reportToTestRun(Failure(message, at: location, kind: kind))
    }

    /// `failure`, to the test run as a whole where the framework allows it, else
    /// kept for the exit report.
    static func reportToTestRun(_ failure: Failure) {
        switch FailureDelivery.deliverToTestRun(failure) {
        case .delivered, .deliveredWithoutFailing: return
        case .outsideTests: FailureDelivery.printToStandardError(failure)
        case .notReceived: UnclaimedFailures.shared.add(failure)
        }
    }

    static func report(_ message: String, at location: CodeLocation, owner: TestToken, kind: FailureKind) {
        let failure = Failure(message, at: location, kind: kind)
        switch FailureDelivery.deliver(failure, owner: owner) {
        case .delivered, .deliveredWithoutFailing:
            return
        case .outsideTests:
            FailureDelivery.printToStandardError(failure)
        case .notReceived:
            if FailureDelivery.deliverToTestRun(failure).reachedTest == false { UnclaimedFailures.shared.add(failure) }
        }
    }
}
