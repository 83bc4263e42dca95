import Foundation
import ScoutCore
import ScoutLowLevel
import Testing
import XCTest

/// Routes Scout's failures to the test framework that can receive them.
///
/// Scout finds this class at run time by its mangled name (see
/// `testFrameworkRouterTypeName`), so it must keep its module, name and kind.
///
/// Swift Testing first: `Issue.record` when the failure happens in a test's task.
/// Then XCTest: `XCTFail` when an XCTest test case is running and the failure
/// belongs to it. Measured on Linux with Swift 6.3: `XCTFail` inside a Swift Testing
/// test and `Issue.record` inside an XCTest test are silently dropped, and `XCTFail`
/// from a background thread lands in whatever test runs at that moment; so the
/// routing checks each case exactly and otherwise reports "not delivered", which
/// makes the mock keep the failure for `verify()` and print it.
package final class TestFrameworkRouter: TestFrameworkBridge {
    private let tracker: XCTestTracker
    /// Whether Swift Testing runs tests in this process.
    private let runsSwiftTesting: Bool
    package let runsTests: Bool

    package init() {
        // An exit test's child process runs Swift Testing's code only.
        let insideSwiftTestingTest = Test.current != nil || ExitTest.current != nil
        tracker = XCTestTracker(insideSwiftTestingTest: insideSwiftTestingTest)
        runsSwiftTesting = insideSwiftTestingTest || tracker.swiftTestingOnly
        runsTests = insideSwiftTestingTest || TestProcess.isTestProcess
        if runsTests { tracker.register() }
    }

    /// In a Swift Testing test, a token for that test (its case, when it is
    /// parameterized); else the XCTest test case's.
    package var currentTestToken: TestToken {
        guard let test = Test.current else { return TestToken(tracker.currentToken) }
        var hasher = Hasher()
        hasher.combine(test.id)
        let testCase = Test.Case.current.flatMap { $0.isParameterized ? $0 : nil }
        if let testCase { hasher.combine(String(describing: testCase)) }
        // Far from XCTest's small counters, and never `.none`.
        let token = TestToken(hasher.finalize() | 1 << 40)
        noteName(of: token) { test.displayName ?? test.name }
        return token
    }

    /// Test names by token: a test's first look-up notes its name.
    private let namesByToken = Locked<[TestToken: String]>([:])

    private func noteName(of token: TestToken, _ name: () -> String) {
        guard namesByToken.withLock({ $0[token] == nil }) else { return }
        let name = name()
        namesByToken.withLock { names in
            if names[token] == nil { names[token] = name }
        }
    }

    package func testName(of token: TestToken) -> String? {
        namesByToken.withLock { $0[token] } ?? tracker.name(of: token.value)
    }

    /// Started as the test binary loads (see `Start.swift`), before any test:
    /// none runs until XCTest says the first one starts.
    func startedAtLoad() {
        if runsTests { tracker.noTestRunsYet() }
    }

    package var callerInTestContext: Bool {
        Test.current != nil || ExitTest.current != nil || (!tracker.swiftTestingOnly && Thread.isMainThread && tracker.testCaseIsRunning)
    }

    package func record(_ failure: Failure, owner: TestToken) -> FailureRecording {
        if let test = Test.current {
            // An issue-handling trait (.filterIssues, .compactMapIssues) may drop or
            // change an issue after Issue.record returns: whether the test failed
            // cannot be known, so nothing follows from a failure there. So may a
            // trait of the project's own that provides a scope (it may wrap one):
            // only Scout's `.mocks` is known not to.
            let handled = test.traits.contains {
                $0 is IssueHandlingTrait || ($0 is any TestScoping && !($0 is MocksTrait))
            }
            // One that follows from an earlier failure of this test, delivered to it
            // from this task: the test has failed already, and the first is the one to read.
            let follows = failure.followsFrom != nil && !handled
            let failsTest = recordIssue(failure, severity: follows ? .warning : .error)
            // Inside withKnownIssue, the test does not fail for it.
            return failsTest && !handled ? .failsTest : .doesNotFailTest
        }
        // The child process of an exit test runs its body with no `Test.current`: an
        // issue recorded there reaches the parent's test, which fails for it (kept for
        // the exit report instead, it only changed the child's exit code).
        if ExitTest.current != nil {
            return recordIssue(failure, severity: .error) ? .failsTest : .doesNotFailTest
        }
        guard tracker.testCaseCanReceive(ownerToken: owner.value, onMainThread: Thread.isMainThread) else {
            return .notReceived
        }
        let location = failure.location
        // Locations known only at run time are Swift Testing tests' declarations,
        // which never reach XCTest; without a literal path, XCTFail would record the
        // failure here, inside Scout.
        guard let file = location.literalFilePath else { return .notReceived }
        XCTFail(failure.message, file: file, line: location.line)
        return .failsTest
    }

    package func recordForTestRun(_ failure: Failure) -> Bool {
        // Outside any test's task, Swift Testing records the issue for the run as a
        // whole, which then fails. Inside one, it would charge the test running now,
        // which is not the failure's: leave it for the exit report.
        guard runsSwiftTesting, Test.current == nil else { return false }
        _ = recordIssue(failure, severity: .error)
        return true
    }

    package func foundationValue(of type: Any.Type) -> Any? {
        switch type {
        case is Date.Type: Date(timeIntervalSinceReferenceDate: 0)
        case is URL.Type: URL(string: "about:blank")
        case is UUID.Type: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
        case is Data.Type: Data()
        case is Decimal.Type: Decimal(0)
        default: nil
        }
    }

    package var currentTestDeclaration: CodeLocation? {
        guard let location = Test.current?.sourceLocation else { return nil }
        return CodeLocation(
            runtimeFileID: location.fileID, filePath: location.filePath, line: UInt(location.line),
            column: UInt(location.column))
    }

    package var currentTestTimeLimit: Duration? {
        Test.current?.timeLimit
    }

    package var currentTestWasSkipped: Bool {
        Test.current == nil && tracker.currentTestWasSkipped
    }

    /// Scout's own tests: records failures in place of `Issue.record`, to assert on
    /// what would be an error and what a warning in a test that must itself pass.
    package final class IssueRecorder: Sendable {
        let record: @Sendable (Failure, Issue.Severity) -> Bool

        /// `record` keeps a failure and says whether the test fails for it.
        package init(_ record: @escaping @Sendable (Failure, Issue.Severity) -> Bool) {
            self.record = record
        }
    }

    /// A class, one reference wide: a task-local of closure type crashed in
    /// `swift_task_localValuePush` once under AddressSanitizer (its value type
    /// read as null), a class never has.
    @TaskLocal package static var issueRecorderForTesting: IssueRecorder?

    private func recordIssue(_ failure: Failure, severity: Issue.Severity) -> Bool {
        if let recorder = Self.issueRecorderForTesting { return recorder.record(failure, severity) }
        let location = failure.location
        return Issue.record(
            Comment(rawValue: failure.message), severity: severity,
            sourceLocation: SourceLocation(
                fileID: location.fileID, filePath: location.filePath,
                line: Int(location.line), column: Int(location.column))
        ).isFailure
    }
}
