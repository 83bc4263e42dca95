/// Expectations set inside `expectInOrder { … }`, across mocks: each must be used
/// (as often as its `times` requires) before the next one answers, and a call
/// that jumps ahead fails when it happens.
final class ExpectationSequence: Sendable {
    /// The sequence being set by the `expectInOrder` block running now.
    @TaskLocal static var current: ExpectationSequence?

    /// Where the `expectInOrder` block was written.
    let location: CodeLocation

    private struct Step: Sendable {
        let description: String
        let minimum: Int
        var used = 0
    }

    private let steps = Locked<[Step]>([])

    init(location: CodeLocation) {
        self.location = location
    }

    /// Adds a step; returns its index.
    func add(_ description: String, minimum: Int) -> Int {
        steps.withLock { steps in
            steps.append(Step(description: description, minimum: minimum))
            return steps.count - 1
        }
    }

    /// Counts a use of the step at `index`; returns the first earlier step not
    /// yet used as often as it requires, if one was jumped over.
    func answered(_ index: Int) -> (index: Int, description: String)? {
        steps.withLock { steps in
            steps[index].used += 1
            guard let skipped = steps[..<index].firstIndex(where: { $0.used < max($0.minimum, 1) }) else { return nil }
            return (skipped, steps[skipped].description)
        }
    }
}
