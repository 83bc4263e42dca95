import Scout
import Testing

@testable import ScoutCore
@testable import ScoutLowLevel

/// A member's active expectations and their fast matchers are in buffers of its
/// own, which grow as expectations come and shrink as they are used up; the answers
/// come in the order the expectations were set, however many.
@Suite("Member records: the buffers of active expectations")
struct MemberRecordBufferTests {
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
        "the buffers grow with the expectations; every one answers in order",
        arguments: [1, 2, 3, 40])
    func grows(expectations: Int) {
        let pricing = MockPricing()
        for value in 0..<expectations { pricing.expect.price(id: value % 2).to(`return`(value)) }
        #expect(ownsMemory(pricing, "price") == (active: true, fastMatchers: true))
        // Each answers the first call its matcher accepts, in the order set.
        var answers: [Int] = []
        for value in 0..<expectations { answers.append(pricing.price(id: value % 2)) }
        #expect(answers == Array(0..<expectations))
        pricing.verify()
    }

    @Test("a reset empties the buffers; new expectations answer again")
    func reset() {
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

    @Test("a member of none has no fast matchers to keep; one of five keeps all five")
    func manyArguments() {
        let pricing = MockPricing()
        pricing.expect.quote(a: 1, b: 2, c: 3, d: 4, e: 5).to(`return`(15))
        pricing.expect.currency.to(`return`("EUR"))
        #expect(ownsMemory(pricing, "quote") == (active: true, fastMatchers: true))
        #expect(ownsMemory(pricing, "currency") == (active: true, fastMatchers: false))
        #expect(pricing.quote(a: 1, b: 2, c: 3, d: 4, e: 5) == 15)
        #expect(pricing.currency == "EUR")
        pricing.verify()
    }
}
