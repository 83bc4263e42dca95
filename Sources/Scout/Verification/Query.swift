/// What `received.fetch(id: 1)` names: a member and a matcher for each of its
/// arguments. Checks (counting now, later ones in time and order) run queries over
/// the log; none judges arguments itself (see `ArgumentJudge`).
struct Query: Sendable {
    let selector: Selector
    let matchers: [any ArgMatcher]

    /// How many recorded interactions it matches.
    func count(in core: MockCore) -> Int {
        core.count(of: selector, matching: matchers)
    }

    /// The recorded interactions it matches, oldest first.
    func interactions(in core: MockCore) -> [Interaction] {
        core.loggedInteractions(of: selector).filter { matches($0) }
    }

    /// Whether it matches `interaction`.
    func matches(_ interaction: Interaction) -> Bool {
        ArgumentJudge.accepts(matchers, interaction.arguments.pairs)
    }
}
