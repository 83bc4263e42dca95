import Scout
import XCTest

/// `verifyInOrder` in XCTest: a failure recorded at its line.
final class XCTestInOrderTests: CapturingTestCase {
    func testOutOfOrderIsRecordedAtTheVerifyLine() {
        let greeter = MockGreeter()
        greeter.expect.wave().toBeCalled()
        greeter.expect.greet(name: "Ada").to(`return`("Hi"))
        greeter.wave()
        _ = greeter.greet(name: "Ada")
        XCTAssertTrue(
            verifyInOrder {
                greeter.received.wave()
                greeter.received.greet(name: "Ada")
            })
        let line = #line + 2
        let failures = failures {
            verifyInOrder {
                greeter.received.greet(name: "Ada")
                greeter.received.wave()
            }
        }
        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertEqual(failures.first?.file, #filePath)
        XCTAssertTrue(
            failures.first?.message.hasPrefix(
                "verifyInOrder: step 2, wave(), did not happen after step 1, greet(name: equal to \"Ada\").") == true)
        greeter.verify()
    }
}
