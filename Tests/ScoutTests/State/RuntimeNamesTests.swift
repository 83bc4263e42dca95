import Foundation
import Scout
import ScoutLowLevel
import Testing

@testable import ScoutCore

/// Member names and labels built at run time, long enough to live on the heap:
/// each must reach its own member however the strings are allocated and freed.
@Suite("Runtime-built member names and labels")
struct RuntimeNamesTests {
    /// A name longer than 15 UTF-8 bytes, so it is not stored inline in the `String`.
    static func longName(_ index: Int) -> String {
        "aRatherLongPropertyName_\(index % 10)\(index / 10)"
    }

    /// Makes and frees strings of the same length, so freed storage gets reused.
    static func churn(_ rounds: Int) {
        var keep: [String] = []
        for index in 0..<rounds { keep.append("aRatherLongPropertyName_x\(index % 10)") }
        keep.removeAll()
    }

    @Test("reads of 40 runtime-named properties each return their own value, in six rounds")
    func reads() {
        let mock = Mock()
        for index in 0..<40 {
            mock.expect[dynamicMember: Self.longName(index)].to(alwaysReturn(index))
            Self.churn(3)
        }
        var wrong: [String] = []
        for round in 0..<6 {
            let order = round.isMultiple(of: 2) ? Array(0..<40) : Array((0..<40).reversed())
            for index in order {
                let value: Int = mock.get[dynamicMember: Self.longName(index)]
                if value != index { wrong.append("\(Self.longName(index)) → \(value)") }
                Self.churn(round)
            }
        }
        #expect(wrong == [])
        mock.verify()
    }

    @Test("calls with runtime-built names and labels reach their own expectation")
    func calls() throws {
        let mock = Mock()
        for index in 0..<20 {
            let label = "aRatherLongLabelName_\(index)"
            mock.expect[dynamicMember: Self.longName(index)]
                .dynamicallyCall(withKeywordArguments: [label: any()]).to(alwaysReturn(index))
            Self.churn(3)
        }
        var wrong: [String] = []
        for round in 0..<10 {
            for index in (0..<20).shuffled() {
                let label = "aRatherLongLabelName_\(index)"
                let value: Int = try mock.call[dynamicMember: Self.longName(index)]
                    .dynamicallyCall(withKeywordArguments: [label: round])
                if value != index { wrong.append("\(Self.longName(index))(\(label):) → \(value)") }
                Self.churn(round)
            }
        }
        #expect(wrong == [])
    }

    @Test("assignments with runtime-built names reach their own expectation")
    func assignments() {
        let mock = Mock()
        for index in 0..<20 {
            mock.expect[dynamicMember: Self.longName(index)].toAlwaysBeSet(to: index)
        }
        let failures = captureFailures {
            for round in 0..<5 {
                for index in (0..<20).shuffled() {
                    mock.set[dynamicMember: Self.longName(index)] = index
                    Self.churn(round)
                }
            }
        }
        #expect(failures.map(\.message) == [])
        #expect(mock.interactions.count == 100)
    }
}

/// What the member table's index remembers: one entry per spelling a member was
/// reached by, at most `MemberTable.maximumAliases`, and none without the fast path.
@Suite("Member table index")
struct MemberTableIndexTests {
    static func indexed(_ mock: Mock) -> Int {
        mock.core.state.withLock { $0.table.indexedCount }
    }

    @Test("a member first reached by a call is remembered once")
    func rememberedOnce() {
        let mock = Mock(policy: .relaxed)
        let _: Int = mock.get.total
        let _: Int = mock.get.total
        #expect(Self.indexed(mock) == (LayoutChecks.fastPath ? 1 : 0))
    }

    @Test("setting expectations remembers nothing: a member an expectation made is remembered by its second call")
    func rememberedByCallsOnly() throws {
        let mock = Mock()
        mock.expect.fetch(id: 1).to(alwaysReturn(10))
        mock.expect.total.to(alwaysReturn(3))
        let slots = { mock.core.state.withLock { $0.table.slotCount } }
        #expect(Self.indexed(mock) == 0 && slots() == 0, "a mock only configured allocates no index")
        var answers: [Int] = [try mock.call.fetch(id: 1), mock.get.total]
        #expect(Self.indexed(mock) == 0 && slots() == 0, "members called once, found by their own words: no index")
        answers += [try mock.call.fetch(id: 1), mock.get.total]
        #expect(answers == [10, 3, 10, 3])
        #expect(Self.indexed(mock) == (LayoutChecks.fastPath ? 2 : 0))
        #expect(slots() == (LayoutChecks.fastPath ? 16 : 0))
        mock.verify()
    }

