import Scout
import Testing

@testable import ScoutCore
@testable import ScoutLowLevel

/// A member's first expectations go in the room its fields' allocation keeps for
/// them: no buffer of its own until more come, and the same answers either way.
@Suite("Member records: the first expectations in the fields' own room")
struct MemberRecordRoomTests {
    private protocol Pricing {
        func price(id: Int) -> Int
        func quote(a: Int, b: Int, c: Int, d: Int, e: Int) -> Int
        var currency: String { get }
    }

    private final class MockPricing: Pricing, Mockable {
        let mock = Mock()
        func price(id: Int) -> Int { mock.run.price(id: id) }
        func quote(a: Int, b: Int, c: Int, d: Int, e: Int) -> Int { mock.run.quote(a: a, b: b, c: c, d: d, e: e) }
        var currency: String { mock.get.currency }
    }

    /// Whether the member named `name` holds its active expectations and their
    /// fast matchers in memory of their own.
    private func ownsMemory(_ pricing: MockPricing, _ name: String) -> (active: Bool, fastMatchers: Bool) {
        pricing.mock.core.state.withLock { state in
            let member = state.table.members.first { $0.selector.name == name }!
            return (member.active.ownsMemory, member.fastMatchers.ownsMemory)
        }
    }

    @Test(
        "two expectations fit in the room; a third grows the buffers; every one answers in order",
        arguments: [1, 2, 3, 40])
    func growsPastTheRoom(expectations: Int) {
        let pricing = MockPricing()
        for value in 0..<expectations { pricing.expect.price(id: value % 2).to(`return`(value)) }
        let inRoom = expectations <= MemberRecord.expectationsInPlace
        #expect(ownsMemory(pricing, "price").active == !inRoom)
        #expect(ownsMemory(pricing, "price").fastMatchers == !inRoom)
        // Each answers the first call its matcher accepts, in the order set.
        var answers: [Int] = []
        for value in 0..<expectations { answers.append(pricing.price(id: value % 2)) }
        #expect(answers == Array(0..<expectations))
        pricing.verify()
    }

    @Test("a reset empties the buffers and keeps them; new expectations answer again")
    func resetKeepsTheRoom() {
        let pricing = MockPricing()
        pricing.expect.price(id: 1).to(`return`(10))
        pricing.mock.reset()
        pricing.expect.price(id: 1).to(`return`(11))
        pricing.expect.price(id: 2).to(`return`(12))
        pricing.expect.price(id: 3).to(`return`(13))
        #expect(pricing.price(id: 3) == 13)
        #expect(pricing.price(id: 1) == 11)
        #expect(pricing.price(id: 2) == 12)
        pricing.verify()
    }

    @Test("a member of five arguments keeps no room for fast matchers; one of none keeps none either")
    func manyArguments() {
        let pricing = MockPricing()
        pricing.expect.quote(a: 1, b: 2, c: 3, d: 4, e: 5).to(`return`(15))
        pricing.expect.currency.to(`return`("EUR"))
        #expect(ownsMemory(pricing, "quote") == (active: false, fastMatchers: true))
        #expect(ownsMemory(pricing, "currency").active == false)
        #expect(pricing.quote(a: 1, b: 2, c: 3, d: 4, e: 5) == 15)
        #expect(pricing.currency == "EUR")
        pricing.verify()
    }
}
