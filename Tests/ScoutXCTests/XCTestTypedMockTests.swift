import Scout
import XCTest

/// A generated mock's failures are filed in the test's file, at its lines: the mock
/// is created where the test makes it, not in the generated file.
final class XCTestTypedMockTests: CapturingTestCase {
    func testAMockNothingWasSetOnFailsAtTheTestsLine() {
        let line = #line + 1
        let greeter = TypedMockGreeter()
        let failures = failures { greeter.wave() }
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.file, #filePath)
        XCTAssertEqual(failures.first?.line, line)
    }

    func testVerifyFailsAtItsLineNamingTheTestsLine() {
        let created = #line + 1
        let greeter = TypedMockGreeter()
        greeter.expect.greet(name: "Ada").to(`return`("Hi"))
        let line = #line + 1
        let failures = failures { greeter.verify() }
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.file, #filePath)
        XCTAssertEqual(failures.first?.line, line)
        XCTAssertTrue(
            failures.first?.message.contains("TypedMockGreeter (created at XCTestTypedMockTests.swift:\(created))") == true,
            failures.first?.message ?? "")
    }
}
