import Foundation
import ScoutCore
import ScoutLowLevel
import XCTest

/// Follows XCTest's test cases, to tell whether a failure can be charged to the
/// test case running now.
///
/// Each start and finish of a test case moves a token forward; a mock remembers the
/// token of the test that configured it. An observer added during a test misses
/// that test's start (it still sees its finish), so until the first event the
/// state is unknown and treated as "the test that created the tracker is running".
package final class XCTestTracker: NSObject, XCTestObservation, Sendable {
    private struct State {
        var token = 0
        /// The test case running now, while it runs.
        var testCase = WeakShared<XCTestCase>(nil)
        /// `nil` until an event says whether a test case is running.
        var running: Bool?
        /// Each test case's name, by the token it ran with.
        var names: [Int: String] = [:]
    }

    private let state = Locked(State())

    /// Whether this process runs only Swift Testing (`swift test` runs XCTest and
    /// Swift Testing in two processes; the second gets these arguments).
    package let swiftTestingOnly: Bool = {
        let arguments = CommandLine.arguments
        guard let index = arguments.firstIndex(of: "--testing-library"), index + 1 < arguments.count else {
            return false
        }
        return arguments[index + 1] == "swift-testing"
    }()

    /// A tracker that knows no test case is running when it is created from a Swift
    /// Testing test, or in a process that runs only Swift Testing.
    package init(insideSwiftTestingTest: Bool) {
        super.init()
        if insideSwiftTestingTest || swiftTestingOnly {
            noTestRunsYet()
        }
    }

    /// Registers with XCTest, on the main thread as XCTest expects.
    package func register() {
        if Thread.isMainThread {
            XCTestObservationCenter.shared.addTestObserver(self)
        } else {
            DispatchQueue.main.async { XCTestObservationCenter.shared.addTestObserver(self) }
        }
    }

    package var currentToken: Int { withLock { $0.token } }

    /// Whether a test case runs now (as far as the tracker knows).
    package var testCaseIsRunning: Bool { withLock { $0.running != false } }

    /// Registered before any test started: none runs until the first starts.
    package func noTestRunsYet() {
        withLock { $0.running = false }
    }

    /// Whether an `XCTFail` now lands in the test case that owns the failure: one
    /// is running, and either the owner is the test running now, or this is the
    /// main thread (XCTest runs tests there) and the owner is no test that ended
    /// (a mock made before the tests started).
    ///
    /// Tokens are odd while a test case runs and even between test cases: a
    /// mock's token is that of the test that made or last configured it.
    package func testCaseCanReceive(ownerToken: Int, onMainThread: Bool) -> Bool {
        guard !swiftTestingOnly else { return false }
        let state = withLock { $0 }
        guard state.running != false else { return false }
        if ownerToken == state.token { return true }
        // The test that owns it ended: another test must not be charged.
        return onMainThread && ownerToken % 2 == 0
    }

    package func testCaseWillStart(_ testCase: XCTestCase) {
        withLock { state in
            state.token += state.token % 2 == 0 ? 1 : 2
            state.running = true
            state.testCase = WeakShared(testCase)
            state.names[state.token] = testCase.name
        }
    }

    /// The name of the test case that ran with `token`.
    package func name(of token: Int) -> String? {
        withLock { $0.names[token] }
    }

    package func testCaseDidFinish(_ testCase: XCTestCase) {
        withLock { state in
            state.token += state.token % 2 == 0 ? 2 : 1
            state.running = false
            state.testCase = WeakShared(nil)
        }
    }

    /// Whether the test case running now was skipped (`XCTSkip`).
    package var currentTestWasSkipped: Bool {
        withLock { $0.testCase.object }?.testRun?.hasBeenSkipped ?? false
    }

    private func withLock<Result>(_ body: (inout State) -> Result) -> Result {
        state.withLock(body)
    }
}
