import ScoutTestSupport
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
}
