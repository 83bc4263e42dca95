/// What a call found among its member's expectations.
enum Resolution {
    /// This expectation answers the call; it has been counted as used.
    /// Unretained: a mock keeps every expectation record alive as long as itself
    /// (`reset()` retires records rather than freeing them), so a call, which
    /// holds the mock, can use it without touching its reference count.
    case answered(Unmanaged<ExpectationRecord>)
    /// No expectation answers the call; it has been recorded as unexpected.
    case unanswered(MemberRecord)
}

/// Everything needed to explain a call no expectation answered, gathered in the
/// same transaction that recorded it.
struct UnansweredCall: @unchecked Sendable {
    let selector: Selector
    let arguments: KeyValuePairs<String, Any?>
    /// The member's expectations, with how often each had been used.
    let expectations: [(record: ExpectationRecord, used: Int)]
    /// Other members that still have unused expectations: "did you mean" candidates.
    let otherMembers: [MemberOverview]
    let lastConfigured: CodeLocation?
    let createdAt: CodeLocation
}

/// A member with expectations still waiting to be used.
struct MemberOverview: Sendable {
    let selector: Selector
    let firstUnusedLocation: CodeLocation
    let unusedCount: Int
}

extension MockCore {
    /// Finds the first expectation, in the order set, that is not used up and whose
    /// matchers all accept the arguments, counts it as used and records the call.
    ///
    /// The fast path is one transaction: when the built-in matchers (plain values,
    /// `equalTo` on `Int`, `String`, `Bool`, `Double`, `any()`, `nil`) decide, no user
    /// code runs, so they are judged under the lock. As soon as a candidate needs a
    /// matcher's own `match`, the slow path takes over: matchers run outside the
    /// lock on a snapshot, and the chosen expectation is consumed under it (if
    /// another thread used it up in between, the search goes on).
    func resolve(_ kind: MemberKind, _ name: String, _ arguments: CallArguments) -> Resolution {
        let outcome: FastOutcome
        switch arguments {
        case .boxed(let pairs):
            outcome =
                readsArgumentStorage
                ? resolveUnderLock(kind, name, boxedView(ArgumentStorage.pairs(of: pairs)), pairs, arguments)
                : ArgumentStorage.withPairs(pairs) { buffer in
                    resolveUnderLock(kind, name, boxedView(buffer), pairs, arguments)
                }
        case .bits(let bits):
            outcome = resolveUnderLock(kind, name, ArgumentView(bits, scalars: scalars), nil, arguments)
        }
        switch outcome {
        case .answered(let expectation, let capturing):
            if capturing { capture(arguments.keyValuePairs, for: expectation.takeUnretainedValue()) }
            return .answered(expectation)
        case .unanswered(let member):
            return .unanswered(member)
        case .undecided(let member, let candidates, let start):
            return resolveOutsideLock(member, candidates, from: start, arguments.keyValuePairs)
        }
    }

    @inline(__always)
    private func boxedView(_ pairs: UnsafeBufferPointer<ArgumentStorage.Pair>) -> ArgumentView {
        ArgumentView(pairs: pairs, inPlace: readsArgumentsInPlace, scalars: scalars)
    }

    /// The fast path's one transaction, locking and unlocking explicitly.
    /// `boxed` is the call's array, if it passed one.
    @inline(__always)
    private func resolveUnderLock(
        _ kind: MemberKind, _ name: String, _ view: ArgumentView, _ boxed: KeyValuePairs<String, Any?>?,
        _ arguments: CallArguments
    ) -> FastOutcome {
        let state = self.state.lock()
        defer { self.state.unlock() }
        let member = state.pointee.member(kind, name, view, arguments)
        #if DEBUG
            // Unoptimized, a closure copies everything it captures: one retain costs less.
            return judge(member.takeUnretainedValue(), view, boxed, in: &state.pointee)
        #else
            return member._withUnsafeGuaranteedRef { member in judge(member, view, boxed, in: &state.pointee) }
        #endif
    }

    /// Finds the expectation that answers the call among `member`'s, by the fast
    /// matchers, and records the call unless the slow path must decide. Under the lock.
    @inline(__always)
    private func judge(
        _ member: MemberRecord, _ view: ArgumentView, _ boxed: KeyValuePairs<String, Any?>?,
        in state: inout MockState
    ) -> FastOutcome {
        switch member.scan(view, scalars: scalars) {
        case .accepted(let index):
            let expectation = member.activeRecord(at: index)
            let capturing = consume(expectation, at: index, of: member, boxed, view, in: &state)
            return .answered(expectation, capturing: capturing)
        case .undecided(let index):
            return .undecided(member: member, candidates: member.active, from: index)
        case .rejected:
            recordUnanswered(member, boxed, view, in: &state)
            return .unanswered(member)
        }
    }

