import Scout
import Testing

@testable import ScoutCore

/// Failures that follow from a made value, across runs of a test and under traits
/// that handle its issues.
@Suite("One mistake, followed: repeated runs and issue-handling traits")
struct MadeValueRunsTests {
    @Test("a test run twice, each run in a task of its own: each run records one error and three warnings")
    func everyRun() async {
        let recorded = Recorded()
        let recorder = TestFrameworkRouter.IssueRecorder { failure, severity in
            recorded.add(failure, severity)
            return severity == .error
        }
        for _ in 0..<2 {
            // The second run finds the first one's made values too: its own, made in
            // its own task, come first.
            await Task {
                let (run, _) = checkout(authorized: 500, mailedTo: "ada@example.com")
                await TestFrameworkRouter.$issueRecorderForTesting.withValue(recorder) { await run() }
            }.value
        }
        let run: [Issue.Severity] = [.error, .warning, .warning, .warning]
        #expect(recorded.all.map(\.severity) == run + run)
    }

    @Test(
        "under an issue-handling trait, which may drop the first failure, what follows stays an error",
        .compactMapIssues { issue in
            // Scout's failures are kept here and dropped; the test's own pass through.
            guard issue.comments.contains(where: { $0.rawValue.hasPrefix("Unexpected") }) else { return issue }
            _ = handledBySuite.keep(issue)
            return nil
        })
    func underAnIssueHandlingTrait() {
        let first = MockDirectory(), older = MockDirectory()
        let title = first.title  // a read nothing expects: Scout makes ""
        older.send(to: title)
        #expect(handledBySuite.recorded.map(\.severity) == [.error, .error])
    }
}

/// The issues `underAnIssueHandlingTrait`'s trait took.
private let handledBySuite = IssueLog()
