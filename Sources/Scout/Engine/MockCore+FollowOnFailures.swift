import ScoutLowLevel

/// A failure that may follow from the first one of its test: an expectation left
/// unmet, a gate still holding or never reached. When a Scout failure already failed
/// the test, the code under test most likely never got where this failure looks:
/// it is reported as a warning in Swift Testing (a failure with the same note in
/// XCTest), naming the first failure to fix. Where the first did not fail the test
/// (a known issue, an issue-handling trait), nothing is noted and this is an error.
extension MockCore {
    /// Reports `message` as a failure that may follow from the first Scout failure
    /// of the test `test`, if one failed it; as any failure otherwise.
    func reportMayFollow(
        _ message: String, at location: CodeLocation, kind: FailureKind, member: String?,
        test: TestToken = TestContext.currentToken
    ) {
        guard let first = FailedTests.firstFailure(of: test) else {
            _ = report(message, at: location, kind: kind, member: member)
            return
        }
        _ = report(
            Messages.mayFollowFirstFailure(message, first: first), at: location, followsFrom: first, kind: kind,
            member: member)
    }
}

extension UnansweredMember {
    /// Where the call failed, when `self` is a failure of the same test, task and
    /// capture as a call made now: one from a later run (a new task) is not.
    var failureHere: CodeLocation? {
        test == TestContext.currentToken && execution.isUnique && execution == .current
            && capture == FailureCapture.current?.number ? failure : nil
    }
}

extension MockCore {
    /// Where a call of `selector`, a member with no expectation, failed the test
    /// running now, in this task, if one did.
    func earlierUnanswered(_ selector: Selector) -> CodeLocation? {
        guard TestContext.currentToken != .none else { return nil }
        return state.withLock { state in state.unansweredMembers[selector]?.failureHere }
    }

    /// Notes that a call of `selector`, with no expectation, failed the test
    /// running now, at `location`.
    func noteUnanswered(_ selector: Selector, at location: CodeLocation) {
        let test = TestContext.currentToken
        guard test != .none else { return }
        let failed = UnansweredMember(
            test: test, execution: .current, capture: FailureCapture.current?.number, failure: location)
        state.withLock { state in state.unansweredMembers[selector] = failed }
    }
}

extension Messages {
    /// `message`, for another call of a member with no expectation, whose first
    /// call failed the test at `earlier`: it fails for the same reason.
    static func sameUnansweredMember(_ message: String, selector: Selector, earlier: CodeLocation) -> String {
        let note =
            "\n  note: \(selector) has no expectation, as the failure at \(earlier) said: "
            + "this call fails for the same reason."
        let start = "\n→ Start at \(earlier): fix what it reports; if this failure stays, it is a mistake of its own."
        return replacingFixIt(of: message, with: note + start)
    }

    /// `message`, with a note that it may follow from the test's first failure at
    /// `first`; its fix-it line gives way to "start there".
    static func mayFollowFirstFailure(_ message: String, first: CodeLocation) -> String {
        let note =
            "\n  note: Scout's first failure in this test is at \(first): this failure may follow from that one "
            + "(the code under test may not have got this far)."
        let start = "\n→ Start at \(first): fix what it reports; if this failure stays, it is a mistake of its own."
        return replacingFixIt(of: message, with: note + start)
    }
}
