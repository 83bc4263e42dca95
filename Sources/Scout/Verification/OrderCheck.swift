/// Checking order: whether interactions matching each step happened one after
/// the other, by their process-wide sequence numbers.
enum OrderCheck {
    /// One step, as the check sees it.
    struct Step {
        let query: Query
        let core: MockCore
    }

    static func run(_ written: [ReceivedInteractions], strict: Bool, at location: CodeLocation) -> Bool {
        guard let first = written.first else { return true }
        let steps = written.map { Step(query: $0.query(reportingAt: location), core: $0.core) }
        for step in steps { _ = step.query.count(in: step.core, markingChecked: true) }
        // Every interaction of the mocks involved, in the order they happened.
        var cores: [MockCore] = []
        for step in steps where !cores.contains(where: { $0 === step.core }) { cores.append(step.core) }
        // One mock's log is in order already: only several are sorted together.
        let logged = cores.enumerated()
            .flatMap { index, core in core.interactions.map { (mock: index, interaction: $0) } }
        let timeline = cores.count == 1 ? logged : logged.sorted { $0.interaction.sequence < $1.interaction.sequence }
        let judges = steps.map { $0.query.judge(in: $0.core) }
        let accepts: (Int, Int) -> Bool = { stepIndex, position in
            let entry = timeline[position]
            return steps[stepIndex].core === cores[entry.mock]
                && entry.interaction.selector == steps[stepIndex].query.selector
                && judges[stepIndex](entry.interaction)
        }
        // A step with a regular expression that could not be made was reported where
        // the query was built, and matches nothing: it takes no part, so that one
        // mistake gives one failure, and the other steps are still checked, in
        // order (whether they are contiguous cannot be told without it).
        let active = steps.indices.filter { index in
            !steps[index].query.matchers.contains { !MatcherProblems(in: $0).unmade.isEmpty }
        }
        let contiguous = strict && active.count == steps.count
        let outcome =
            contiguous
            ? matchContiguous(active, timeline.count, accepts) : matchInOrder(active, timeline.count, accepts)
        guard case .failed(let matched, let failedStep) = outcome else { return true }
        // Only the lines the message shows: an order over 100,000 calls renders 40.
        let lines = timeline.prefix(Messages.orderLinesShown).enumerated().map { position, entry in
            OrderLine(
                mock: entry.mock + 1, interaction: entry.interaction.description,
                step: matched.first { $0.position == position }.map { $0.step + 1 },
                isCandidate: failedStep < steps.count && accepts(failedStep, position))
        }
        first.core.report(
            Messages.outOfOrder(
                steps: steps.map(\.query.description),
                failedStep: failedStep, after: matched.last?.step, strict: contiguous, mocks: cores.map(\.identity),
                timeline: lines, total: timeline.count),
            at: location, kind: .order)
        return false
    }

    enum Outcome {
        case matched
        /// The steps matched before `step`, each with its interaction's position,
        /// and the step that failed.
        case failed(matched: [(step: Int, position: Int)], step: Int)
    }

    /// The earliest interaction for each of the `steps` (their indices, in order)
    /// after the one for the step before.
    private static func matchInOrder(_ steps: [Int], _ count: Int, _ accepts: (Int, Int) -> Bool) -> Outcome {
        var matched: [(step: Int, position: Int)] = []
        var position = 0
        for step in steps {
            guard let found = (position..<count).first(where: { accepts(step, $0) }) else {
                return .failed(matched: matched, step: step)
            }
            matched.append((step, found))
            position = found + 1
        }
        return .matched
    }

    /// A run of consecutive interactions matching the `steps` (their indices, in
    /// order) one to one; on failure, the longest run found, and the step after it.
    private static func matchContiguous(_ steps: [Int], _ count: Int, _ accepts: (Int, Int) -> Bool) -> Outcome {
        guard let first = steps.first else { return .matched }
        var best: [Int] = []
        for start in 0..<count where accepts(first, start) {
            var run = [start]
            while run.count < steps.count, run.last! + 1 < count, accepts(steps[run.count], run.last! + 1) {
                run.append(run.last! + 1)
            }
            if run.count == steps.count { return .matched }
            if run.count > best.count { best = run }
        }
        return .failed(
            matched: zip(steps, best).map { (step: $0, position: $1) },
            step: best.count < steps.count ? steps[best.count] : steps.count)
    }
}

/// One interaction in an order failure: which mock, what, and which step it was.
struct OrderLine: Sendable {
    let mock: Int
    let interaction: String
    let step: Int?
    /// Whether it matches the step that failed (in the wrong place).
    let isCandidate: Bool
}
