import ScoutLowLevel

/// The one way out for every failure Scout finds.
///
/// In order: a capture scope (Scout's own tests), the running Swift Testing test or
/// XCTest test case (through ``TestFrameworkBridge``). In a test process where no
/// test can receive a failure, the caller keeps it for its own test's next
/// `verify()` (see `FailureSink`), and `UnclaimedFailures` makes the process fail at
/// exit if none ever claims it. Outside tests (no test framework linked), it goes
/// to standard error.
enum FailureDelivery {
    enum Outcome {
        /// Whether a test received it, failing or not.
        var reachedTest: Bool { self == .delivered || self == .deliveredWithoutFailing }

        /// A test received it, and fails.
        case delivered
        /// A test received it, and does not fail for it (see `FailureRecording`).
        case deliveredWithoutFailing
        /// Tests run in this process, but none could receive it now.
        case notReceived
        /// No test framework runs in this process.
        case outsideTests
    }

    /// The test running now, for a mock to remember as its owner.
    static var currentTestToken: TestToken {
        // Outside a test process there is no test, and nothing to override.
        guard let bridge = testRunBridge else { return .none }
        return TestTokenOverride.current ?? bridge.currentTestToken
    }

    /// Whether this call runs in a test's own context (a Swift Testing test's
    /// tasks, XCTest's main thread while a test case runs, a capture scope), not on
    /// a thread or queue that no test can be told from.
    static var callerInTestContext: Bool {
        if let played = TestContextOverride.callerInTestContext { return played }
        if FailureCapture.current != nil || TestTokenOverride.current != nil { return true }
        return testRunBridge?.callerInTestContext ?? true
    }

    /// Where the Swift Testing test running in this task is declared, or `nil`.
    static var currentTestDeclaration: CodeLocation? { testRunBridge?.currentTestDeclaration }

    /// The time limit of the Swift Testing test running in this task, or `nil`.
    static var currentTestTimeLimit: Duration? { testRunBridge?.currentTestTimeLimit }

    /// The name of the test `token` stands for, when known.
    static func testName(of token: TestToken) -> String? {
        token == .none ? nil : testRunBridge?.testName(of: token)
    }

    /// Whether the XCTest test case running here was skipped.
    static var currentTestWasSkipped: Bool { testRunBridge?.currentTestWasSkipped ?? false }

    /// Delivers `failure` to the test running now if it is `owner` and can
    /// receive it here.
    static func deliver(_ failure: Failure, owner: TestToken) -> Outcome {
        if let capture = FailureCapture.current {
            capture.append(failure)
            if capture.failsTheTest { FailedTests.note(currentTestToken, failedAt: failure.location) }
            return .delivered
        }
        guard let bridge = testRunBridge else { return .outsideTests }
        switch bridge.record(failure, owner: owner) {
        case .failsTest:
            FailedTests.note(currentTestToken, failedAt: failure.location)
            return .delivered
        case .doesNotFailTest: return .deliveredWithoutFailing
        case .notReceived: return .notReceived
        }
    }

    /// Delivers `failure` to the test run as a whole, where the framework allows it.
    static func deliverToTestRun(_ failure: Failure) -> Outcome {
        if let capture = FailureCapture.current {
            capture.append(failure)
            return .delivered
        }
        guard let bridge = testRunBridge else { return .outsideTests }
        return bridge.recordForTestRun(failure) ? .delivered : .notReceived
    }

    static func printToStandardError(_ failure: Failure, note: String? = nil) {
        var text = "\(failure.location.filePath):\(failure.location.line):\(failure.location.column): "
        text += "error: \(failure.message)\n"
        if let note { text += "note: \(note)\n" }
        writeToStandardError(text)
    }

    /// Writes `text` to file descriptor 2 in one call, unbuffered.
    static func writeToStandardError(_ text: String) {
        StandardError.write(text)
    }
}
