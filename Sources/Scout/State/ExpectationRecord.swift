/// One expectation as the mock stores it.
///
/// `used` changes only under the owning mock's lock; everything else is immutable.
final class ExpectationRecord: @unchecked Sendable {
    let selector: Selector
    /// One matcher per argument, in the selector's label order.
    let matchers: [any ArgMatcher]
    /// The same matchers, reduced for the engine's fast path.
    let fast: [FastMatcher]
    /// The value to return, boxed with its type, for `return(_:)` and its kin.
    private let returnBox: ReturnBox?
    /// The same box, unretained: this record owns it, and a caller answering a
    /// call holds the record, so the box can be used without reference counting.
    let unretainedReturnBox: Unmanaged<ReturnBox>?
    let behavior: Behavior
    /// How many calls it answers; `nil` means it is never used up.
    let limit: Int?
    let location: CodeLocation
    /// 1-based position among the member's expectations, for messages.
    let ordinal: Int
    /// The matchers that keep what they accept, with their positions; found once here
    /// so that answering a call costs no dynamic cast.
    let captors: [(position: Int, captor: any CapturingMatcher)]
    /// Guarded by the mock's lock, so dynamic exclusivity checks would only add cost.
    @exclusivity(unchecked) var used = 0

    init(
        selector: Selector, matchers: [any ArgMatcher], behavior: Behavior, limit: Int?,
        location: CodeLocation, ordinal: Int
    ) {
        self.selector = selector
        self.matchers = matchers
        self.behavior = behavior
        self.limit = limit
        self.location = location
        self.ordinal = ordinal
        fast = matchers.map(FastMatcher.init)
        if case .value(let value) = behavior.action { returnBox = makeReturnBox(value) } else { returnBox = nil }
        unretainedReturnBox = returnBox.map { .passUnretained($0) }
        captors = matchers.enumerated().compactMap { position, matcher in
            (matcher as? any CapturingMatcher).map { (position, $0) }
        }
    }

    /// Whether it can answer another call. Read under the lock.
    var isAvailable: Bool {
        guard let limit else { return true }
        return used < limit
    }

    /// Whether `verify()` should complain about it. Read under the lock.
    var isUnmet: Bool {
        guard let limit else { return false }
        return used < limit
    }
}
