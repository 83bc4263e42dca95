import ScoutLowLevel

/// Counting in time: whether as many interactions as `times` says match a query
/// within a timeout, counting those that happened before the wait began.
///
/// A count with a lower bound (`.once`, `.atLeast(2)`) holds as soon as enough
/// interactions happened, and the wait returns then. One without (`.never`,
/// `.atMost(1)`) can only be broken, so it waits the whole time, unless the count
/// is already over. One with neither bound (`.atLeast(0)`) cannot fail and returns
/// at once. Between counts the wait suspends until the member's next
/// interaction is recorded (see `MockCore.nextInteraction`): nothing polls. The
/// wait ends when the interaction is recorded, which can be before the code under
/// test has received its answer.
enum WaitCheck {
    static func run(
        _ query: Query, in core: MockCore, times: Times, within timeout: Duration, at location: CodeLocation
    ) async -> Bool {
        let deadline = Deadline.after(timeout)
        while true {
            // Read before counting: an interaction after this number wakes the wait.
            let sequence = SequenceCounter.current
            let count = query.count(in: core)
            if let maximum = times.maximum, count > maximum { break }
            if times.minimum > 0 || times.maximum == nil, times.contains(count) {
                _ = query.count(in: core, markingChecked: true)
                return true
            }
            if ContinuousClock.now >= deadline || Task.isCancelled { break }
            await core.nextInteraction(of: query.selector, after: sequence, until: deadline)
        }
        let during = Task.isCancelled ? "before the wait was cancelled" : "within \(Messages.spelled(timeout))"
        return CountCheck.run(query, in: core, times: times, during: during, at: location)
    }
}
