import Testing

@testable import ScoutCore

/// An expectation's fast matchers: the first inline, the rest in an array; read by
/// position in the order added, whatever the count.
@Suite("Fast matcher list: by position, in order, for none, one and several")
struct FastMatcherListTests {
    @Test("none: count 0, no elements")
    func none() {
        let list = FastMatcherList()
        #expect(list.count == 0)
        #expect((0..<list.count).isEmpty)
        #expect(list.tailCapacity == 0, "none allocates nothing")
    }

    @Test("one, then three: each read back at its position, in order")
    func byPosition() {
        var list = FastMatcherList()
        list.append(FastMatcher(.int, 1))
        #expect(list.count == 1)
        #expect(list.tailCapacity == 0, "one is kept inline: no array")
        #expect(list[0].kind == .int && list[0].first == 1)
        #expect((0..<list.count).map { list[$0].first } == [1])
        list.append(FastMatcher(.bool, 2))
        list.append(FastMatcher(.general, 3))
        #expect(list.count == 3)
        #expect(list.tailCapacity >= 2)
        #expect([list[0], list[1], list[2]].map(\.kind) == [.int, .bool, .general])
        #expect((0..<list.count).map { list[$0].first } == [1, 2, 3])
    }

    @Test("an expectation keeps one fast matcher per argument, the general ones where Scout has none")
    func fromAnExpectation() {
        let record = ExpectationRecord(
            selector: Selector(.call, "move", labels: ["x", "y", "to"]),
            matchers: [equalTo(4), any(), greaterThan(2)],
            behavior: `return`(1), location: CodeLocation("F.swift", "/F.swift", 1, 1), ordinal: 1, fastPath: true)
        #expect(record.fast.count == 3)
        #expect([record.fast[0].kind, record.fast[1].kind, record.fast[2].kind] == [.int, .any, .general])
    }
}
