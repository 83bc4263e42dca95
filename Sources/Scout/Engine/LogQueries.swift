/// Reading the interaction log back, for the checks in Verification/.
extension MockCore {
    /// How many recorded interactions of `selector` the matchers accept.
    ///
    /// One pass over the log under the lock, judging by the fast matchers alone
    /// (no user code runs there); the interactions they leave undecided are judged
    /// by the matchers' own `match` after it, outside the lock.
    func count(of selector: Selector, matching matchers: [any ArgMatcher]) -> Int {
        let fast = matchers.map(FastMatcher.init)
        let fastPath = fastPath
        let scalars = scalars
        let (accepted, undecided) = state.withLock { state -> (Int, [InteractionRecord]) in
            guard let member = state.table.existing(selector) else { return (0, []) }
            let index = Int32(truncatingIfNeeded: member.index)
            var accepted = 0
            var undecided: [InteractionRecord] = []
            state.log.forEach { record in
                guard record.member == index else { return }
                switch ArgumentJudge.verdict(of: fast, on: record, fastPath: fastPath, scalars: scalars) {
                case .accepts: accepted += 1
                case .undecided: undecided.append(copy record)
                case .rejects: break
                }
            }
            return (accepted, undecided)
        }
        return accepted
            + undecided.filter { ArgumentJudge.accepts(matchers, $0.arguments(of: selector)) }.count
    }

    /// Every recorded interaction of `selector`, answered or not, oldest first.
    func loggedInteractions(of selector: Selector) -> [Interaction] {
        let records = state.withLock { state -> [InteractionRecord] in
            guard let member = state.table.existing(selector) else { return [] }
            let index = Int32(truncatingIfNeeded: member.index)
            return state.log.filter { $0.member == index }
        }
        return records.map {
            Interaction(
                selector: selector, arguments: $0.arguments(of: selector), wasExpected: $0.matched,
                sequence: $0.sequence)
        }
    }

    /// Notes that a check ran `selector` with `matchers` over the log.
    func noteChecked(_ selector: Selector, matchers: [any ArgMatcher]) {
        let upTo = SequenceCounter.current
        state.withLock { $0.checkedQueries.append((selector, matchers, upTo)) }
    }

    /// The interactions no expectation answered and no check matched, oldest first.
    /// A check covers the interactions recorded before it ran, not later ones.
    func uncheckedInteractions() -> [Interaction] {
        let queries = state.withLock { $0.checkedQueries }
        return interactions.filter { interaction in
            !interaction.wasExpected
                && !queries.contains { query in
                    interaction.sequence <= query.upTo && query.selector == interaction.selector
                        && ArgumentJudge.accepts(query.matchers, interaction.arguments.pairs)
                }
        }
    }
}
