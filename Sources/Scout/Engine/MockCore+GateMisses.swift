/// Why a gate was not reached though its call came: an expectation set before it,
/// which answers first, answered the call (see `Gate.reached(within:)`).
extension MockCore {
    /// The interactions of `selector` recorded after `since` (when the gate was set)
    /// that `matchers` (the gate's) accept but that another expectation answered,
    /// each with the one that answered it: the earliest set, other than `gate`'s
    /// own, that accepts its arguments and had uses left, counting the uses the
    /// interactions before it took in order. Oldest first.
    func answeredBeforeGate(
        _ selector: Selector, matchers: [any ArgMatcher], gate: Gate, since: UInt64
    ) -> [(interaction: Interaction, answeredBy: ExpectationSnapshot)] {
        let expectations = state.withLock { state in
            (state.table.existing(selector)?.expectations ?? []).map { ($0, $0.used) }
        }
        let others = expectations.filter { record, _ in
            (record.behavior.asyncBlock as? GateAction)?.gate !== gate
        }
        var taken = [Int](repeating: 0, count: others.count)
        var found: [(interaction: Interaction, answeredBy: ExpectationSnapshot)] = []
        for interaction in loggedInteractions(of: selector) where interaction.wasExpected {
            let arguments = interaction.arguments.pairs
            guard
                let index = others.indices.first(where: { index in
                    others[index].0.limit.map { taken[index] < $0 } ?? true
                        && ArgumentJudge.accepts(others[index].0.matchers, arguments)
                })
            else { continue }
            taken[index] += 1
            guard interaction.sequence > since, ArgumentJudge.accepts(matchers, arguments) else { continue }
            found.append((interaction, Snapshots.of(others[index].0, used: others[index].1)))
        }
        return found
    }
}
