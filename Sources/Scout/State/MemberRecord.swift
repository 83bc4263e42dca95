import ScoutLowLevel

/// Everything a mock knows about one member. A class, so the hot path reaches it
/// without copying; changed only under the owning mock's lock, which is why its
/// changing fields live in `LockGuarded` storage.
final class MemberRecord: Sendable {
    let selector: Selector
    /// Its position in the table's members, which the interaction log records.
    let index: Int
    /// Arguments per interaction: the labels of a call, one for an assignment.
    let arity: Int

    /// The fields that change, only under the owning mock's lock (`LockGuarded`: no
    /// dynamic exclusivity check on each access); each described at its property.
    private struct Fields: ~Copyable {
        var expectations: [ExpectationRecord] = []
        /// How many of the first expectations are met (answered at least as often as
        /// they require): none of them can be unmet again, so `verify()` looks past them.
        var metPrefix = 0
        var active = RawBuffer<Unretained<ExpectationRecord>>()
        var fastMatchers = RawBuffer<FastMatcher>()
        var unexpectedCalls = 0
        var lastSequence: UInt64 = 0
        var interactionsForgottenUpTo: UInt64 = 0
        var aliases = 0
        var calledOnceUnindexed = false
        var waiters: [MemberWaiter] = []
        var waiterCount = 0
        var observers: [ObserverRecord] = []
        var watcherCount = 0
        var choosesByType = false
        /// The choice type of the first expectation that has one: a later one of
        /// another type makes the member choose by type. Kept so that adding an
        /// expectation costs the same whatever the count.
        var firstChoiceType: Any.Type?
        /// How many expectations were added since all were last removed: the next
        /// one's ordinal, which stays above every kept one's when some are removed.
        var added = 0
        /// Kept once ``IntArgumentIndex/threshold`` expectations are active.
        var intIndex: IntArgumentIndex?

        /// An empty deinit: ScoutCore then destroys each buffer field with its own,
        /// specialized, not through the value witnesses of ScoutLowLevel's buffers.
        deinit {}
    }

    private let fields: LockGuarded<Fields>

    /// Every expectation set, in order (spent ones included, for messages). Owns
    /// them: `active` refers to them unretained.
    var expectations: [ExpectationRecord] { fields.value.expectations }
    /// The expectations that can still answer, in the order set.
    var active: RawBuffer<Unretained<ExpectationRecord>> {
        _read { yield fields.value.active }
    }
    /// Their fast matchers, flat: `arity` per active expectation, in the same order.
    var fastMatchers: RawBuffer<FastMatcher> {
        _read { yield fields.value.fastMatchers }
    }
    /// Interactions that found no expectation.
    var unexpectedCalls: Int {
        get { fields.value.unexpectedCalls }
        _modify { yield &fields.value.unexpectedCalls }
    }
    /// The sequence number of its last recorded interaction (0 before any).
    var lastSequence: UInt64 {
        get { fields.value.lastSequence }
        _modify { yield &fields.value.lastSequence }
    }
    /// Its interactions numbered up to this were forgotten by a reset of them: a
    /// recording mock keeps no answer for one of them.
    var interactionsForgottenUpTo: UInt64 {
        get { fields.value.interactionsForgottenUpTo }
        _modify { yield &fields.value.interactionsForgottenUpTo }
    }
    /// How many entries of the member table's index lead here (see `MemberTable`).
    var aliases: Int {
        get { fields.value.aliases }
        _modify { yield &fields.value.aliases }
    }
    /// Whether a call found it by its own strings' words, the index left as it was
    /// (the index pays for itself from a member's second call).
    var calledOnceUnindexed: Bool {
        get { fields.value.calledOnceUnindexed }
        set { fields.value.calledOnceUnindexed = newValue }
    }
    /// Waiters to resume when an interaction of this member is recorded.
    var waiters: [MemberWaiter] { fields.value.waiters }
    /// `waiters.count`, read on every recorded interaction without a generic call.
    var waiterCount: Int { fields.value.waiterCount }
    /// Blocks that run on each interaction beside whatever answers it, in the order set.
    var observers: [ObserverRecord] { fields.value.observers }
    /// `waiterCount` plus the observers: one read on every recorded interaction
    /// says whether anything more is to do.
    var watcherCount: Int { fields.value.watcherCount }
    /// Whether its expectations answer with several types (`value<T>(for:)` stubbed
    /// for `Int` and for `String`, overloads that differ by result type): then the
    /// type a call asks for takes part in choosing its answer, on the slow path.
    var choosesByType: Bool { fields.value.choosesByType }

    init(selector: Selector, index: Int) {
        self.selector = selector
        self.index = index
        arity = selector.arity
        fields = LockGuarded(Fields())
    }

    /// How many expectations can still answer.
    @inline(__always) var activeCount: Int { fields.value.active.count }
    /// The active expectation at `index`, unretained (`expectations` owns it).
    @inline(__always)
    func activeRecord(at index: Int) -> Unretained<ExpectationRecord> { fields.value.active[index] }

    /// The distinct types its expectations answer with, in the order set.
    var answerTypes: [Any.Type] {
        var types: [Any.Type] = []
        for type in fields.value.expectations.lazy.compactMap(\.behavior.action.answerType)
        where !types.contains(where: { $0 == type }) {
            types.append(type)
        }
        return types
    }

