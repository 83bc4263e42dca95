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
        let timeline = cores.enumerated()
            .flatMap { index, core in core.interactions.map { (mock: index, interaction: $0) } }
            .sorted { $0.interaction.sequence < $1.interaction.sequence }
        let judges = steps.map { $0.query.judge(in: $0.core) }
        let accepts: (Int, Int) -> Bool = { stepIndex, position in
            let entry = timeline[position]
            return steps[stepIndex].core === cores[entry.mock]
                && entry.interaction.selector == steps[stepIndex].query.selector
                && judges[stepIndex](entry.interaction)
        }
        let outcome =
            strict
            ? matchContiguous(steps.count, timeline.count, accepts) : matchInOrder(steps.count, timeline.count, accepts)
        guard case .failed(let matched, let failedStep) = outcome else { return true }
        let lines = timeline.enumerated().map { position, entry in
            OrderLine(
                mock: entry.mock + 1, interaction: entry.interaction.description,
                step: matched.firstIndex(of: position).map { $0 + 1 },
                isCandidate: failedStep < steps.count && accepts(failedStep, position))
        }
        first.core.report(
            Messages.outOfOrder(
                steps: steps.map(\.query.description),
                failedStep: failedStep, strict: strict, mocks: cores.map(\.identity), timeline: lines),
            at: location)
        return false
    }

    enum Outcome {
        case matched
        /// The positions matched to the steps before `step`, and the step that failed.
        case failed(matched: [Int], step: Int)
    }

    /// The earliest interaction for each step after the one for the step before.
    private static func matchInOrder(_ steps: Int, _ count: Int, _ accepts: (Int, Int) -> Bool) -> Outcome {
        var matched: [Int] = []
        var position = 0
        for step in 0..<steps {
            guard let found = (position..<count).first(where: { accepts(step, $0) }) else {
                return .failed(matched: matched, step: step)
            }
            matched.append(found)
            position = found + 1
        }
        return .matched
    }

    /// A run of consecutive interactions matching the steps one to one; on failure,
    /// the longest run found, and the step after it.
    private static func matchContiguous(_ steps: Int, _ count: Int, _ accepts: (Int, Int) -> Bool) -> Outcome {
        var best: [Int] = []
        for start in 0..<count where accepts(0, start) {
            var run = [start]
            while run.count < steps, run.last! + 1 < count, accepts(run.count, run.last! + 1) {
                run.append(run.last! + 1)
            }
            if run.count == steps { return .matched }
            if run.count > best.count { best = run }
        }
        return .failed(matched: best, step: best.count)
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
