/// Counting now: whether as many interactions as `times` says match a query.
enum CountCheck {
    /// Reports at `location` unless the number of matching interactions is within
    /// `times`; returns whether it was.
    /// `during`, for a wait that ended ("within 2 seconds", "before the wait was
    /// cancelled"), is said in the message.
    static func run(
        _ query: Query, in core: MockCore, times: Times, during: String? = nil, at location: CodeLocation
    ) -> Bool {
        let counted = query.count(in: core, markingChecked: true)
        guard !times.contains(counted) else { return true }
        // The misuse that makes the query unanswerable was reported where it was written.
        if query.outcome?.unavailable == true { return false }
        // The failure path judges the member's interactions once more, on a copy,
        // and counts on that copy, so the message agrees with itself.
        let logged = query.interactionsWithOutcomes(in: core)
        let judged = logged.map { Snapshots.verdicts(query.matchers, on: $0.0.arguments.pairs) }
        let count = zip(logged, judged).filter { entry, verdicts in
            verdicts.count == query.matchers.count && verdicts.allSatisfy(\.isMatch)
                && (query.outcome?.accepts(entry.1) ?? true)
        }.count
        guard !times.contains(count) else { return true }
        // Too few, counted at once: the call may come later, from another task.
        let early = during == nil && count < times.minimum
        let failedTest = core.report(
            Messages.wrongCount(
                query.selector, matchers: query.matchers.map(\.description), outcome: query.outcome?.description,
                count: count, times: times.description, during: during,
                waitInstead: early ? ".called(\(times.code), within: .seconds(1))" : nil,
                interactions: zip(logged, judged).map { entry, verdicts in
                    (
                        entry.0.arguments.pairs, verdicts,
                        query.outcome.map { Messages.answered(entry.1, keepsValues: core.recordsAnswers, $0) }
                    )
                }),
            at: location, kind: .count)
        // Watched once the failure went out, from the count the check saw: a call
        // that came meanwhile is seen at once.
        if early {
            LateArrival.watch(
                query, in: core, counted: count, times: times, checkedAt: location, checkFailedTest: failedTest)
        }
        return false
    }
}