    private enum FastOutcome {
        /// `capturing`: the expectation has captors to give the arguments to.
        case answered(Unmanaged<ExpectationRecord>, capturing: Bool)
        case unanswered(MemberRecord)
        case undecided(member: MemberRecord, candidates: [ExpectationRecord], from: Int)
    }

    /// The slow path, on the arguments as an array.
    private func resolveOutsideLock(
        _ member: MemberRecord, _ candidates: [ExpectationRecord], from start: Int,
        _ arguments: KeyValuePairs<String, Any?>
    ) -> Resolution {
        for candidate in candidates[start...] where accepts(candidate, arguments) {
            let consumed = state.withLock { state -> Bool in
                guard candidate.isAvailable, let index = member.activeIndex(of: candidate)
                else { return false }
                ArgumentStorage.withPairs(arguments) { pairs in
                    _ = consume(
                        .passUnretained(candidate), at: index, of: member, arguments, boxedView(pairs), in: &state)
                }
                return true
            }
            if consumed {
                capture(arguments, for: candidate)
                return .answered(.passUnretained(candidate))
            }
        }
        state.withLock { state in
            ArgumentStorage.withPairs(arguments) { pairs in
                recordUnanswered(member, arguments, boxedView(pairs), in: &state)
            }
        }
        return .unanswered(member)
    }

    /// Whether every matcher accepts its argument: the compiled verdict where it
    /// decides, the matcher's own `match` (outside the lock) where it does not.
    private func accepts(_ candidate: ExpectationRecord, _ arguments: KeyValuePairs<String, Any?>) -> Bool {
        ArgumentStorage.withPairs(arguments) { pairs in
            for position in 0..<pairs.count {
                let argument = readsArgumentsInPlace ? ArgumentWords(pairs.baseAddress! + position) : .unknown
                switch candidate.fast[position].verdict(on: argument, scalars: scalars) {
                case .accepts: continue
                case .rejects: return false
                case .undecided:
                    guard candidate.matchers[position].match(pairs[position].value).isMatch else { return false }
                }
            }
            return true
        }
    }

    /// Counts `candidate` as used and records the call; returns whether it has
    /// captors. Under the lock.
    @inline(__always)
    private func consume(
        _ candidate: Unmanaged<ExpectationRecord>, at index: Int, of member: MemberRecord,
        _ boxed: KeyValuePairs<String, Any?>?, _ view: ArgumentView, in state: inout MockState
    ) -> Bool {
        // The closure captures nothing: unoptimized, a capture costs a copy.
        let (usedUp, capturing) = candidate._withUnsafeGuaranteedRef { record -> (Bool, Bool) in
            record.used += 1
            return (!record.isAvailable, !record.captors.isEmpty)
        }
        if usedUp { member.retire(at: index) }
        state.log.append(InteractionRecord(boxed, view, member: member.index, matched: true))
        return capturing
    }

    /// Records a call no expectation answered. Under the lock.
    private func recordUnanswered(
        _ member: MemberRecord, _ boxed: KeyValuePairs<String, Any?>?, _ view: ArgumentView,
        in state: inout MockState
    ) {
        member.unexpectedCalls += 1
        state.log.append(InteractionRecord(boxed, view, member: member.index, matched: false))
    }

    private func capture(_ arguments: KeyValuePairs<String, Any?>, for expectation: ExpectationRecord) {
        for (position, captor) in expectation.captors {
            captor.capture(arguments[position].value)
        }
    }

    /// What a failure about an unanswered call shows: the member's expectations
    /// with their use, and the members still waiting, as they are now.
    func explainUnanswered(member: MemberRecord, _ arguments: KeyValuePairs<String, Any?>) -> UnansweredCall {
        state.withLock { state in
            let selector = member.selector
            let others = state.members.compactMap { other -> MemberOverview? in
                guard other.selector != selector, other.activeCount > 0 else { return nil }
                return MemberOverview(
                    selector: other.selector, firstUnusedLocation: other.activeExpectation(at: 0).location,
                    unusedCount: other.activeCount)
            }
            return UnansweredCall(
                selector: selector, arguments: arguments,
                expectations: member.expectations.map { ($0, $0.used) },
                otherMembers: others, lastConfigured: state.lastConfigured, createdAt: createdAt)
        }
    }
}
