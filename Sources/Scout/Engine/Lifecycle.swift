/// The life of a mock across a test: `verify()`, `reset()`, and the log read back.
extension MockCore {
    /// Reports every expectation not used up, in one failure at `location`, and the
    /// failures of this test no test could receive when they happened.
    func verify(at location: CodeLocation) {
        let token = FailureDelivery.currentTestToken
        let (unmet, unexpected, hasPending, hasGates) = state.withLock { state in
            state.own(by: token)
            state.verifiedAt = location
            let (unmet, unexpected) = state.unmetExpectations(skippingReported: false)
            if !unmet.isEmpty { state.reportedUnmet.formUnion(unmet.map { ObjectIdentifier($0.0) }) }
            return (unmet, unexpected, !state.pending.isEmpty, !state.gates.isEmpty)
        }
        // A gate still holding its call lets it go, with a failure at the gate's line.
        if hasGates { releaseGates() }
        if hasPending { reportPending(claimedAt: location) }
        guard !unmet.isEmpty else { return }
        report(
            Messages.unmetExpectations(
                unmet.map { snapshot(of: $0.0, used: $0.1) }, unexpected: unexpected, createdAt: createdAt),
            at: location)
    }

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

    /// Forgets every expectation and interaction, keeping the failures still to be
    /// reported. The old state is freed after the lock is released: what it held
    /// (arguments, blocks) may call this mock from its `deinit`. Waiters of the old
    /// state are resumed then too, to look again: none is left waiting on members
    /// that no longer exist.
    func reset(at location: CodeLocation) {
        let token = FailureDelivery.currentTestToken
        var old = MockState(generation: 0, owner: .none, fastPath: fastPath)
        let waiters = state.withLock { state -> [MemberWaiter] in
            var fresh = MockState(generation: state.generation &+ 1, owner: .none, fastPath: fastPath)
            fresh.inherit(from: state)
            fresh.own(by: token)
            fresh.lastConfigured = location
            fresh.forgottenUpTo = SequenceCounter.current
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
