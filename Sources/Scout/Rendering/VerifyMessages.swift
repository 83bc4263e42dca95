/// The failures of `verify()`, and the notes on failures reported late.
extension Messages {
    static func unmetExpectations(
        _ unmet: [ExpectationSnapshot], unexpected: [(selector: Selector, count: Int)], mock: MockIdentity,
        atEndOfTest: Bool = false
    ) -> String {
        let count = unmet.count
        var details: [String] = []
        for expectation in unmet {
            details.append(
                "• \(accepted(expectation.selector, matchers: expectation.matchers)): \(expectation.behavior) "
                    + "(\(expectation.usage)), set at \(expectation.location)")
            let others = unexpected.map(\.selector).filter { $0 != expectation.selector }
            if let meant = Suggestions.closest(to: expectation.selector, among: others),
                let calls = unexpected.first(where: { $0.selector == meant })?.count
            {
                details.append("  " + unansweredInteractions(for: expectation.selector, called: meant, count: calls))
            }
        }
        return MessageLayout(
            headline: atEndOfTest
                ? "At the end of the test, \(mock) has \(count) unmet "
                    + "expectation\(count == 1 ? "" : "s"):"
                : "verify() found \(count) unmet expectation\(count == 1 ? "" : "s") "
                    + "on \(mock):",
            details: details,
            fix: "Make the code under test use \(count == 1 ? "it" : "them"), "
                + "or remove the expectations the test does not need."
        ).text
    }

    /// Unmet expectations found when a test with `.mocks` ended.
    static func unmetAtEndOfTest(
        _ unmet: [ExpectationSnapshot], unexpected: [(selector: Selector, count: Int)], mock: MockIdentity
    ) -> String {
        unmetExpectations(unmet, unexpected: unexpected, mock: mock, atEndOfTest: true)
    }

    /// An unbounded expectation no interaction used, found at the end of a test
    /// whose scope is exhaustive.
    static func unusedUnbounded(_ expectation: ExpectationSnapshot) -> String {
        MessageLayout(
            headline:
                "At the end of the test, the expectation \(accepted(expectation.selector, matchers: expectation.matchers)): "
                + "\(expectation.behavior) was never used.",
            fix: "Remove it, or make the code under test use it (an exhaustive test scope reports unused "
                + "unbounded expectations)."
        ).text
    }

    /// `reset(_:of:)` named a member the mock does not have.
    static func resetUnknownMember(_ member: String, known: [String]) -> String {
        let suggestion = Suggestions.closest(to: member, among: known)
        var details: [String] = []
        if !known.isEmpty { details.append("Its members: " + known.joined(separator: ", ") + ".") }
        return MessageLayout(
            headline: "reset(_:of:) names \(member), which is not a member of this mock: nothing was reset.",
            details: details,
            fix: suggestion.map { "Did you mean \($0)? Name a member as messages write it: fetch(id:), region." }
                ?? "Name a member as messages write it: fetch(id:), region."
        ).text
    }

    static func reportedLate(_ message: String, verifiedAt: CodeLocation) -> String {
        message + "\n(Reported by verify() at \(verifiedAt): this failure happened where no test could receive it, "
            + "e.g. on another thread or after the test that owned the mock ended.)"
    }

    static func reportedWhenFreed(_ message: String) -> String {
        message + "\n(Reported when the mock was freed: this failure happened where no test could receive it, "
            + "and no verify() of the test that owned the mock reported it.)"
    }

    /// The note under each mock reported at exit by `LiveMocks`.
    static let unmetAtExitNote =
        "The mock was never freed (a property of an XCTest case, a global, a reference cycle), so no test could be "
        + "failed for it; the test process exits with status 1 so that the run fails. Verify it in the test, or call "
        + "mock.outlivesItsTest() if it is meant to outlive it."

    static func unclaimedAtExit(count: Int) -> String {
        "\(count == 1 ? "This failure" : "Each of these \(count) failures") happened where no test could receive it "
            + "(another thread, or after its test ended), and no verify() of its test reported it; "
            + "the test process exits with status 1 so that the run fails."
    }

    /// An unexpected interaction's message, for a mock whose test scope had ended.
    static func afterScopeEnded(_ message: String) -> String {
        message + "\n  note: the test that created the mock had ended: Scout let go of its expectations then."
    }

    /// The note of a failure no test could receive: the test that owned the mock.
    static func owningTest(_ name: String) -> String {
        "\n  note: the mock belongs to the test «\(name)», which could not receive this failure here (another "
            + "thread or task, or after the test ended)."
    }

    /// A failure on a mock several tests configured, from outside any test.
    static func unattributedOnPerTestMock(_ message: String) -> String {
        message + "\n  note: this mock is kept per test (Mock(perTest: true)), and this call came from a thread or "
            + "queue outside any test's tasks: Scout cannot tell which test's work made it (the running test's own, "
            + "or an earlier test's that outlived it), so it fails the test run, not the test running now; an "
            + "expectation of the running test that it missed is still reported by that test."
    }

    static func unattributedOnSharedMock(_ message: String) -> String {
        message + "\n  note: several tests configured this mock (a static or global one), and this call came from "
            + "a thread or queue outside any test's tasks: Scout cannot tell which test's work made it, so it fails "
            + "the test run, not the test running now. Give each test its own mock, and await the work in the test "
            + "that starts it."
    }
}

extension Messages {
    /// A mock freed with expectations unmet, which no `verify()` or scope checked.
    static func unmetWhenFreed(_ unmet: [ExpectationSnapshot], count: Int, mock: MockIdentity, atExit: Bool) -> String {
        // The first ones, then how many more: a loop may leave thousands.
        let shown = 20
        var details = unmet.prefix(shown).map { expectation in
            "• \(accepted(expectation.selector, matchers: expectation.matchers)): \(expectation.behavior) "
                + "(\(expectation.usage)), set at \(expectation.location)"
        }
        if count > shown { details.append("… and \(count - shown) more") }
        return MessageLayout(
            headline: (atExit ? "At exit, \(mock) was still alive with" : "\(mock) was freed with")
                + " \(count) unmet expectation\(count == 1 ? "" : "s"), "
                + "and no verify() or .mocks checked \(count == 1 ? "it" : "them"):",
            details: details,
            fix: "Make the code under test use \(count == 1 ? "it" : "them"), or remove the expectations the test "
                + "does not need; end the test with verify() to check at a line of your own."
        ).text
    }
}