    /// The expectations not met yet, in the order set: a `verify()` in a loop costs
    /// what is left to meet, not every expectation ever set.
    func unmetExpectations(skipping skipped: Set<ObjectIdentifier>?, into unmet: inout [(ExpectationRecord, Int)]) {
        while fields.value.metPrefix < fields.value.expectations.count,
            !fields.value.expectations[fields.value.metPrefix].isUnmet
        {
            fields.value.metPrefix += 1
        }
        var index = fields.value.metPrefix
        while index < fields.value.expectations.count {
            let expectation = fields.value.expectations[index]
            if expectation.isUnmet, !(skipped?.contains(ObjectIdentifier(expectation)) ?? false) {
                unmet.append((expectation, expectation.used))
            }
            index += 1
        }
    }

    /// The active expectations, retained, in the order set.
    var activeExpectations: [ExpectationRecord] { fields.value.active.elements.map(\.object) }

    /// The ordinal the next expectation added takes.
    var nextOrdinal: Int { fields.value.added + 1 }

    func add(_ expectation: ExpectationRecord) {
        noteChoiceType(of: expectation)
        fields.value.added += 1
        if fields.value.expectations.count == 0 {
            fields.value.expectations = [expectation]
        } else {
            fields.value.expectations.append(expectation)
        }
        fields.value.active.append(Unretained(expectation))
        if let index = fields.value.intIndex {
            index.add(ordinal: expectation.ordinal, first: expectation.fast[0])
        } else if arity > 0, fields.value.active.count == IntArgumentIndex.threshold {
            buildIntIndex()
        }
        let fast = expectation.fast
        fields.value.fastMatchers.reserve(fields.value.fastMatchers.count + fast.count)
        var position = 0
        while position < fast.count {
            fields.value.fastMatchers.append(fast[position])
            position += 1
        }
    }

    private func noteChoiceType(of expectation: ExpectationRecord) {
        guard !fields.value.choosesByType, let type = expectation.behavior.action.choiceType else { return }
        if let first = fields.value.firstChoiceType {
            fields.value.choosesByType = first != type
        } else {
            fields.value.firstChoiceType = type
        }
    }

    /// Forgets the expectations `isRemoved` names, keeping the others in the order
    /// set (and their ordinals); returns the removed ones, in the order set, to be
    /// freed once the lock is released. In place: one pass, and a removal from the
    /// active ones by binary search, so replacing among thousands costs one pass.
    func removeExpectations(where isRemoved: (ExpectationRecord) -> Bool) -> [ExpectationRecord] {
        var removed: [ExpectationRecord] = []
        var index = fields.value.expectations.count - 1
        while index >= 0 {
            let expectation = fields.value.expectations[index]
            if isRemoved(expectation) {
                removed.append(expectation)
                if let active = activeIndex(of: expectation) { retire(at: active) }
                fields.value.expectations.remove(at: index)
                // The first ones met stay met: the prefix loses the one removed.
                if index < fields.value.metPrefix { fields.value.metPrefix -= 1 }
            }
            index -= 1
        }
        if !removed.isEmpty { buildIntIndex() }
        return removed.reversed()
    }

    /// The index of the active expectations by their first `Int`, if the member
    /// keeps one (see `IntArgumentIndex`).
    var intIndex: IntArgumentIndex? {
        get { fields.value.intIndex }
        set { fields.value.intIndex = newValue }
    }

    /// Forgets the used-up expectation at `index` of the active ones.
    func retire(at index: Int) {
        fields.value.active.remove(at: index)
        fields.value.fastMatchers.remove(at: index * arity, length: arity)
    }

    /// The position among the active expectations of `expectation` itself, if
    /// active (not another of the same ordinal, set after a `reset()`).
    func activeIndex(of expectation: ExpectationRecord) -> Int? {
        activeIndex(ofOrdinal: expectation.ordinal).flatMap {
            fields.value.active[$0].refers(to: expectation) ? $0 : nil
        }
    }

    /// The position among the active expectations of the first one set after the
    /// expectation numbered `ordinal` (the count of active ones if none was).
    func firstActiveIndex(after ordinal: Int) -> Int {
        var low = 0
        var high = fields.value.active.count
        while low < high {
            let middle = (low + high) / 2
            if fields.value.active[middle].with({ $0.ordinal }) <= ordinal { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Forgets every expectation, keeping the member and its interactions; returns
    /// them, to be freed once the lock is released (their values and blocks may
    /// call the mock from a `deinit`).
    @discardableResult
    func removeExpectations() -> [ExpectationRecord] {
        let removed = fields.value.expectations
        fields.value.expectations = []
        fields.value.metPrefix = 0
        fields.value.choosesByType = false
        fields.value.firstChoiceType = nil
        fields.value.added = 0
        fields.value.active.removeAll()
        fields.value.fastMatchers.removeAll()
        fields.value.intIndex = nil
        return removed
    }

    /// Forgets every observer; returns them, to be freed once the lock is released.
    func removeObservers() -> [ObserverRecord] {
        defer {
            fields.value.observers = []
            countWatchers()
        }
        return fields.value.observers
    }
    func addWaiter(_ waiter: MemberWaiter) {
        fields.value.waiters.append(waiter)
        countWatchers()
    }
    func addObserver(_ observer: ObserverRecord) {
        fields.value.observers.append(observer)
        countWatchers()
    }
    private func countWatchers() {
        fields.value.waiterCount = fields.value.waiters.count
        fields.value.watcherCount = fields.value.waiters.count + fields.value.observers.count
    }

    /// The waiters, removed: each is resumed once and registers again if it must.
    func takeWaiters() -> [MemberWaiter] {
        defer {
            fields.value.waiters = []
            countWatchers()
        }
        return fields.value.waiters
    }

    /// Removes `waiter` if it is still registered.
    func removeWaiter(_ waiter: MemberWaiter) {
        fields.value.waiters.removeAll { $0 === waiter }
        countWatchers()
    }
}
