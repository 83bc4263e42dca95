import ScoutLowLevel

/// Choosing the expectation that answers an interaction: for one member, the first
/// expectation in the order set that is not used up and whose matchers all accept
/// the arguments. It is counted as used and the interaction is recorded, in the
/// same transaction.
///
/// The fast path is one transaction: when the built-in matchers (plain values,
/// `equalTo` on `Int`, `String`, `Bool`, `Double`, `any()`, `nil`) decide, no user
/// code runs, so they are judged under the lock (see ``ArgumentJudge``). As soon as
/// a candidate needs a matcher's own `match`, the slow path takes over: matchers
/// run outside the lock on a snapshot; then, under the lock again, the chosen
/// expectation is used and the interaction recorded, unless `reset()` began a new
/// generation meanwhile, in which case the interaction is judged again from the
/// start against the new expectations.

/// What a call found under the lock.
enum LockedOutcome {
    /// This expectation answers; it has been counted as used and the interaction
    /// recorded. Unretained: valid while the lock is held.
    case answered(Unretained<ExpectationRecord>, FollowUp)
    /// No expectation answers; the interaction has been recorded as unexpected.
    case unanswered(Unretained<MemberRecord>, FollowUp)
    /// A candidate's matchers must run outside the lock, from `start` on.
    case undecided(Undecided)
}

/// What a call does once the lock is released, besides answering. Two flags, not
/// an `OptionSet`: unoptimized, `[]` of an option set builds an array and looks up
/// generic metadata on every call.
struct FollowUp {
    /// The expectation's own work: give the arguments to its captors, check its
    /// place in a sequence.
    var capture = false
    /// Resume waiters of the member.
    var resumeWaiters = false
    /// Run the member's observers.
    var observe = false

    /// Ternaries, not `&&`: unoptimized, each `&&` is a closure.
    @inline(__always)
    var isEmpty: Bool { capture ? false : resumeWaiters ? false : !observe }
}

/// A call the fast matchers could not decide: its member, the candidates to judge
/// outside the lock, and the generation they belong to.
///
/// The candidates are a window of the active expectations from the first the fast
/// matchers left undecided: a member with 100,000 expectations copies sixteen
/// per call, not all of them. When none in the window accepts, the next window
/// starts after its last one, found again by its number.
struct Undecided {
    /// Active expectations judged per trip outside the lock.
    static let window = 16

    let member: MemberRecord
    let candidates: [ExpectationRecord]
    /// The member's `choosesByType`, read under the lock: then every candidate
    /// is in the window. With `hasMore`, one word: the outcome the hot path
    /// returns stays four words.
    let byType: Bool
    /// Whether active expectations follow the window.
    let hasMore: Bool
    let generation: UInt64

    /// The candidates of `member` from `start` on, under the lock. Not inlined:
    /// the hot path only branches here.
    @inline(never)
    init(_ member: MemberRecord, from start: Int, generation: UInt64) {
        self.member = member
        byType = member.choosesByType
        let end = byType ? member.activeCount : min(member.activeCount, start + Self.window)
        candidates = (start..<end).map { member.activeRecord(at: $0).object }
        hasMore = end < member.activeCount
        self.generation = generation
    }
}

/// What a call found, once the lock is released, with the sequence number its
/// interaction was recorded under (what a recording mock keeps its answer by).
enum Resolution {
    /// This expectation answers; retained, since `reset()` may drop it meanwhile.
    case answered(ExpectationRecord, FollowUp, sequence: UInt64)
    case unanswered(MemberRecord, FollowUp, sequence: UInt64)
}

extension MockCore {
    /// The fast path's transaction, from finding the member to recording the
    /// interaction. The caller holds the lock.
    ///
    /// `@inline(always)` (Swift 6.3), here, in `MemberTable.find` and in
    /// `ArgumentJudge.scan`: the optimizer took `@inline(__always)` as a hint and
    /// declined it ("not profitable", its remark said: cost 158, benefit 130), so
    /// each call paid two calls more and spilled its arguments' view to the stack
    /// (the Performance article, "Measurements behind the code").
    #if compiler(>=6.3)
        @inline(always)
    #else
        @inline(__always)
    #endif
    func resolveLocked(
        _ kind: MemberKind, _ name: String, _ view: ArgumentView, _ arguments: CallArguments,
        in held: Held<MockState>
    ) -> LockedOutcome {
        let member = LockedTransaction.member(self, kind, name, view, arguments, in: &held.state.table)
        #if DEBUG
            // Unoptimized, a closure costs more than a retain.
            return LockedTransaction.judge(self, member.object, view, arguments, in: held)
        #else
            return member.with { member in LockedTransaction.judge(self, member, view, arguments, in: held) }
        #endif
    }

    /// The member by its selector, built from the call; remembered by the words
    /// of the call's strings when `remember`. Not inlined: the hot path only
    /// branches here.
    @inline(never)
    fileprivate func memberByContent(
        _ kind: MemberKind, _ name: String, _ arguments: CallArguments, in table: inout MemberTable, remember: Bool
    ) -> MemberRecord {
        let labels = callLabels(arguments)
        let record = table.member(Selector(kind, name, labels: labels))
        if remember { table.remember(record, name: name, labels: labels) }
        return record
    }

