/// Where a waiter for a member's next interaction registers, and is resumed outside
/// the lock once one is recorded (see `Resolution.record`).
extension MockCore {
    /// Resumes `waiter` once an interaction of `selector` with a sequence number
    /// above `sequence` is recorded: at once if one already was, else right after
    /// the next one, outside the lock. Returns whether it was registered (and so
    /// may be removed with `removeWaiter`).
    @discardableResult
    func addWaiter(_ waiter: MemberWaiter, for selector: Selector, after sequence: UInt64) -> Bool {
        let registered = state.withLock { state -> Bool in
            let member = state.table.member(selector)
            guard member.lastSequence <= sequence else { return false }
            member.addWaiter(waiter)
            return true
        }
        if !registered { waiter.resume() }
        return registered
    }

    /// Forgets `waiter`, if it was not resumed yet.
    func removeWaiter(_ waiter: MemberWaiter, for selector: Selector) {
        state.withLock { state in state.table.existing(selector)?.removeWaiter(waiter) }
    }

    /// Suspends until an interaction of `selector` numbered above `sequence` is
    /// recorded (at once if one already was), `deadline` passes, or the task is
    /// cancelled. Nothing polls: the recording call resumes it, outside the lock.
    func nextInteraction(of selector: Selector, after sequence: UInt64, until deadline: ContinuousClock.Instant) async {
        let wakeUp = WakeUp()
        let waiter = MemberWaiter { wakeUp.fire() }
        let registered = addWaiter(waiter, for: selector, after: sequence)
        await wakeUp.wait(until: deadline)
        if registered { removeWaiter(waiter, for: selector) }
    }
}
