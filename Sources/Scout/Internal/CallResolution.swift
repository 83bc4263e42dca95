/// What a call found among its member's expectations.
enum Resolution {
    /// This expectation answers the call; it has been counted as used.
    case answered(ExpectationRecord)
    /// No expectation answers the call; it has been recorded as unexpected.
    case unanswered(UnansweredCall)
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
    /// matchers all accept the arguments, and counts it as used.
    ///
    /// Matchers run outside the lock on a snapshot of the member's active
    /// expectations; the chosen one is then consumed under the lock, and if another
    /// thread used it up in between, the search goes on from the next one.
    func resolve(_ selector: Selector, _ arguments: KeyValuePairs<String, Any?>) -> Resolution {
        let (member, candidates) = state.withLock { state in
            let member = state.member(selector)
            return (member, state.members[member].active)
        }
        var start = 0
        while let index = firstMatch(in: candidates, from: start, arguments) {
            let candidate = candidates[index]
            if consume(candidate, of: member, arguments) {
                capture(arguments, for: candidate)
                return .answered(candidate)
            }
            start = index + 1
        }
        return .unanswered(recordUnanswered(selector, member: member, arguments))
    }

    private func firstMatch(
        in candidates: [ExpectationRecord], from start: Int, _ arguments: KeyValuePairs<String, Any?>
    ) -> Int? {
        var index = start
        while index < candidates.count {
            if accepts(candidates[index], arguments) { return index }
            index += 1
        }
        return nil
    }

    private func accepts(_ candidate: ExpectationRecord, _ arguments: KeyValuePairs<String, Any?>) -> Bool {
        var position = 0
        for argument in arguments {
            guard candidate.matchers[position].match(argument.value).isMatch else { return false }
            position += 1
        }
        return true
    }

    private func consume(
        _ candidate: ExpectationRecord, of member: Int, _ arguments: KeyValuePairs<String, Any?>
    ) -> Bool {
        state.withLock { state in
            guard candidate.isAvailable else { return false }
            candidate.used += 1
            if !candidate.isAvailable {
                state.members[member].active.removeAll { $0 === candidate }
            }
            state.log.append(InteractionRecord(member: member, arguments: arguments, matched: true))
            return true
        }
    }

    private func capture(_ arguments: KeyValuePairs<String, Any?>, for expectation: ExpectationRecord) {
        for (position, captor) in expectation.captors {
            captor.capture(arguments[position].value)
        }
    }

    private func recordUnanswered(
        _ selector: Selector, member: Int, _ arguments: KeyValuePairs<String, Any?>
    ) -> UnansweredCall {
        state.withLock { state in
            state.members[member].unexpectedCalls += 1
            state.log.append(InteractionRecord(member: member, arguments: arguments, matched: false))
            let others = state.members.compactMap { other -> MemberOverview? in
                guard other.selector != selector, let first = other.active.first else { return nil }
                return MemberOverview(
                    selector: other.selector, firstUnusedLocation: first.location,
                    unusedCount: other.active.count)
            }
            return UnansweredCall(
                selector: selector, arguments: arguments,
                expectations: state.members[member].expectations.map { ($0, $0.used) },
                otherMembers: others, lastConfigured: state.lastConfigured, createdAt: createdAt)
        }
    }
}
