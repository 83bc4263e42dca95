/// Everything a mock knows about one member.
struct MemberRecord: Sendable {
    let selector: Selector
    /// Every expectation set, in order (spent ones included, for messages).
    var expectations: [ExpectationRecord] = []
    /// The expectations that can still answer a call, in the order set.
    var active: [ExpectationRecord] = []
    /// Calls that found no expectation.
    var unexpectedCalls = 0

    init(selector: Selector) {
        self.selector = selector
    }
}

/// One recorded interaction, kept compact: the log can hold millions.
struct InteractionRecord: @unchecked Sendable {
    let member: Int
    let arguments: KeyValuePairs<String, Any?>
    let matched: Bool
}

/// All mutable state of a mock, behind its one lock.
struct MockState: Sendable {
    var memberIndex: [Selector: Int] = [:]
    var members: [MemberRecord] = []
    var log: [InteractionRecord] = []
    /// Failures no test could receive when they happened; `verify()` reports them.
    var undelivered: [Failure] = []
    /// The last place the mock was configured: where an otherwise unplaced failure points.
    var lastConfigured: CodeLocation?
    /// Where `verify()` last ran; expectations set after it are a mistake.
    var verifiedAt: CodeLocation?
    /// Names the XCTest test case that last configured the mock.
    var ownerToken: Int

    init(ownerToken: Int) {
        self.ownerToken = ownerToken
    }

    /// The index of the member's record, creating it on first use.
    mutating func member(_ selector: Selector) -> Int {
        if let index = memberIndex[selector] { return index }
        members.append(MemberRecord(selector: selector))
        memberIndex[selector] = members.count - 1
        return members.count - 1
    }
}
