/// What `received.fetch(id: 1)` names: a member and a matcher for each of its
/// arguments, and what its answer must have been when `threw(…)` or `returned(…)`
/// says. Checks (counting now, later ones in time and order) run queries over the
/// log; none judges arguments itself (see `ArgumentJudge`).
struct Query: Sendable {
    let selector: Selector
    let matchers: [any ArgMatcher]
    var outcome: OutcomeFilter? = nil

    /// How many recorded interactions it matches; when `markingChecked`, those
    /// count as checked for `verifyNoMoreInteractions` from here on.
    func count(in core: MockCore, markingChecked: Bool = false) -> Int {
        guard outcome != nil else {
            return core.count(of: selector, matching: matchers, markingChecked: markingChecked)
        }
        let found = interactions(in: core)
        if markingChecked { core.markChecked(found) }
        return found.count
    }

    /// The recorded interactions it matches, oldest first.
    func interactions(in core: MockCore) -> [Interaction] {
        core.loggedInteractions(of: selector).filter(judge(in: core))
    }

    /// Whether it matches an interaction of `core`, judged against the answers
    /// `core` keeps now.
    func judge(in core: MockCore) -> (Interaction) -> Bool {
        guard let outcome else { return matches }
        let outcomes = core.keptOutcomes()
        return { matches($0) && outcome.accepts(outcomes[$0.sequence]) }
    }

    /// `fetch(id: equal to 1)`, `price(_: equal to "rotten") threw`.
    var description: String {
        Messages.query(selector, matchers.map(\.description)) + (outcome.map { " \($0.description)" } ?? "")
    }

    /// Whether its matchers accept `interaction`'s arguments.
    func matches(_ interaction: Interaction) -> Bool {
        ArgumentJudge.accepts(matchers, interaction.arguments.pairs)
    }
}
