/// All mutable state of a mock, behind its one lock.
struct MockState: Sendable {
    let table = MemberTable()
    var members: [MemberRecord] = []
    /// The members of earlier states, before `reset()`: kept, with their
    /// expectations, for as long as the mock, since calls in flight may still
    /// use an expectation unretained (see `Resolution`).
    var retired: [MemberRecord] = []
    let log = InteractionLog()
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

    /// The record of the member a call of `kind name(labels…)` reaches, created on
    /// first use. The hot path: no selector is built when it exists.
    /// Unretained: `members` keeps every record alive, and the caller holds the lock.
    @inline(__always)
    mutating func member(_ kind: MemberKind, _ name: String, _ view: ArgumentView, _ arguments: CallArguments)
        -> Unmanaged<MemberRecord>
    {
        if let record = table.find(kind, name, view) { return record }
        return .passUnretained(newMember(kind, name, arguments.keyValuePairs))
    }

    @inline(never)
    private mutating func newMember(_ kind: MemberKind, _ name: String, _ arguments: KeyValuePairs<String, Any?>)
        -> MemberRecord
    {
        // Equal strings with other bits (built at run time) find the same record,
        // and these bits are remembered too.
        let record =
            members.first { $0.selector.isSelector(of: kind, name, arguments) }
            ?? append(Selector(kind, name, arguments: arguments))
        table.insert(record, for: kind, name, arguments)
        return record
    }

    /// The record of `selector`, created on first use.
    mutating func member(_ selector: Selector) -> MemberRecord {
        if let record = existingMember(selector) { return record }
        let record = append(selector)
        table.insert(record)
        return record
    }

    private mutating func append(_ selector: Selector) -> MemberRecord {
        let record = MemberRecord(selector: selector, index: members.count)
        members.append(record)
        return record
    }

    /// The record of `selector`, if it has one.
    func existingMember(_ selector: Selector) -> MemberRecord? {
        members.first { $0.selector == selector }
    }
}
