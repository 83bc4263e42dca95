import Scout
import XCTest

/// The rule that keeps a late failure out of the next test: a failure goes to XCTest
/// only while a test case runs, and from a background thread only if it belongs to
/// the test running now.
final class XCTestTrackerTests: XCTestCase {
    func testBeforeAnyEventTheCreatingTestIsAssumedRunning() {
        let tracker = XCTestTracker(insideSwiftTestingTest: false)
        let owner = tracker.currentToken
        XCTAssertTrue(tracker.testCaseCanReceive(ownerToken: owner, onMainThread: true))
        XCTAssertTrue(tracker.testCaseCanReceive(ownerToken: owner, onMainThread: false))
    }

    func testEachTestCaseIsNamedByTheTokenItRanWith() {
        let tracker = XCTestTracker(insideSwiftTestingTest: false)
        tracker.testCaseWillStart(self)
        let token = tracker.currentToken
        tracker.testCaseDidFinish(self)
        XCTAssertEqual(tracker.name(of: token), name)
        XCTAssertNil(tracker.name(of: token + 1))
    }

    func testAfterTheOwnerFinishedNothingIsDelivered() {
        let tracker = XCTestTracker(insideSwiftTestingTest: false)
        let owner = tracker.currentToken
        tracker.testCaseDidFinish(self)
        XCTAssertFalse(tracker.testCaseCanReceive(ownerToken: owner, onMainThread: false))
        XCTAssertFalse(tracker.testCaseCanReceive(ownerToken: owner, onMainThread: true))
    }

    func testALateBackgroundFailureIsNotChargedToTheNextTest() {
        let tracker = XCTestTracker(insideSwiftTestingTest: false)
        let owner = tracker.currentToken
        tracker.testCaseDidFinish(self)
        tracker.testCaseWillStart(self)
        XCTAssertFalse(tracker.testCaseCanReceive(ownerToken: owner, onMainThread: false))
        let nextOwner = tracker.currentToken
        XCTAssertTrue(tracker.testCaseCanReceive(ownerToken: nextOwner, onMainThread: false))
        XCTAssertTrue(tracker.testCaseCanReceive(ownerToken: owner, onMainThread: true))
    }

    func testRegisteredFromASwiftTestingTestMeansNoXCTestIsRunning() {
        let tracker = XCTestTracker(insideSwiftTestingTest: true)
        XCTAssertFalse(tracker.testCaseCanReceive(ownerToken: tracker.currentToken, onMainThread: true))
    }

    /// M1 of the guarantees issue: a test's own mock, called from the main queue
    /// after that test ended (while the next one spins the run loop).
    func testAMainThreadFailureOfAnEndedTestIsNotChargedToTheNextTest() {
        let tracker = XCTestTracker(insideSwiftTestingTest: false)
        tracker.noTestRunsYet()
        let beforeTests = tracker.currentToken
        tracker.testCaseWillStart(self)
        let first = tracker.currentToken
        tracker.testCaseDidFinish(self)
        tracker.testCaseWillStart(self)
        let second = tracker.currentToken
        XCTAssertFalse(tracker.testCaseCanReceive(ownerToken: first, onMainThread: true))
        XCTAssertTrue(tracker.testCaseCanReceive(ownerToken: second, onMainThread: true))
        XCTAssertTrue(tracker.testCaseCanReceive(ownerToken: beforeTests, onMainThread: true), "a mock made before the tests")
    }

    /// Started as the test binary loads, the tracker knows no test runs yet: a
    /// failure in a class setUp() is not handed to XCTFail, which would drop it.
    func testStartedAtLoadNoTestRunsUntilTheFirstStarts() {
        let tracker = XCTestTracker(insideSwiftTestingTest: false)
        tracker.noTestRunsYet()
        XCTAssertFalse(tracker.testCaseCanReceive(ownerToken: tracker.currentToken, onMainThread: true))
        tracker.testCaseWillStart(self)
        XCTAssertTrue(tracker.testCaseCanReceive(ownerToken: tracker.currentToken, onMainThread: true))
    }
}