    @Test("a first call spelled with the expectation's literals is remembered by the member's own strings")
    func firstCallBySameWords() throws {
        let mock = Mock()
        mock.expect.fetch(id: 1).to(alwaysReturn(10))
        mock.expect.total.to(alwaysReturn(3))
        let answers: [Int] = [
            try mock.call.fetch(id: 1), mock.get.total, try mock.call.fetch(id: 1), mock.get.total,
        ]
        #expect(answers == [10, 3, 10, 3])
        let (indexed, keptAlive) = mock.core.state.withLock { ($0.table.indexedCount, $0.table.keptAliveCount) }
        #expect(indexed == (LayoutChecks.fastPath ? 2 : 0), "each from its second call")
        #expect(keptAlive == 0, "the members' selectors keep their strings; the index keeps no other")
        mock.verify()
    }

    @Test("a first call spelled with other strings of the same content is found by content, its strings kept")
    func firstCallByContent() throws {
        let mock = Mock()
        let expectedName = String("aRatherLongFunctionName_1".prefix(24))
        let expectedLabel = String("aRatherLongLabelName_1".prefix(21))
        mock.expect[dynamicMember: expectedName]
            .dynamicallyCall(withKeywordArguments: [expectedLabel: 1]).to(alwaysReturn(10))
        // Equal content, other storage: other words.
        let calledName = String("aRatherLongFunctionName_2".prefix(24))
        let calledLabel = String("aRatherLongLabelName_2".prefix(21))
        #expect(calledName == expectedName && calledLabel == expectedLabel)
        let value: Int = try mock.call[dynamicMember: calledName].dynamicallyCall(withKeywordArguments: [calledLabel: 1]
        )
        #expect(value == 10)
        let (indexed, keptAlive) = mock.core.state.withLock { ($0.table.indexedCount, $0.table.keptAliveCount) }
        #expect(indexed == (LayoutChecks.fastPath ? 1 : 0))
        #expect(keptAlive == (LayoutChecks.fastPath ? 2 : 0), "the call's name and label, kept alive for their words")
        mock.verify()
    }

    @Test("every expectation of a member holds the member's selector, whatever strings spelled it")
    func expectationsShareTheSelector() throws {
        let mock = Mock()
        for id in 1...3 { mock.expect.fetch(id: id).to(alwaysReturn(id)) }
        let name = String("aRatherLongFunctionName_".prefix(24))
        mock.expect[dynamicMember: name].dynamicallyCall(withKeywordArguments: ["id": 1]).to(alwaysReturn(0))
        let runtimeBuilt = String("aRatherLongFunctionName_x".prefix(24))
        mock.expect[dynamicMember: runtimeBuilt].dynamicallyCall(withKeywordArguments: ["id": 2]).to(alwaysReturn(0))
        let (members, shared) = mock.core.state.withLock { state in
            (
                state.table.members.count,
                state.table.members.map { member in member.expectations.allSatisfy { $0.selector === member.selector } }
            )
        }
        #expect(members == 2, "fetch(id:) and aRatherLongFunctionName_(id:), whatever strings spelled it")
        #expect(shared == [true, true], "the member's own selector, not one made for each expectation")
        mock.verify()
    }

    @Test("a name spelled anew for every read is remembered at most four times")
    func boundedAliases() {
        let mock = Mock(policy: .relaxed)
        for index in 0..<100 {
            let name = String("aRatherLongPropertyName_\(index)".prefix(24))
            let _: Int = mock.get[dynamicMember: name]
        }
        #expect(Self.indexed(mock) == (LayoutChecks.fastPath ? MemberTable.maximumAliases : 0))
        #expect(mock.interactions.count == 100)
        #expect(Set(mock.interactions.map(\.member)).count == 1)
    }
}
