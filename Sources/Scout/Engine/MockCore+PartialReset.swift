import ScoutLowLevel

/// `reset(.expectations)`, `reset(.interactions)`, and either for one member:
/// part of a mock's state forgotten, the rest kept.
extension MockCore {
    private enum PartialResetOutcome {
        case done(waiters: [MemberWaiter])
        case unknownMember(known: [Selector])
    }

    /// Forgets `contents` of the members named `member` (a selector as messages
    /// write it: `fetch(id:)`, `region`), or of every member. A name that matches
    /// no member is a failure at `location`, and nothing is forgotten.
    func reset(_ contents: ResetContents, member: String?, at location: CodeLocation, in context: TestContext) {
        if contents == .all && member == nil { return reset(at: location, in: context) }
        // What is forgotten is freed after the lock is released.
        var old: [InteractionRecord] = []
        var removed: [ExpectationRecord] = []
        var thrown: [(any Error)?] = []
        let outcome = state.withLock { state -> PartialResetOutcome in
            let targets = state.table.members.filter { member == nil || $0.selector.description == member }
            if member != nil && targets.isEmpty { return .unknownMember(known: state.table.members.map(\.selector)) }
            if contents.contains(.expectations) {
                for target in targets { removed += target.removeExpectations() }
                // Freed records' identities may be reused by new ones.
                state.reportedUnmet.subtract(removed.map(ObjectIdentifier.init))
                for record in removed { state.explainedUnmet[ObjectIdentifier(record)] = nil }
            }
            if contents.contains(.interactions) {
                let indices = Set(targets.map(\.index))
                old = state.keepInteractions { !indices.contains(Int($0.member)) }
                for record in old {
                    state.checked.remove(record.sequence)
                    thrown.append(state.thrown.removeValue(forKey: record.sequence))
                }
                // A number of its own: the marker moves even with no call since the last.
                let upTo = SequenceCounter.next()
                for target in targets { target.interactionsForgottenUpTo = upTo }
                // The calls that explained unmet expectations are forgotten too.
                state.explainedUnmet = [:]
                for target in targets { target.unexpectedCalls = 0 }
            }
            state.lastConfigured = location
            // A new phase: expectations set from here on are not "after verify()".
            state.verifiedAt = nil
            state.beginGeneration()
            // Waiters look again, in what is left.
            return .done(waiters: targets.flatMap { $0.takeWaiters() })
        }
        if recordsAnswers, !old.isEmpty {
            let forgotten = Set(old.map(\.sequence))
            forgetAnswers { forgotten.contains($0) }
        }
        withExtendedLifetime((old, removed, thrown)) {}
        switch outcome {
        case .done(let waiters):
            for waiter in waiters { waiter.resume() }
        case .unknownMember(let known):
            report(
                Messages.resetUnknownMember(member ?? "", known: known.map(\.description)), at: location,
                kind: .unknownMember)
        }
    }
}
