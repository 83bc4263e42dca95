/// Everything a mock knows about one member. A class, so the hot path reaches it
/// without copying; changed only under the owning mock's lock, which is why its
/// fields skip dynamic exclusivity checks.
final class MemberRecord: @unchecked Sendable {
    let selector: Selector
    /// Its position in the table's members, which the interaction log records.
    let index: Int
    /// Arguments per interaction: the labels of a call, one for an assignment.
    let arity: Int
    /// Every expectation set, in order (spent ones included, for messages). Owns
    /// them: `active` refers to them unretained.
    @exclusivity(unchecked) private(set) var expectations: [ExpectationRecord] = []
    /// How many of the first expectations are met (answered at least as often as
    /// they require): none of them can be unmet again, so `verify()` looks past them.
    @exclusivity(unchecked) private var metPrefix = 0
    /// The expectations that can still answer, in the order set.
    @exclusivity(unchecked) private(set) var active = RawBuffer<Unretained<ExpectationRecord>>()
    /// Their fast matchers, flat: `arity` per active expectation, in the same order.
    @exclusivity(unchecked) private(set) var fastMatchers = RawBuffer<FastMatcher>()
    /// Interactions that found no expectation.
    @exclusivity(unchecked) var unexpectedCalls = 0
    /// The sequence number of its last recorded interaction (0 before any).
    @exclusivity(unchecked) var lastSequence: UInt64 = 0
    /// Its interactions numbered up to this were forgotten by a reset of them: a
    /// recording mock keeps no answer for one of them.
    @exclusivity(unchecked) var interactionsForgottenUpTo: UInt64 = 0
    /// How many entries of the member table's index lead here (see `MemberTable`).
    @exclusivity(unchecked) var aliases = 0
    /// Waiters to resume when an interaction of this member is recorded.
    @exclusivity(unchecked) private(set) var waiters: [MemberWaiter] = []
    /// `waiters.count`, read on every recorded interaction without a generic call.
    @exclusivity(unchecked) private(set) var waiterCount = 0
    /// Blocks that run on each interaction beside whatever answers it, in the order set.
    @exclusivity(unchecked) private(set) var observers: [ObserverRecord] = []
    /// `waiterCount` plus the observers: one read on every recorded interaction
    /// says whether anything more is to do.
    @exclusivity(unchecked) private(set) var watcherCount = 0
    /// Whether its expectations answer with several types (`value<T>(for:)` stubbed
    /// for `Int` and for `String`, overloads that differ by result type): then the
    /// type a call asks for takes part in choosing its answer, on the slow path.
    @exclusivity(unchecked) private(set) var choosesByType = false
    /// The choice type of the first expectation that has one: a later one of
    /// another type makes the member choose by type. Kept so that adding an
    /// expectation costs the same whatever the count.
    @exclusivity(unchecked) private var firstChoiceType: Any.Type?

    init(selector: Selector, index: Int) {
        self.selector = selector
        self.index = index
        arity = selector.arity
    }

    /// How many expectations can still answer.
    @inline(__always) var activeCount: Int { active.count }

    /// The active expectation at `index`, unretained (`expectations` owns it).
    @inline(__always)
    func activeRecord(at index: Int) -> Unretained<ExpectationRecord> { active[index] }

    /// The distinct types its expectations answer with, in the order set.
    var answerTypes: [Any.Type] {
        var types: [Any.Type] = []
        for type in expectations.lazy.compactMap(\.behavior.action.answerType)
        where !types.contains(where: { $0 == type }) {
            types.append(type)
        }
        return types
    }

    /// The expectations not met yet, in the order set: a `verify()` in a loop costs
    /// what is left to meet, not every expectation ever set.
    func unmetExpectations(skipping skipped: Set<ObjectIdentifier>?, into unmet: inout [(ExpectationRecord, Int)]) {
        while metPrefix < expectations.count, !expectations[metPrefix].isUnmet { metPrefix += 1 }
        var index = metPrefix
        while index < expectations.count {
            let expectation = expectations[index]
            if expectation.isUnmet, !(skipped?.contains(ObjectIdentifier(expectation)) ?? false) {
                unmet.append((expectation, expectation.used))
            }
            index += 1
        }
    }

