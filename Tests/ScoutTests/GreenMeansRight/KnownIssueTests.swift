import Scout
import Testing

/// A failure that did not fail the test (a known issue, an issue a trait drops)
/// explains nothing: the expectation the wrong call missed is still reported.
@Suite("A known issue hides no other mistake")
struct KnownIssueTests {
    @Test("an unmet expectation is reported by verify() when the wrong call was a known issue")
    func knownIssueKeepsUnmetExpectation() throws {
        let recorded = Recorded()
        let directory = MockDirectory()
        directory.expect.send(to: "Ann").to(`return`(()))
        // What Issue.record says inside withKnownIssue: recorded, and the test does not fail.
        recorded.recording(failsTest: false) { directory.send(to: "Bob") }
        let verifyLine: UInt = #line + 1
        recorded.recording { directory.verify() }
        #expect(recorded.all.count == 2)
        let unmet = try #require(recorded.all.last)
        #expect(unmet.severity == .error)
        #expect(unmet.failure.location.line == verifyLine)
        #expect(unmet.failure.message.contains("send(to: equal to \"Ann\")"))
    }

    @Test("with the real withKnownIssue, verify() still fails for the expectation the wrong call missed")
    func realKnownIssue() {
        let directory = MockDirectory()
        directory.expect.send(to: "Ann").to(`return`(()))
        withKnownIssue { directory.send(to: "Bob") }
        // The unmet expectation is the one issue this test expects and matches.
        withKnownIssue {
            directory.verify()
        } matching: { issue in
            String(describing: issue).contains("send(to: equal to \"Ann\")")
        }
    }

    @Test("a wrong call that failed the test explains the expectation it missed: verify() adds nothing")
    func failedCallExplainsUnmetExpectation() {
        let recorded = Recorded()
        let directory = MockDirectory()
        recorded.recording {
            directory.expect.send(to: "Ann").to(`return`(()))
            directory.send(to: "Bob")
            directory.verify()
        }
        #expect(recorded.all.count == 1)
        #expect(recorded.all.first?.failure.message.contains("send(to: \"Bob\")") == true)
    }
}

extension Recorded {
    /// Runs `body` with Swift Testing's issues recorded here: an error fails the test
    /// when `failsTest`, as outside `withKnownIssue`; a warning never does.
    func recording(failsTest: Bool = true, _ body: () -> Void) {
        let recorder = TestFrameworkRouter.IssueRecorder { failure, severity in
            self.add(failure, severity)
            return failsTest && severity == .error
        }
        TestFrameworkRouter.$issueRecorderForTesting.withValue(recorder) { body() }
    }
}
