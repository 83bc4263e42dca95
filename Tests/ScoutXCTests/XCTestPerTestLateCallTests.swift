import Dispatch
import Foundation
import Scout
import XCTest

@testable import ScoutCore

/// A static requirement's mock kept per test, used by the tests below alone.
final class LateClock {
    static let mock = Mock(perTest: true)
    static func now(zone: Int) -> Int { try! mock.call.now(zone: zone) }
}

/// A late call of a `perTest` mock, from a queue test 1 started, lands while test 2
/// runs: it fails the test run (Scout cannot tell whose work it is), not test 2.
final class XCTestPerTestLateCallTests: CapturingTestCase {
    override func invokeTest() { withMocksVerified { super.invokeTest() } }

    func test1_startsBackgroundWork() {
        LateClock.mock.expect.now(zone: 1).to(`return`(1))
        XCTAssertEqual(LateClock.now(zone: 1), 1)
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(200)) { _ = LateClock.now(zone: 99) }
    }

    func test2_innocent() {
        let failures = failures {
            LateClock.mock.expect.now(zone: 2).to(`return`(2))
            XCTAssertEqual(LateClock.now(zone: 2), 2)
            Thread.sleep(forTimeInterval: 1)
        }
        XCTAssertEqual(failures.map(\.message), [], "the innocent test fails for nothing")
        // The late call went to the test run: XCTest has none, so it waits for the exit report.
        let late = UnclaimedFailures.shared.current.filter { $0.message.contains("now(zone: 99)") }
        XCTAssertEqual(late.count, 1)
        XCTAssertTrue(late.first?.message.contains("this mock is kept per test (Mock(perTest: true))") == true)
        for failure in late { UnclaimedFailures.shared.discard(failure) }
    }
}
