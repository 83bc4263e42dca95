import ScoutLowLevel

/// Turns the engine's records into the plain values messages are made from.
/// Matcher descriptions and verdicts are user code: all of it runs outside the lock,
/// on records taken out under it. These need no engine: they read the records alone.
enum Snapshots {
    /// `record` as messages show it, having answered `used` interactions.
    static func of(_ record: ExpectationRecord, used: Int) -> ExpectationSnapshot {
        ExpectationSnapshot(
            selector: record.selector, ordinal: record.ordinal, matchers: record.matchers.map(\.description),
            behavior: record.behavior.summary(for: record.selector.kind), usage: record.behavior.usage(used),
            location: record.location, isSpent: record.limit.map { used >= $0 } ?? false)
    }

    /// Each matcher's verdict on its argument, computed once for the message.
    static func verdicts(_ matchers: [any ArgMatcher], on arguments: [ArgumentPair]) -> [ArgumentVerdict] {
        let outcomes = ArgumentJudge.verdicts(matchers, arguments)
        return outcomes.indices.map { position in
            let matcher = matchers[position]
            let outcome: ArgumentVerdict.Outcome
            switch outcomes[position] {
            case .matched: outcome = .matched
            case .mismatched: outcome = .mismatched(expected: (matcher as? any ExpectedValueMatcher)?.expectedValue)
            case .wrongType(let expected): outcome = .wrongType(expected: expected)
            }
            return ArgumentVerdict(
                label: arguments[position].key, position: position, matcher: matcher.description,
                value: arguments[position].value, outcome: outcome)
        }
    }

}

extension MockCore {
    /// What the failure of an interaction no expectation answered shows: the
    /// member's expectations with their use and verdicts, and the members still
    /// waiting, as they are now.
    func unansweredSnapshot(_ member: MemberRecord, _ arguments: [ArgumentPair]) -> UnansweredCall {
        let selector = member.selector
        let (expectations, others, lastConfigured) = state.withLock { state in
            let expectations = member.expectations.map { ($0, $0.used) }
            let others = state.table.members.compactMap { other -> (Selector, CodeLocation, Int)? in
                guard other.selector != selector, other.activeCount > 0 else { return nil }
                return (other.selector, other.activeRecord(at: 0).object.location, other.activeCount)
            }
            return (expectations, others, state.lastConfigured)
        }
        return UnansweredCall(
            selector: selector, arguments: arguments,
            expectations: expectations.map { record, used in
                (Snapshots.of(record, used: used), Snapshots.verdicts(record.matchers, on: arguments))
            },
            otherMembers: others.map { MemberOverview(selector: $0.0, firstUnusedLocation: $0.1, unusedCount: $0.2) },
            lastConfigured: lastConfigured, createdAt: createdAt, mock: identity,
            testDeclaration: testDeclarationElsewhere)
    }

    /// The running Swift Testing test's declaration, unless the mock was created
    /// after it in the same file, most likely in the test's body, which is the
    /// better place to point at. A mock class's `let mock = Mock()`, in another file
    /// or above the test, is not.
    var testDeclarationElsewhere: CodeLocation? {
        guard let declaration = FailureDelivery.currentTestDeclaration else { return nil }
        if declaration.fileID == createdAt.fileID, createdAt.line > declaration.line { return nil }
        return declaration
    }
}
