import Scout
import XCTest

// The XCTest block of Scout.docc/ConcurrencyAndTestFrameworks.md, compiled and run.

// snippet: xctest-invoke
final class ProfileTests: XCTestCase {
    override func invokeTest() { withMocksVerified { super.invokeTest() } }

    var service: MockUserDirectory!
    override func setUp() { service = MockUserDirectory() }

    func testFetchesTheProfile() throws {
        service.expect.fetch(id: 1).to(`return`(ada))
        XCTAssertEqual(try service.fetch(id: 1), ada)
    }  // verified when the test ends
}
// end-snippet