    /// The active expectations, retained, in the order set.
    var activeExpectations: [ExpectationRecord] { active.elements.map(\.object) }

    func add(_ expectation: ExpectationRecord) {
        if !choosesByType, let type = expectation.behavior.action.choiceType {
            if let first = firstChoiceType {
                choosesByType = first != type
            } else {
                firstChoiceType = type
            }
        }
        expectations.append(expectation)
        active.append(Unretained(expectation))
        fastMatchers.append(contentsOf: expectation.fast)
    }

    /// Forgets the used-up expectation at `index` of the active ones.
    func retire(at index: Int) {
        active.remove(at: index)
        fastMatchers.remove(at: index * arity, length: arity)
    }

    /// The position among the active expectations of `expectation`, if active:
    /// a binary search by ordinal, since the active ones keep the order set.
    func activeIndex(of expectation: ExpectationRecord) -> Int? {
        let index = firstActiveIndex(after: expectation.ordinal - 1)
        return index < active.count && active[index].refers(to: expectation) ? index : nil
    }

    /// The position among the active expectations of the first one set after the
    /// expectation numbered `ordinal` (the count of active ones if none was).
    func firstActiveIndex(after ordinal: Int) -> Int {
        var low = 0
        var high = active.count
        while low < high {
            let middle = (low + high) / 2
            if active[middle].with({ $0.ordinal }) <= ordinal { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Forgets every expectation, keeping the member and its interactions; returns
    /// them, to be freed once the lock is released (their values and blocks may
    /// call the mock from a `deinit`).
    @discardableResult
    func removeExpectations() -> [ExpectationRecord] {
        let removed = expectations
        expectations = []
        metPrefix = 0
        choosesByType = false
        firstChoiceType = nil
        active.removeAll()
        fastMatchers.removeAll()
        return removed
    }

    /// Forgets every observer; returns them, to be freed once the lock is released.
    func removeObservers() -> [ObserverRecord] {
        defer {
            observers = []
            countWatchers()
        }
        return observers
    }

    func addWaiter(_ waiter: MemberWaiter) {
        waiters.append(waiter)
        countWatchers()
    }

    func addObserver(_ observer: ObserverRecord) {
        observers.append(observer)
        countWatchers()
    }

    private func countWatchers() {
        waiterCount = waiters.count
        watcherCount = waiters.count + observers.count
    }

    /// The waiters, removed: each is resumed once and registers again if it must.
    func takeWaiters() -> [MemberWaiter] {
        defer {
            waiters = []
            countWatchers()
        }
        return waiters
    }

    /// Removes `waiter` if it is still registered.
    func removeWaiter(_ waiter: MemberWaiter) {
        waiters.removeAll { $0 === waiter }
        countWatchers()
    }
}

/// Something waiting for the next interaction of one member: resumed once, outside
/// the mock's lock, after such an interaction is recorded.
final class MemberWaiter: Sendable {
    let resume: @Sendable () -> Void

    init(_ resume: @escaping @Sendable () -> Void) {
        self.resume = resume
    }
}

/// A block that runs on each interaction of a member whose arguments its matchers
/// accept, beside whatever answers it: it neither answers nor counts as an
/// expectation.
final class ObserverRecord: Sendable {
    let matchers: [any ArgMatcher]
    let block: @Sendable (Arguments) throws -> Void
    let location: CodeLocation

    init(matchers: [any ArgMatcher], block: @escaping @Sendable (Arguments) throws -> Void, location: CodeLocation) {
        self.matchers = matchers
        self.block = block
        self.location = location
    }
}
