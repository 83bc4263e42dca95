import Dispatch
import Scout
import XCTest

/// The XCTest opt-in: one line per test case class, `override func invokeTest()
/// { withMocksVerified { super.invokeTest() } }`, verifies every test's mocks when
/// the test ends. Here the line also captures what the end reports, to assert on it.
final class XCTestMocksVerifiedTests: CapturingTestCase {
    /// What the end of the test reported, for the test that checks it next.
    nonisolated(unsafe) private static var reportedAtEnd: [String: [RecordedFailure]] = [:]
    nonisolated(unsafe) private static var unmetLine = 0
    nonisolated(unsafe) private static var asyncUnmetLine = 0

    override func invokeTest() {
        let reported = failures { withMocksVerified { super.invokeTest() } }
        Self.reportedAtEnd[name] = reported
        // The tests whose names say so leave an expectation unmet on purpose.
        if name.contains("Forgotten") {
            XCTAssertEqual(reported.count, 1, "\(reported)")
            let line = name.contains("Async") ? Self.asyncUnmetLine : Self.unmetLine
            XCTAssertEqual(reported.first?.line, line)
            XCTAssertEqual(reported.first?.file, #filePath)
            XCTAssertTrue(reported.first?.message.hasPrefix("At the end of the test, MockGreeter (created at") == true)
        } else {
            XCTAssertEqual(reported.count, 0, "\(reported)")
        }
    }

    func testAForgottenVerifyIsReportedAtTheUnmetExpectation() {
        let greeter = MockGreeter()
        Self.unmetLine = #line + 1
        greeter.expect.wave().toBeCalled()
    }

    func testAForgottenVerifyInAnAsyncTestIsReportedToo() async {
        let greeter = MockGreeter()
        Self.asyncUnmetLine = #line + 1
        greeter.expect.greet(name: "Ada").to(`return`("Hi"))
        await Task.yield()
    }

    /// Made in `setUp()`, inside the scope the invokeTest line opens.
    private var fromSetUp: MockGreeter!

    override func setUp() {
        super.setUp()
        fromSetUp = MockGreeter()
    }

    func testAForgottenVerifyOfAMockMadeInSetUpIsReportedToo() {
        Self.unmetLine = #line + 1
        fromSetUp.expect.wave().toBeCalled()
    }

    func testASkippedTestIsNotVerified() throws {
        fromSetUp.expect.wave().toBeCalled()
        throw XCTSkip("skipped on purpose: its mocks are not verified")
    }

    /// A static mock kept per test.
    private static let shared = MockGreeterShared()

    func testAPerTestMockCalledFromAQueueKeepsTheCallInTheTestsState() {
        Self.shared.mock.expect.wave().toBeCalled()
        let done = expectation(description: "queue call")
        DispatchQueue.global().async {
            Self.shared.wave()
            done.fulfill()
        }
        wait(for: [done], timeout: 60)
        XCTAssertEqual(Self.shared.mock.interactions.map(\.description), ["wave()"])
    }

    func testMocksUsedAsExpectedNeedNoVerify() {
        let greeter = MockGreeter()
        greeter.expect.greet(name: "Ada").to(`return`("Hi"))
        XCTAssertEqual(greeter.greet(name: "Ada"), "Hi")
    }
}

final class MockGreeterShared: Greeter, Mockable, Sendable {
    let mock = Mock(perTest: true)
    func greet(name: String) -> String { try! mock.call.greet(name: name) }
    func wave() { try! mock.call.wave() }
}
