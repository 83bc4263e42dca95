/// Why a gate was not reached though its call came: an expectation set before it,
/// which answers first, answered the call (see `Gate.reached(within:)`).
extension MockCore {
    /// The interactions of `selector` that `matchers` (the gate's) accept but that
    /// another expectation answered, each with the one that answers it first: the
    /// earliest set, other than `gate`'s own, whose matchers accept its arguments.
    /// Oldest first.
    func answeredBeforeGate(
        _ selector: Selector, matchers: [any ArgMatcher], gate: Gate
    ) -> [(interaction: Interaction, answeredBy: ExpectationSnapshot)] {
        let expectations = state.withLock { state in
            (state.table.existing(selector)?.expectations ?? []).map { ($0, $0.used) }
        }
        let others = expectations.filter { record, _ in
            (record.behavior.asyncBlock as? GateAction)?.gate !== gate
        }
        return loggedInteractions(of: selector).compactMap { interaction in
            let arguments = interaction.arguments.pairs
            guard interaction.wasExpected, ArgumentJudge.accepts(matchers, arguments),
                let (record, used) = others.first(where: { ArgumentJudge.accepts($0.0.matchers, arguments) })
            else { return nil }
            return (interaction, Snapshots.of(record, used: used))
        }
    }
}
