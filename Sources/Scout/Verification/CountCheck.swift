/// Counting now: whether as many interactions as `times` says match a query.
enum CountCheck {
    /// Reports at `location` unless the number of matching interactions is within
    /// `times`; returns whether it was.
    /// `during`, for a wait that ended ("within 2 seconds", "before the wait was
    /// cancelled"), is said in the message.
    static func run(
        _ query: Query, in core: MockCore, times: Times, during: String? = nil, at location: CodeLocation
    ) -> Bool {
        let counted = core.count(of: query.selector, matching: query.matchers, markingChecked: true)
        guard !times.contains(counted) else { return true }
        // The failure path judges the member's interactions once more, on a copy,
        // and counts on that copy, so the message agrees with itself.
        let interactions = core.loggedInteractions(of: query.selector)
        let judged = interactions.map { Snapshots.verdicts(query.matchers, on: $0.arguments.pairs) }
        let count = judged.filter { verdicts in
            verdicts.count == query.matchers.count && verdicts.allSatisfy(\.isMatch)
        }.count
        guard !times.contains(count) else { return true }
        core.report(
            Messages.wrongCount(
                query.selector, matchers: query.matchers.map(\.description), count: count,
                times: times.description, during: during,
                interactions: zip(interactions, judged).map { ($0.arguments.pairs, $1) }),
            at: location)
        return false
    }
}
