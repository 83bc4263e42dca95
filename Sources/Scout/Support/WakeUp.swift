import ScoutLowLevel

/// One suspension, resumed once by whichever comes first: the event it waits for
/// (an interaction, a call reaching a gate), a deadline, or cancellation. Used by
/// waits in Engine/ and by gates in Behaviors/.
final class WakeUp: Sendable {
    private struct State: Sendable {
        var fired = false
        var continuation: CheckedContinuation<Void, Never>?
    }

    private let state = Locked(State())

    func wait() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let firedAlready = state.withLock { state -> Bool in
                if state.fired { return true }
                state.continuation = continuation
                return false
            }
            if firedAlready { continuation.resume() }
        }
    }

    /// Waits until fired, `deadline` passes, or the task is cancelled.
    func wait(until deadline: ContinuousClock.Instant) async {
        let timer = Task {
            try? await Task.sleep(until: deadline, clock: .continuous)
            self.fire()
        }
        await withTaskCancellationHandler {
            await wait()
        } onCancel: {
            fire()
        }
        timer.cancel()
    }

    func fire() {
        let continuation = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard !state.fired else { return nil }
            state.fired = true
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume()
    }
}
