import ScoutLowLevel

/// Nothing Scout holds hangs a run: a gate releases a call it held past its hold
/// limit, or past the Swift Testing test's time limit, with a failure at the line
/// that set it.
extension Gate {
    /// Starts the timer that releases the held call at the hold limit, or at the
    /// time limit of the test running here if that comes first. The timer's task
    /// inherits this task's test, which receives the failure.
    func startHoldLimit() {
        let (limit, byTimeLimit) = Self.effectiveLimit(holdLimit, timeLimit: FailureDelivery.currentTestTimeLimit)
        let timer = Task { [weak self] in
            try? await Task.sleep(for: limit)
            guard !Task.isCancelled else { return }
            self?.releaseAtHoldLimit(limit, byTimeLimit: byTimeLimit)
        }
        let released = state.withLock { state -> Bool in
            guard state.held != nil else { return true }
            state.limitTimer = timer
            return false
        }
        if released { timer.cancel() }
    }

    /// The hold limit, or the test's time limit when shorter (and whether it is
    /// that one), kept within nothing and a year: sleeping converts to nanoseconds.
    static func effectiveLimit(_ holdLimit: Duration, timeLimit: Duration?) -> (Duration, byTimeLimit: Bool) {
        let byTimeLimit = timeLimit.map { $0 < holdLimit } ?? false
        let chosen = byTimeLimit ? timeLimit ?? holdLimit : holdLimit
        return (max(.zero, min(chosen, .seconds(31_536_000))), byTimeLimit)
    }

    /// Releases a call held past the limit, with a failure at the gate's line.
    func releaseAtHoldLimit(_ limit: Duration, byTimeLimit: Bool) {
        let held = state.withLock { state -> CheckedContinuation<Outcome, Never>? in
            defer {
                state.held = nil
                state.limitTimer = nil
            }
            guard state.held != nil else { return nil }
            state.outcome = .cancelled
            state.releasedAtLimit = true
            return state.held
        }
        guard let held else { return }
        report(Messages.gateHeldPastLimit(selector, limit: Messages.spelled(limit), byTimeLimit: byTimeLimit), location)
        held.resume(returning: .cancelled)
    }
}
