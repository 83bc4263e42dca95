/// What a call found among its member's expectations.
enum Resolution {
    /// This expectation answers the call; it has been counted as used.
    case answered(ExpectationRecord)
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
    func resolve(_ kind: MemberKind, _ name: String, _ arguments: KeyValuePairs<String, Any?>) -> Resolution {
        let outcome =
            readsArgumentStorage
            ? resolveUnderLock(kind, name, ArgumentStorage.pairs(of: arguments), arguments)
            : ArgumentStorage.withPairs(arguments) { pairs in resolveUnderLock(kind, name, pairs, arguments) }
        switch outcome {
        case .answered(let expectation):
            if !expectation.captors.isEmpty { capture(arguments, for: expectation) }
            return .answered(expectation)
        case .unanswered(let member):
            return .unanswered(member)
        case .undecided(let member, let candidates, let start):
            return resolveOutsideLock(member, candidates, from: start, arguments)
        }
    }

    /// The fast path's one transaction, locking and unlocking explicitly; the
    /// arguments are read in place from `pairs`.
    @inline(__always)
    private func resolveUnderLock(
        _ kind: MemberKind, _ name: String, _ pairs: UnsafeBufferPointer<ArgumentStorage.Pair>,
        _ arguments: KeyValuePairs<String, Any?>
    ) -> FastOutcome {
        let state = self.state.lock()
        defer { self.state.unlock() }
        return state.pointee.member(kind, name, pairs, arguments)._withUnsafeGuaranteedRef { member in
            switch member.scan(pairs, inPlace: readsArgumentsInPlace, scalars: scalars) {
            case .accepted(let index):
                let expectation = member.activeExpectation(at: index)
                consume(expectation, at: index, of: member, arguments, pairs, in: &state.pointee)
                return .answered(expectation)
            case .undecided(let index):
                return .undecided(member: member, candidates: member.active, from: index)
            case .rejected:
                recordUnanswered(member, arguments, pairs, in: &state.pointee)
                return .unanswered(member)
            }
        }
    }

    private enum FastOutcome {
        case answered(ExpectationRecord)
        case unanswered(MemberRecord)
        case undecided(member: MemberRecord, candidates: [ExpectationRecord], from: Int)
    }

    private func resolveOutsideLock(
        _ member: MemberRecord, _ candidates: [ExpectationRecord], from start: Int,
        _ arguments: KeyValuePairs<String, Any?>
    ) -> Resolution {
        for candidate in candidates[start...] where accepts(candidate, arguments) {
            let consumed = state.withLock { state -> Bool in
                guard candidate.isAvailable, let index = member.activeIndex(of: candidate)
                else { return false }
                ArgumentStorage.withPairs(arguments) { pairs in
                    consume(candidate, at: index, of: member, arguments, pairs, in: &state)
                }
                return true
            }
            if consumed {
                capture(arguments, for: candidate)
                return .answered(candidate)
            }
        }
        state.withLock { state in
            ArgumentStorage.withPairs(arguments) { pairs in recordUnanswered(member, arguments, pairs, in: &state) }
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

    /// Counts `candidate` as used and records the call. Under the lock.
    @inline(__always)
    private func consume(
        _ candidate: ExpectationRecord, at index: Int, of member: MemberRecord,
        _ arguments: KeyValuePairs<String, Any?>, _ pairs: UnsafeBufferPointer<ArgumentStorage.Pair>,
        in state: inout MockState
    ) {
        candidate.used += 1
        if !candidate.isAvailable { member.retire(at: index) }
        state.log.append(
            InteractionRecord(
                arguments, pairs, inPlace: readsArgumentsInPlace, metadata: scalars, member: member.index, matched: true
            ))
    }

    /// Records a call no expectation answered. Under the lock.
    private func recordUnanswered(
        _ member: MemberRecord, _ arguments: KeyValuePairs<String, Any?>,
        _ pairs: UnsafeBufferPointer<ArgumentStorage.Pair>, in state: inout MockState
    ) {
        member.unexpectedCalls += 1
        state.log.append(
            InteractionRecord(
                arguments, pairs, inPlace: readsArgumentsInPlace, metadata: scalars, member: member.index,
                matched: false))
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
