/// Everything a mock knows about one member. A class, so the hot path reaches it
/// without copying; changed only under the owning mock's lock, which is why its
/// fields skip dynamic exclusivity checks.
final class MemberRecord: @unchecked Sendable {
    let selector: Selector
    /// Its position in `MockState.members`, which the interaction log records.
    let index: Int
    /// Arguments per interaction: the labels of a call, one for an assignment.
    let arity: Int
    /// Every expectation set, in order (spent ones included, for messages). Owns
    /// them: the buffers below refer to them unretained.
    @exclusivity(unchecked) private(set) var expectations: [ExpectationRecord] = []
    /// The expectations that can still answer a call, in the order set, and their
    /// fast matchers, flat (`arity` each): plain buffers, scanned without closures,
    /// reference counting or generic calls.
    @exclusivity(unchecked) private var activeRecords: UnsafeMutablePointer<Unmanaged<ExpectationRecord>>
    @exclusivity(unchecked) private var fastMatchers: UnsafeMutablePointer<FastMatcher>
    @exclusivity(unchecked) private(set) var activeCount = 0
    @exclusivity(unchecked) private var capacity = 0
    /// Calls that found no expectation.
    @exclusivity(unchecked) var unexpectedCalls = 0

    init(selector: Selector, index: Int) {
        self.selector = selector
        self.index = index
        arity = selector.kind == .call ? selector.labels.count : selector.kind == .set ? 1 : 0
        activeRecords = .allocate(capacity: 0)
        fastMatchers = .allocate(capacity: 0)
    }

    deinit {
        activeRecords.deallocate()
        fastMatchers.deallocate()
    }

    /// The active expectations, in the order set.
    var active: [ExpectationRecord] {
        (0..<activeCount).map { activeRecords[$0].takeUnretainedValue() }
    }

    /// The active expectation at `index`.
    @inline(__always)
    func activeExpectation(at index: Int) -> ExpectationRecord {
        activeRecords[index].takeUnretainedValue()
    }

    /// The active expectation at `index`, unretained (`expectations` owns it).
    @inline(__always)
    func activeRecord(at index: Int) -> Unmanaged<ExpectationRecord> {
        activeRecords[index]
    }

    func add(_ expectation: ExpectationRecord) {
        expectations.append(expectation)
        if activeCount == capacity {
            let grown = max(4, capacity * 2)
            let records = UnsafeMutablePointer<Unmanaged<ExpectationRecord>>.allocate(capacity: grown)
            records.moveInitialize(from: activeRecords, count: activeCount)
            activeRecords.deallocate()
            activeRecords = records
            let matchers = UnsafeMutablePointer<FastMatcher>.allocate(capacity: grown * arity)
            matchers.moveInitialize(from: fastMatchers, count: activeCount * arity)
            fastMatchers.deallocate()
            fastMatchers = matchers
            capacity = grown
        }
        (activeRecords + activeCount).initialize(to: .passUnretained(expectation))
        (fastMatchers + activeCount * arity).initialize(from: expectation.fast, count: arity)
        activeCount += 1
    }

    /// Forgets the used-up expectation at `index` of the active ones.
    func retire(at index: Int) {
        let later = activeCount - index - 1
        (activeRecords + index).moveInitialize(from: activeRecords + index + 1, count: later)
        (fastMatchers + index * arity).moveInitialize(from: fastMatchers + (index + 1) * arity, count: later * arity)
        activeCount -= 1
    }

    /// The position among the active expectations of `expectation`, if active.
    func activeIndex(of expectation: ExpectationRecord) -> Int? {
        (0..<activeCount).first { activeRecords[$0].takeUnretainedValue() === expectation }
    }

    /// What the active expectations say of a call, judged by their fast matchers
    /// alone, in the order set.
    enum FastScan {
        /// The active expectation at this index accepts the call.
        case accepted(Int)
        /// No active expectation accepts it.
        case rejected
        /// The active expectation at this index needs its matchers' own `match`;
        /// those before it reject.
        case undecided(Int)
    }

    @inline(__always)
    func scan(_ view: ArgumentView, scalars: ScalarMetadata.Words) -> FastScan {
        let arity = arity
        let count = activeCount
        if count == 0 { return .rejected }
        // Each argument's words were read once; the candidates are judged by plain
        // comparisons. Arguments past the fourth count as unknown.
        let unknown = ArgumentWords(metadata: 1, first: 0, second: 0)
        let first = view.first
        let second = view.second
        let third = arity > 2 ? view.laterWords(at: 2) : unknown
        let fourth = arity > 3 ? view.laterWords(at: 3) : unknown
        var matcher = fastMatchers
        var candidate = 0
        while candidate < count {
            var undecided = false
            var rejected = false
            var position = 0
            while position < arity && !rejected {
                let argument =
                    position == 0
                    ? first : position == 1 ? second : position == 2 ? third : position == 3 ? fourth : unknown
                switch matcher[position].verdict(on: argument, scalars: scalars) {
                case .rejects: rejected = true
                case .undecided: undecided = true
                case .accepts: break
                }
                position += 1
            }
            if !rejected { return undecided ? .undecided(candidate) : .accepted(candidate) }
            matcher += arity
            candidate += 1
        }
        return .rejected
    }
}
