import ScoutLowLevel

/// The life of a mock across a test: its gates released, `reset()`, and the log read
/// back. (`verify()` is a check: `Verification/ExpectationsCheck.swift`.)
extension MockCore {
    /// Releases the calls the mock's gates still hold, each with a failure at its
    /// gate's line.
    /// Gates no call has reached yet stay, for a later verify() or the end of the test.
    func releaseGates() {
        let gates = state.withLock { state in
            defer { state.gates = [] }
            return state.gates
        }
        let waiting = gates.filter { $0.releaseAtEnd() == .waiting }
        guard !waiting.isEmpty else { return }
        state.withLock { $0.gates += waiting }
    }

    /// When the task of the mock's test is cancelled: releases the calls its gates
    /// hold, each with a failure at its gate's line; the gates stay, for the end of
    /// the test.
    func releaseGatesOnCancellation() {
        for gate in state.withLock({ $0.gates }) where gate.isHolding { gate.releaseAtEnd(byCancellation: true) }
    }

    /// Forgets every expectation and interaction, keeping the failures still to be
    /// reported. The old state is freed after the lock is released: what it held
    /// (arguments, blocks) may call this mock from its `deinit`. Waiters of the old
    /// state are resumed then too, to look again: none is left waiting on members
    /// that no longer exist.
    func reset(at location: CodeLocation, in context: TestContext) {
        let token = context.token
        var old = MockState(generation: 0, owner: .none, fastPath: fastPath)
        let waiters = state.withLock { state -> [MemberWaiter] in
            var fresh = MockState(generation: state.generation &+ 1, owner: .none, fastPath: fastPath)
            fresh.inherit(from: state)
            fresh.own(by: token)
            fresh.lastConfigured = location
            fresh.forgottenUpTo = SequenceCounter.next()
            swap(&state, &fresh)
            old = fresh
            return old.waitersToResume + old.table.members.flatMap { $0.takeWaiters() }
        }
        if recordsAnswers { forgetAnswers { _ in true } }
        for waiter in waiters { waiter.resume() }
        withExtendedLifetime(old) {}
    }

    /// The interaction log, oldest first.
    var interactions: [Interaction] {
        let (records, selectors) = state.withLock { state in
            (state.log.filter { _ in true }, state.table.members.map(\.selector))
        }
        return records.map { record in
            let selector = selectors[Int(record.member)]
            return Interaction(
                selector: selector, arguments: record.arguments(of: selector), wasExpected: record.matched,
                sequence: record.sequence)
        }
    }
}
