import Testing

@testable import ScoutCore

/// The member table finds members by content with a scan up to
/// `linearLookUpLimit` members and by a dictionary past it: each member is found
/// the same on both sides of that line, by a selector built anew.
@Suite("The member table, across the line between scan and dictionary")
struct MemberTableTests {
    @Test("20 members, on the portable and the fast path: each found again by an equal selector, never made twice")
    func acrossTheLimit() {
        for fastPath in [false, true] {
            var table = MemberTable(fastPath: fastPath)
            let count = MemberTable.linearLookUpLimit * 2 + 4
            let selector = { (index: Int) in Selector(.call, "member\(index)", labels: ["id", "label\(index)"]) }
            var made: [MemberRecord] = []
            for index in 0..<count {
                made.append(table.member(selector(index)))
                // After each new member, every earlier one is still found, by content.
                let found = (0...index).map { table.existing(selector($0)) }
                #expect(zip(found, made).allSatisfy { $0 === $1 }, "fast path \(fastPath), \(index + 1) members")
                #expect(table.member(selector(index)) === made[index])
            }
            #expect(table.members.count == count)
            #expect(table.members.map(\.index) == Array(0..<count))
            #expect(table.existing(Selector(.call, "member0", labels: ["id"])) == nil)
            #expect(table.existing(Selector(.get, "member0")) == nil)
        }
    }
}
