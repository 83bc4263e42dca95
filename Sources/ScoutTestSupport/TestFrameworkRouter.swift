import Foundation
import Scout
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
    private let tracker = XCTestTracker(insideSwiftTestingTest: Test.current != nil)

    package init() {
        tracker.register()
    }

    package var currentTestToken: Int { tracker.currentToken }

    package func record(_ failure: Failure, ownerToken: Int) -> Bool {
        let location = failure.location
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: failure.message),
                sourceLocation: SourceLocation(
                    fileID: location.fileID.description, filePath: location.filePath.description,
                    line: Int(location.line), column: Int(location.column)))
            return true
        }
        guard tracker.testCaseCanReceive(ownerToken: ownerToken, onMainThread: Thread.isMainThread) else {
            return false
        }
        XCTFail(failure.message, file: location.filePath, line: location.line)
        return true
    }
}
