import Dispatch
import Scout
import XCTest

protocol Greeter {
    func greet(name: String) -> String
    func wave()
}

final class MockGreeter: Greeter, Mockable, Sendable {
    let mock = Mock()
    func greet(name: String) -> String { try! mock.call.greet(name: name) }
    func wave() { try! mock.call.wave() }
}

/// Failures reach XCTest at the line in the test, with Scout's whole message.
final class XCTestReportingTests: CapturingTestCase {
    func testUnexpectedCallIsRecordedAtTheExpectation() {
        let greeter = MockGreeter()
        let line = #line + 2
        let failures = failures {
            greeter.expect.greet(name: "Ada").to(`return`("Hi Ada"))
            XCTAssertEqual(greeter.greet(name: "Grace"), "")
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.file, #filePath)
        XCTAssertEqual(failures.first?.line, line)
        XCTAssertEqual(
            failures.first?.message,
            """
            Unexpected call greet(name: "Grace"): no expectation of greet(name:) accepts its arguments.
              Expectations of greet(name:), in the order set:
                1. return "Hi Ada" (0 of 1 used), set at XCTestReportingTests.swift:\(line)
                   ❌ name: expected equal to "Ada", got "Grace"
            → Expect these arguments, e.g. expect.greet(name: "Grace").to(`return`(…)), or fix the arguments the \
            code under test passes.
            """)
    }

    /// XCTest has no warnings: a failure that follows from a made value is one more
    /// failure, with the note that names the first. (A synchronous test runs on the
    /// main thread, outside any task: Scout cannot be sure it is the same run.)
    func testFailureThatFollowsFromAMadeValueIsStillAFailure() {
        let greeter = MockGreeter(), other = MockGreeter()
        let line = #line + 1
        greeter.expect.greet(name: "Grace").to(`return`("Hi Grace"))
        other.expect.greet(name: "Hi Grace").to(`return`("Hi back"))
        let failures = failures { _ = other.greet(name: greeter.greet(name: "Ada")) }
        XCTAssertEqual(failures.map(\.line), [line, line + 1])
        XCTAssertTrue(
            failures.last?.message.contains(
                "note: Its argument name equals the value Scout made for greet(name:) after the failure at "
                    + "XCTestReportingTests.swift:\(line): this failure may follow from that one. Start there.") == true
        )
    }

    func testVerifyIsRecordedAtItsLine() {
        let greeter = MockGreeter()
        greeter.expect.wave().toBeCalled()
        let line = #line + 1
        let failures = failures { greeter.verify() }
        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertEqual(failures.first?.file, #filePath)
        XCTAssertTrue(failures.first?.message.hasPrefix("verify() found 1 unmet expectation") == true)
    }

    func testFailureOnABackgroundQueueDuringTheTestIsRecordedOnce() {
        let greeter = MockGreeter()
        let line = #line + 1
        greeter.expect.greet(name: "Ada").to(`return`("Hi"))
        let failures = failures {
            let done = expectation(description: "background call")
            DispatchQueue.global().async {
                _ = greeter.greet(name: "Bob")
                done.fulfill()
            }
            wait(for: [done], timeout: 10)
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.line, line)
        XCTAssertTrue(failures.first?.message.hasPrefix(#"Unexpected call greet(name: "Bob")"#) == true)
        let later = self.failures { greeter.mock.reset() }
        XCTAssertTrue(later.isEmpty)
    }
}

/// The Scout workflow in XCTest: mocks as properties, expectations in the test,
/// `verify()` in `tearDown`.
final class ScoutStyleXCTests: XCTestCase {
    let greeter = MockGreeter()

    override func tearDown() {
        greeter.verify()
        super.tearDown()
    }

    func testGreetsEveryone() {
        greeter.expect.greet(name: any()).toAlways { args in "Hi \(try args.name as String)" }
        greeter.expect.wave().toBeCalled(times: 2)
        XCTAssertEqual(["Ada", "Grace"].map(greeter.greet(name:)), ["Hi Ada", "Hi Grace"])
        greeter.wave()
        greeter.wave()
    }
}
