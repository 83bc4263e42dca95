import ScoutLowLevel

/// Record mode: a mock created with `.recording` keeps what it answered each
/// interaction with, so that what it saw can be written back as expectations
/// (`Mock.recordedExpectations(named:)`) or read as a transcript (`transcript(_:)`).
///
/// Each answer is kept under the sequence number of the interaction it answered:
/// a block that calls its own member again, or calls answered at once from
/// several threads, pair each interaction with its own answer. `reset()` forgets
/// the answers with the interactions.
extension Resolution {
    /// The member the interaction was made on.
    var selector: Selector {
        switch self {
        case .answered(let expectation, _, _): expectation.selector
        case .unanswered(let member, _, _): member.selector
        }
    }

    /// The sequence number of the interaction it resolved.
    var sequence: UInt64 {
        switch self {
        case .answered(_, _, let sequence), .unanswered(_, _, let sequence): sequence
        }
    }
}

extension MockCore {
    /// Runs `answer` and keeps what it returned or threw, for interaction `sequence`.
    func recorded<Value>(sequence: UInt64, of selector: Selector, _ answer: () throws -> Value) throws -> Value {
        do {
            let value = try answer()
            keep(.value(Shared(wrappedValue: value)), for: sequence, of: selector)
            return value
        } catch {
            keep(.threw(error), for: sequence, of: selector)
            throw error
        }
    }

    /// Awaits `answer` and keeps what it returned or threw, for interaction `sequence`.
    func recorded<Value>(
        sequence: UInt64, of selector: Selector, isolation: isolated (any Actor)? = #isolation,
        _ answer: () async throws -> Value
    ) async throws -> Value {
        do {
            let value = try await answer()
            keep(.value(Shared(wrappedValue: value)), for: sequence, of: selector)
            return value
        } catch {
            keep(.threw(error), for: sequence, of: selector)
            throw error
        }
    }

    /// Keeps `answer` unless the interaction was forgotten meanwhile (a `reset()`,
    /// or a reset of its member's interactions, while its block ran): an answer
    /// for no interaction would never be freed. A mock that does not record keeps
    /// only what was thrown. A wait for an outcome (`received….threw()`) then
    /// looks again: the member's waiters are resumed as for a new interaction.
    func keep(_ answer: RecordedAnswer, for sequence: UInt64, of selector: Selector) {
        let records = answers != nil
        let kept = state.withLock { state -> Bool in
            guard let member = state.table.existing(selector),
                sequence > max(state.forgottenUpTo, member.interactionsForgottenUpTo)
            else { return false }
            if !records {
                guard case .threw(let error) = answer else { return false }
                state.thrown[sequence] = error
            }
            return true
        }
        guard kept else { return }
        answers?.withLock { $0[sequence] = answer }
        let waiters = state.withLock { state -> [MemberWaiter] in
            guard let member = state.table.existing(selector) else { return [] }
            // After the answer is kept: a wait that counted before it registers
            // after this number, or is resumed here.
            member.lastSequence = SequenceCounter.next()
            return member.takeWaiters()
        }
        for waiter in waiters { waiter.resume() }
    }

    /// What the mock answered its interactions with, by sequence number: every
    /// answer when it records, else only what was thrown.
    func keptOutcomes() -> [UInt64: RecordedAnswer] {
        if let answers { return answers.withLock { $0 } }
        return state.withLock { $0.thrown }.mapValues { .threw($0) }
    }

    /// Forgets the answers kept for interactions up to `sequence` (all, after a
    /// `reset()`), or those `isDropped` names.
    func forgetAnswers(_ isDropped: (UInt64) -> Bool) {
        let dropped = answers?.withLock { answers -> [RecordedAnswer] in
            let keys = answers.keys.filter(isDropped)
            return keys.compactMap { answers.removeValue(forKey: $0) }
        }
        withExtendedLifetime(dropped) {}
    }

    /// The interactions, oldest first, each with what the mock answered it with
    /// when it records.
    func recordedInteractions() -> [(interaction: Interaction, answer: RecordedAnswer?)] {
        let answers = self.answers?.withLock { $0 } ?? [:]
        return interactions.map { ($0, answers[$0.sequence]) }
    }
}
