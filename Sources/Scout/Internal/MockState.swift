/// Everything a mock knows about one member.
struct MemberRecord: Sendable {
    let selector: Selector
    /// Every expectation set, in order (spent ones included, for messages).
    var expectations: [ExpectationRecord] = []
    /// The expectations that can still answer a call, in the order set.
    private(set) var active: [ExpectationRecord] = []
    /// The compiled matchers of `active`, flat (`arity` per expectation), so that
    /// the hot path scans plain values instead of retaining every candidate.
    private var activeMatchers: [CompiledMatcher] = []
    /// Calls that found no expectation.
    var unexpectedCalls = 0

    init(selector: Selector) {
        self.selector = selector
    }

    private var arity: Int { selector.kind == .call ? selector.labels.count : selector.kind == .set ? 1 : 0 }

    mutating func add(_ expectation: ExpectationRecord) {
        expectations.append(expectation)
        active.append(expectation)
        activeMatchers += expectation.compiled
    }

    /// Forgets the used-up expectation at `index` of `active`.
    mutating func retire(at index: Int) {
        active.remove(at: index)
        activeMatchers.removeSubrange(index * arity..<(index + 1) * arity)
    }

    /// What the first active expectations say of a call, judged by their compiled
    /// matchers alone.
    enum FastScan {
        /// `active[index]` accepts the call.
        case accepted(Int)
        /// No active expectation accepts it.
        case rejected
        /// `active[index]` needs its matchers' own `match`; those before it reject.
        case undecided(Int)
    }

    /// `mutating` only so that a call through the state pointer works on the
    /// record in place: a non-mutating call copies the whole record first.
    @inline(__always)
    mutating func scan(_ pairs: UnsafeBufferPointer<ArgumentStorage.Pair>, inPlace: Bool) -> FastScan {
        // The closure captures only these: capturing `self` would copy the record.
        let arity = arity
        let count = active.count
        return activeMatchers.withUnsafeBufferPointer { matchers in
            for candidate in 0..<count {
                let first = matchers.baseAddress! + candidate * arity
                switch Self.verdict(first, arity, pairs, inPlace) {
                case true?: return .accepted(candidate)
                case nil: return .undecided(candidate)
                case false?: continue
                }
            }
            return .rejected
        }
    }

    /// One candidate's verdict: `false` as soon as a matcher rejects, `nil` if none
    /// rejects but one cannot decide here, `true` if all accept.
    @inline(__always)
    private static func verdict(
        _ matchers: UnsafePointer<CompiledMatcher>, _ arity: Int,
        _ pairs: UnsafeBufferPointer<ArgumentStorage.Pair>, _ inPlace: Bool
    ) -> Bool? {
        var decided = true
        for position in 0..<arity {
            switch matchers[position].verdict(onValueOf: pairs.baseAddress! + position, inPlace: inPlace) {
            case false?: return false
            case nil: decided = false
            case true?: break
            }
        }
        return decided ? true : nil
    }
}

/// One recorded interaction, kept compact (16 bytes, plus the arguments the call
/// allocated anyway): the log can hold millions.
struct InteractionRecord: @unchecked Sendable {
    let arguments: KeyValuePairs<String, Any?>
    let memberIndex: Int32
    let matched: Bool

    init(member: Int, arguments: KeyValuePairs<String, Any?>, matched: Bool) {
        self.arguments = arguments
        memberIndex = Int32(truncatingIfNeeded: member)
        self.matched = matched
    }

    var member: Int { Int(memberIndex) }
}

/// All mutable state of a mock, behind its one lock.
struct MockState: Sendable {
    var table = MemberTable()
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

    /// The index of the member a call of `kind name(labels…)` reaches, creating its
    /// record on first use. The hot path: no selector is built when it exists.
    @inline(__always)
    mutating func member(
        _ kind: MemberKind, _ name: String, _ pairs: UnsafeBufferPointer<ArgumentStorage.Pair>,
        _ arguments: KeyValuePairs<String, Any?>
    ) -> Int {
        if let index = table.find(kind, name, pairs) { return index }
        return newMember(kind, name, arguments)
    }

    @inline(never)
    private mutating func newMember(_ kind: MemberKind, _ name: String, _ arguments: KeyValuePairs<String, Any?>) -> Int {
        // Equal strings with other bits (built at run time): remember these bits too.
        let index =
            members.firstIndex { $0.selector.isSelector(of: kind, name, arguments) }
            ?? append(MemberRecord(selector: Selector(kind, name, arguments: arguments)))
        table.insert(index, for: kind, name, arguments)
        return index
    }

    /// The index of `selector`'s record, creating it on first use.
    mutating func member(_ selector: Selector) -> Int {
        if let index = existingMember(selector) { return index }
        let index = append(MemberRecord(selector: selector))
        table.insert(index, for: selector)
        return index
    }

    private mutating func append(_ member: MemberRecord) -> Int {
        members.append(member)
        return members.count - 1
    }

    /// The index of `selector`'s record, if it has one.
    func existingMember(_ selector: Selector) -> Int? {
        members.firstIndex { $0.selector == selector }
    }
}
