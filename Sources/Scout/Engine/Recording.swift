/// Record mode: a mock created with `.recording` keeps what it answered each
/// interaction with, so that what it saw can be written back as expectations
/// (`Mock.recordedExpectations(named:)`) or read as a transcript (`transcript(_:)`).
extension Resolution {
    /// The member the interaction was made on.
    var selector: Selector {
        switch self {
        case .answered(let expectation, _): expectation.selector
        case .unanswered(let member, _): member.selector
        }
    }
}

extension MockCore {
    /// Runs `answer` and keeps what it returned or threw, for `selector`.
    func recorded<Value>(for selector: Selector, _ answer: () throws -> Value) throws -> Value {
        do {
            let value = try answer()
            keep(.value(value), for: selector)
            return value
        } catch {
            keep(.threw(error), for: selector)
            throw error
        }
    }

    /// Awaits `answer` and keeps what it returned or threw, for `selector`.
    func recorded<Value>(
        for selector: Selector, isolation: isolated (any Actor)? = #isolation, _ answer: () async throws -> Value
    ) async throws -> Value {
        do {
            let value = try await answer()
            keep(.value(value), for: selector)
            return value
        } catch {
            keep(.threw(error), for: selector)
            throw error
        }
    }

    private func keep(_ answer: RecordedAnswer, for selector: Selector) {
        answers.withLock { $0[selector, default: []].append(answer) }
    }

    /// The interactions, oldest first, each with what the mock answered when it
    /// recorded it: the n-th answer of a member goes with its n-th interaction
    /// (with calls of one member made at once from several threads, in the order
    /// they were answered).
    func recordedInteractions() -> [(interaction: Interaction, answer: RecordedAnswer?)] {
        let answers = self.answers.withLock { $0 }
        var next: [Selector: Int] = [:]
        return interactions.map { interaction in
            let index = next[interaction.selector, default: 0]
            next[interaction.selector] = index + 1
            let answer = answers[interaction.selector].flatMap { index < $0.count ? $0[index] : nil }
            return (interaction, answer)
        }
    }
}
