import ScoutLowLevel

/// Expectations set inside `expectInOrder { … }`, across mocks: each must be used
/// (as often as its `times` requires) before the next one answers, and a call
/// that jumps ahead fails when it happens.
final class ExpectationSequence: Sendable {
    /// The sequence being set by the `expectInOrder` block running now. Set only
    /// through ``setting(_:)``.
    @TaskLocal private static var current: ExpectationSequence?

    /// The sequence being set here.
    static var running: ExpectationSequence? { current }

    /// Runs `body` with `sequence` as the one being set.
    static func setting<Result>(_ sequence: ExpectationSequence, _ body: () throws -> Result) rethrows -> Result {
        try $current.withValue(sequence, operation: body)
    }

    /// Where the `expectInOrder` block was written.
    let location: CodeLocation

    private struct Step: Sendable {
        let description: String
        let minimum: Int
        var used = 0
        /// Whether its expectation was replaced (`replacing`): the order no longer
        /// waits for it.
        var withdrawn = false
    }

    /// The steps, with two cursors that make each use cost the same whatever the
    /// sequence's length: every step before `satisfiedPrefix` is used as often as
    /// it requires or withdrawn (uses only grow, withdrawals stay), and
    /// `lastUsed` is the highest step used so far.
    private struct Steps {
        var all: [Step] = []
        var satisfiedPrefix = 0
        var lastUsed = -1

        func isSatisfied(_ step: Step) -> Bool { step.withdrawn || step.used >= max(step.minimum, 1) }
    }

    private let steps = Locked(Steps())

    init(location: CodeLocation) {
        self.location = location
    }

    /// Adds a step; returns its index.
    func add(_ description: String, minimum: Int) -> Int {
        steps.withLock { steps in
            steps.all.append(Step(description: description, minimum: minimum))
            return steps.all.count - 1
        }
    }

    /// Takes the step at `index` out of the order: its expectation was replaced.
    func withdraw(_ index: Int) {
        steps.withLock { $0.all[index].withdrawn = true }
    }

    /// What a use of a step found wrong.
    enum Misstep: Sendable {
        /// An earlier step has not been used as often as it requires.
        case skipped(index: Int, description: String, used: Int, required: Int)
        /// A later step was used already.
        case late(index: Int, description: String)
    }

    /// Counts a use of the step at `index`; returns what is out of order, if
    /// anything: the first earlier step not yet used as often as it requires, or
    /// the last later step already used. Called under the answering mock's lock,
    /// so that uses are counted in the order the calls were recorded (this lock
    /// never takes a mock's).
    func answered(_ index: Int) -> Misstep? {
        steps.withLock { steps in
            steps.all[index].used += 1
            steps.lastUsed = max(steps.lastUsed, index)
            while steps.satisfiedPrefix < steps.all.count, steps.isSatisfied(steps.all[steps.satisfiedPrefix]) {
                steps.satisfiedPrefix += 1
            }
            if steps.satisfiedPrefix < index {
                let skipped = steps.satisfiedPrefix
                let step = steps.all[skipped]
                return .skipped(
                    index: skipped, description: step.description, used: step.used, required: max(step.minimum, 1))
            }
            // From the last used step down: a withdrawn one no longer counts.
            var later = steps.lastUsed
            while later > index {
                let step = steps.all[later]
                if !step.withdrawn, step.used > 0 { return .late(index: later, description: step.description) }
                later -= 1
            }
            return nil
        }
    }
}
