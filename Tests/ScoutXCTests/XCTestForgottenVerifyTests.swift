import Scout
import XCTest

/// A mock freed with an expectation unmet, in an XCTest test that forgot
/// `verify()`, fails that test at the expectation's line.
final class XCTestForgottenVerifyTests: CapturingTestCase {
    func testForgottenVerifyFailsWhenTheMockIsFreed() {
        let line = #line + 3
        let failures = failures {
            let greeter = MockGreeter()
            greeter.expect.wave().to(`return`(()))
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.file, #filePath)
        XCTAssertEqual(failures.first?.line, line)
        XCTAssertTrue(
            failures.first?.message.contains("was freed with 1 unmet expectation, and no verify() or .mocks checked it")
                == true)
    }

    func testAMockThatOutlivesItsTestReportsNothing() {
        let failures = failures {
            let greeter = MockGreeter()
            greeter.mock.outlivesItsTest()
            greeter.expect.wave().to(`return`(()))
        }
        XCTAssertTrue(failures.isEmpty)
    }

    func testAVerifiedMockReportsOnceAtVerify() {
        let line = #line + 4
        let failures = failures {
            let greeter = MockGreeter()
            greeter.expect.wave().to(`return`(()))
            greeter.verify()
        }
        XCTAssertEqual(failures.map(\.line), [line])
    }
}
