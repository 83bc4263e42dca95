/// Which active expectations of a member can accept a call whose first argument is
/// an `Int`, so that a member with many of them is not judged one by one: an
/// expectation whose first matcher is an exact `Int` (a plain `3`, `equalTo(3)`)
/// rejects every other `Int`. N expectations answered in reverse order then cost N
/// steps, not N².
///
/// Kept by a member once it has ``threshold`` active expectations; changed only
/// under the owning mock's lock. It holds ordinals, oldest first; a retired
/// expectation stays listed until a scan passes it at a list's front (`head`), and
/// the scan skips one it finds retired elsewhere.
final class IntArgumentIndex {
    /// Active expectations from which a member keeps the index.
    static let threshold = 32

    struct Ordinals {
        var all: [Int] = []
        /// How many at the front are retired.
        var head = 0

        mutating func dropRetired(_ isActive: (Int) -> Bool) {
            while head < all.count, !isActive(all[head]) { head += 1 }
            if head > 64, head * 2 > all.count {
                all.removeFirst(head)
                head = 0
            }
        }
    }

    /// Expectations whose first matcher is an exact `Int`, by its bits.
    private var byValue: [UInt64: Ordinals] = [:]
    /// Every other expectation: `any()`, a matcher, another type.
    private var others = Ordinals()

    /// Notes an expectation added after every one it holds.
    func add(ordinal: Int, first: FastMatcher) {
        if first.kind == .int {
            byValue[first.first, default: Ordinals()].all.append(ordinal)
        } else {
            others.all.append(ordinal)
        }
    }

    /// Visits, oldest first, the ordinals of expectations that may accept a first
    /// argument of `bits`, active or not, until `visit` returns a result.
    func firstResult<Result>(forInt bits: UInt64, isActive: (Int) -> Bool, _ visit: (Int) -> Result?) -> Result? {
        others.dropRetired(isActive)
        byValue[bits]?.dropRetired(isActive)
        let matching = byValue[bits] ?? Ordinals()
        var one = matching.head
        var other = others.head
        while one < matching.all.count || other < others.all.count {
            let takeMatching =
                other >= others.all.count || (one < matching.all.count && matching.all[one] < others.all[other])
            let ordinal = takeMatching ? matching.all[one] : others.all[other]
            if takeMatching { one += 1 } else { other += 1 }
            if let result = visit(ordinal) { return result }
        }
        return nil
    }
}

extension MemberRecord {
    /// Builds the index from the active expectations, or drops it below the threshold.
    func buildIntIndex() {
        guard arity > 0, activeCount >= IntArgumentIndex.threshold else {
            intIndex = nil
            return
        }
        let index = IntArgumentIndex()
        for position in 0..<activeCount {
            activeRecord(at: position).with { index.add(ordinal: $0.ordinal, first: $0.fast[0]) }
        }
        intIndex = index
    }

    /// The position among the active expectations of the one numbered `ordinal`, if
    /// active: a binary search by ordinal, since the active ones keep the order set.
    func activeIndex(ofOrdinal ordinal: Int) -> Int? {
        let index = firstActiveIndex(after: ordinal - 1)
        return index < activeCount && activeRecord(at: index).with({ $0.ordinal }) == ordinal ? index : nil
    }
}
