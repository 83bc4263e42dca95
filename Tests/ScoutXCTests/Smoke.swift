import Scout
import XCTest
final class SmokeXCTests: XCTestCase {
    func testNothing() {}
}
