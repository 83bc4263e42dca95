import Dispatch
import ScoutLowLevel

/// A closure lent for one call (see `Mock.lending`): handed out until `end()`,
/// then gone, so that nothing Scout keeps holds it past the call.
///
/// A stand-in call still running when the call returns (from a task the block
/// started) holds the closure: `end()` waits for it to finish, since a
/// non-escaping closure must not outlive the call it was lent for.
final class Loan<Closure>: Sendable {
    struct State {
        /// The closure, shared with the stand-in calls while the call runs; the slot
        /// (not the closure) changes, under the loan's lock.
        var closure: Shared<Closure>?
        var inFlight = 0
        var ended = false
    }

    private let state: Locked<State>
    private let finished = DispatchSemaphore(value: 0)

    init(_ closure: Closure) {
        state = Locked(State(closure: Shared(wrappedValue: closure)))
    }

    /// Runs `body` with the closure, while the call runs; `nil` after it. The
    /// closure is released before `end()` may return.
    func using<Result>(_ body: (Closure) throws -> Result) rethrows -> Result? {
        var closure = borrow()
        guard closure != nil else { return nil }
        defer {
            closure = nil
            giveBack()
        }
        return try body(closure!)
    }

    /// `using(_:)` for a stand-in of an async closure.
    func using<Result>(
        isolation: isolated (any Actor)? = #isolation, _ body: (Closure) async throws -> Result
    ) async rethrows -> Result? {
        var closure = borrow()
        guard closure != nil else { return nil }
        defer {
            closure = nil
            giveBack()
        }
        return try await body(closure!)
    }

    private func borrow() -> Closure? {
        state.withLock { state in
            guard let closure = state.closure?.wrappedValue else { return nil }
            state.inFlight += 1
            return closure
        }
    }

    private func giveBack() {
        let last = state.withLock { state in
            state.inFlight -= 1
            return state.ended && state.inFlight == 0
        }
        if last { finished.signal() }
    }

    /// Lets go of the closure: the call has returned. Waits for the stand-in calls
    /// still running.
    func end() {
        let running = state.withLock { state in
            state.closure = nil
            state.ended = true
            return state.inFlight
        }
        if running > 0 { finished.wait() }
    }
}