    /// The labels the call site passed, while the call is in progress.
    private func callLabels(_ arguments: CallArguments) -> [String] {
        switch arguments {
        case .boxed(let pairs): return pairs.map(\.key)
        case .array(let pairs): return pairs.map(\.key)
        case .bits(let bits): return bits.labelsDuringCall()
        }
    }
}

/// The steps of the fast path's transaction: find the member, judge the arguments,
/// count the expectation as used, log the call. Static and transparent, on a type
/// of their own: unoptimized, each call on the hot path copies every argument and
/// zeroes a slot for it, and a class's methods cannot be transparent (callgrind,
/// debug scenario a: about 500 instructions per call fewer than as `MockCore`'s
/// methods).
enum LockedTransaction {
    /// The member a call of `kind name(labels…)` reaches, created on first use:
    /// found by the words of its name and labels on the fast path, by content
    /// otherwise (and then remembered by its words). Unretained: `table` owns it.
    @_transparent
    static func member(
        _ core: MockCore, _ kind: MemberKind, _ name: String, _ view: ArgumentView, _ arguments: CallArguments,
        in table: inout MemberTable
    ) -> Unretained<MemberRecord> {
        if view.inPlace, let record = table.find(kind, name, view) { return record }
        if let record = table.memberWithSameWords(kind, name, view) { return record }
        return Unretained(core.memberByContent(kind, name, arguments, in: &table, remember: view.inPlace))
    }

    /// Finds the expectation that answers the call among `member`'s by the fast
    /// matchers, and records the call unless the slow path must decide.
    @_transparent
    static func judge(
        _ core: MockCore, _ member: MemberRecord, _ view: ArgumentView, _ arguments: CallArguments,
        in held: Held<MockState>
    ) -> LockedOutcome {
        var scan = ArgumentJudge.scan(member, view, scalars: core.scalars)
        if case .many = scan { scan = ArgumentJudge.scanMany(member, view, scalars: core.scalars) }
        switch scan {
        case .accepted(let index):
            // A member answering with several types chooses by the call's type too,
            // on the slow path.
            if member.choosesByType {
                return .undecided(Undecided(member, from: index, generation: held.state.generation))
            }
            let expectation = member.activeRecord(at: index)
            return .answered(expectation, use(core, expectation, at: index, of: member, view, arguments, in: held))
        case .undecided(let index):
            return .undecided(Undecided(member, from: index, generation: held.state.generation))
        case .rejected, .many:
            return .unanswered(Unretained(member), recordUnanswered(core, member, view, arguments, in: held))
        }
    }

    /// Counts `expectation` as used and records the call. Under the lock.
    @_transparent
    static func use(
        _ core: MockCore, _ expectation: Unretained<ExpectationRecord>, at index: Int, of member: MemberRecord,
        _ view: ArgumentView, _ arguments: CallArguments, in held: Held<MockState>
    ) -> FollowUp {
        #if DEBUG
            // Unoptimized, a closure costs more than a retain.
            let used = expectation.object
            used.used += 1
            let usedUp = !used.isAvailable
            let followsUp = used.followsUp
        #else
            let (usedUp, followsUp) = expectation.with { record -> (Bool, Bool) in
                record.used += 1
                return (!record.isAvailable, record.followsUp)
            }
        #endif
        if usedUp { member.retire(at: index) }
        // One call of `record`, which is transparent: each call is a copy of it.
        var followUp = record(core, member, view, arguments, matched: true, in: held)
        if followsUp {
            followUp.capture = true
            core.checkSequence(expectation.object, arguments, in: held)
        }
        return followUp
    }

    /// Records a call no expectation answered. Under the lock.
    static func recordUnanswered(
        _ core: MockCore, _ member: MemberRecord, _ view: ArgumentView, _ arguments: CallArguments,
        in held: Held<MockState>
    ) -> FollowUp {
        member.unexpectedCalls += 1
        return record(core, member, view, arguments, matched: false, in: held)
    }

    /// Appends the interaction to the log with the next sequence number, and
    /// queues the member's waiters. Under the lock.
    @_transparent
    private static func record(
        _ core: MockCore, _ member: MemberRecord, _ view: ArgumentView, _ arguments: CallArguments, matched: Bool,
        in held: Held<MockState>
    ) -> FollowUp {
        let sequence = SequenceCounter.next()
        member.lastSequence = sequence
        held.state.lastRecorded = sequence
        // The record made in the argument, which `append` consumes: unoptimized, a
        // named one is copied.
        held.state.log.append(
            InteractionRecord(
                view.fitsInBits ? nil : storedPairs(core, arguments, of: member), view, member: member.index,
                matched: matched, sequence: sequence))
        guard member.watcherCount != 0 else { return FollowUp() }
        var followUp = FollowUp(observe: !member.observers.isEmpty)
        if member.waiterCount != 0 {
            held.state.waitersToResume += member.takeWaiters()
            followUp.resumeWaiters = true
        }
        return followUp
    }

    /// The arguments as the log keeps them when their words cannot hold them.
    private static func storedPairs(
        _ core: MockCore, _ arguments: CallArguments, of member: MemberRecord
    ) -> [ArgumentPair] {
        switch arguments {
        case .boxed(let pairs): ArgumentStorage.array(pairs, fastPath: core.fastPath)
        case .array(let pairs): pairs
        case .bits(let bits): bits.pairs(labels: member.selector.argumentLabels)
        }
    }
}
