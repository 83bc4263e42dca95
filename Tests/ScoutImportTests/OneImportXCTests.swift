import Scout
import XCTest

/// The XCTest workflow with only `import Scout`: the opt-in line verifies each
/// test's mocks at its end.
final class OneImportXCTests: XCTestCase {
    override func invokeTest() { withMocksVerified { super.invokeTest() } }

    var kettle: MockKettle!
    override func setUp() { kettle = MockKettle() }

    func testTheOptInLineVerifiesWhatTheTestSet() {
        kettle.expect.boil(minutes: 5).to(`return`(false))
        XCTAssertFalse(kettle.boil(minutes: 5))
        XCTAssertEqual(kettle.interactions.map(\.description), ["boil(minutes: 5)"])
    }
}
