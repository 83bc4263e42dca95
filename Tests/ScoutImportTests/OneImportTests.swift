import Scout
import Testing

// This target is built with the upcoming feature MemberImportVisibility (the Swift 7
// default): a file sees only the members of the modules it imports. This file
// imports Scout and Testing, nothing else, and uses all of Scout a test needs.

protocol Kettle: Sendable {
    static var brand: String { get }
    var level: Int { get }
    func boil(minutes: Int) -> Bool
    func pour(cups: Int) async throws -> Int
}

final class MockKettle: Kettle, Mockable {
    static let mock = Mock(perTest: true)
    let mock: Mock

    init(_ mock: Mock = Mock()) { self.mock = mock }

    static var brand: String { mock.get.brand }
    var level: Int { mock.get.level }
    func boil(minutes: Int) -> Bool { mock.run.boil(minutes: minutes) }
    func pour(cups: Int) async throws -> Int { try await mock.call.pour(cups: cups) }
}

@Suite("One import: only `import Scout`, with member-import visibility", .mocks)
struct OneImportTests {
    let kettle = MockKettle()

    @Test("the .mocks trait verifies the test's mocks at its end")
    func traitVerifies() async throws {
        kettle.expect.boil(minutes: 3).to(`return`(true))
        kettle.expect.pour(cups: 2).to(`return`(2))
        #expect(kettle.boil(minutes: 3))
        #expect(try await kettle.pour(cups: 2) == 2)
        kettle.received.boil(minutes: 3).called(.once)
    }

    @Test("a perTest static mock keeps this test's state")
    func staticMock() {
        MockKettle.mock.expect.brand.to(`return`("Kettle & Co"))
        #expect(MockKettle.brand == "Kettle & Co")
    }

    @Test("withMocksVerified and the failure capture are in reach, and report at the test's line")
    func withMocksVerifiedReports() {
        let line = #line + 4
        let failures = collectFailures {
            withMocksVerified {
                let kettle = MockKettle()
                kettle.expect.boil(minutes: 1).to(`return`(true))
            }
        }
        #expect(failures.count == 1)
        #expect(failures.first?.location.line == line)
        #expect(failures.first?.message.contains("boil(minutes: equal to 1)") == true, "\(failures)")
    }
}
