import ScoutLowLevel

/// The mocks of one test, verified when it ends: what `@Test(.mocks)` and
/// ``withMocksVerified(policy:exhaustive:_:)`` set up.
///
/// Mocks created while the scope is current (in its task tree) join it and take
/// its policy unless they name one. At the end each is verified as `verify()`
/// would, with failures at the unmet expectations, charged to the test running
/// the scope. Expectations an explicit `verify()` already reported are not
/// reported again.
package final class TestScope: Sendable {
    /// The scope of the code running here. Set only through ``running(_:)``.
    @TaskLocal private static var scoped: TestScope?

    /// The scope of the code running here.
    package static var current: TestScope? { scoped }

    /// Runs `body` with this scope as the current one.
    package func running<Result>(_ body: () throws -> Result) rethrows -> Result {
        try TestScope.$scoped.withValue(self, operation: body)
    }

    /// Runs the async `body` with this scope as the current one.
    package func running<Result>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await TestScope.$scoped.withValue(self, operation: body)
    }

    let policy: MockPolicy?
    let exhaustive: Bool
    /// The mocks that joined; `nil` once the scope ended (a task that outlives
    /// the test may still create mocks: they join nothing).
    private let cores = Locked<[MockCore]?>([])
    /// What runs when the scope ends; `nil` once it ended.
    private let endings = Locked<[@Sendable () -> Void]?>([])
    /// The scope this one replaced in the registry (an enclosing one of the same
    /// test), put back when this one ends.
    private let replaced = Locked<TestScope?>(nil)

    /// The test running where the scope began.
    let token: TestToken

    /// The outermost scope of each test running now, found by its test's token
    /// from threads and queues outside the test's tasks.
    private static let active = Locked<[TestToken: TestScope]>([:])

    package init(policy: MockPolicy?, exhaustive: Bool) {
        self.policy = policy
        self.exhaustive = exhaustive
        token = TestContext.currentToken
    }

    /// The scope of the test running here: the task's own, or, outside the test's
    /// tasks, the scope of the test the framework says is running (XCTest's test
    /// case, on any thread, while it runs).
    static var ofRunningTest: TestScope? {
        if let current { return current }
        let token = TestContext.currentToken
        guard token != .none else { return nil }
        return active.withLock { $0[token] }
    }

    /// Makes the scope findable from outside its tasks, until it ends; an inner
    /// scope of the same test stands in for the outer one meanwhile.
    package func begin() {
        guard token != .none else { return }
        let outer = Self.active.withLock { active -> TestScope? in
            defer { active[token] = self }
            return active[token]
        }
        replaced.withLock { $0 = outer }
    }

    /// Ends the scope without verifying: its test threw, and has already failed.
    package func abandon() {
        forget()
        let joined = cores.withLock { cores in
            defer { cores = nil }
            return cores ?? []
        }
        letGo(of: joined)
        let ended = endings.withLock { endings in
            defer { endings = nil }
            return endings ?? []
        }
        for body in ended { body() }
    }

    private func forget() {
        guard token != .none else { return }
        let outer = replaced.withLock { replaced in
            defer { replaced = nil }
            return replaced
        }
        Self.active.withLock { active in
            if active[token] === self { active[token] = outer }
        }
    }

    /// Frees what the mocks of the ended scope hold, while the scope is still
    /// current: a block that calls its own mock holds it (letting go of the blocks
    /// breaks that cycle), and an argument or value whose `deinit` calls a mock
    /// reaches this scope's engines, with its policy.
    private func letGo(of joined: [MockCore]) {
        running {
            for core in joined { core.letGoOfBehaviors() }
        }
    }

    /// The test's task was cancelled: the calls its mocks' gates hold are released,
    /// each with a failure at its gate's line, so that a test awaiting one ends.
    package func releaseHeldGates() {
        for core in cores.withLock({ $0 ?? [] }) { core.releaseGatesOnCancellation() }
    }

    func join(_ core: MockCore) {
        cores.withLock { $0?.append(core) }
    }

    /// Runs `body` when the scope ends, after its mocks were verified; says
    /// whether it will (`false` once the scope has ended).
    func whenEnded(_ body: @escaping @Sendable () -> Void) -> Bool {
        endings.withLock { endings in
            guard endings != nil else { return false }
            endings?.append(body)
            return true
        }
    }

    /// Verifies every mock that joined, in the order they were created, then
    /// lets go of them.
    package func verifyAll() {
        forget()
        let joined = cores.withLock { cores in
            defer { cores = nil }
            return cores ?? []
        }
        // A skipped XCTest test ran nothing to verify.
        if !FailureDelivery.currentTestWasSkipped {
            let context = TestContext.current()
            for core in joined { ExpectationsCheck.runAtEndOfTest(core, exhaustive: exhaustive, in: context) }
        }
        letGo(of: joined)
        let ended = endings.withLock { endings in
            defer { endings = nil }
            return endings ?? []
        }
        for body in ended { body() }
    }
}

extension MockCore {
    /// At the end of its test's scope: forgets the expectations, observers and
    /// interactions, whose blocks and values may hold the mock itself (a block
    /// that calls its own mock), so that nothing keeps it alive past its test. A
    /// call after this finds no expectation, and its failure says that its test
    /// had ended.
    func letGoOfBehaviors() {
        let released = state.withLock {
            state -> (
                [ExpectationRecord], [ObserverRecord], [Gate], [InteractionRecord], [UInt64: any Error], [MemberWaiter]
            ) in
            state.scopeEnded = true
            defer {
                state.gates = []
                state.thrown = [:]
            }
            let expectations = state.table.members.flatMap { $0.removeExpectations() }
            let observers = state.table.members.flatMap { $0.removeObservers() }
            let interactions = state.keepInteractions { _ in false }
            state.checked = []
            state.explainedUnmet = [:]
            state.forgottenUpTo = SequenceCounter.next()
            // Watches of late calls (`LateArrival`) may hold what the test matched on.
            let waiters = state.table.members.flatMap { $0.takeWaiters() }
            return (expectations, observers, state.gates, interactions, state.thrown, waiters)
        }
        for gate in released.2 { gate.releaseAtEnd() }
        // Each looks once more, finds its interactions forgotten, and ends.
        for waiter in released.5 { waiter.resume() }
        // What a recording mock answered may hold the mock too.
        if recordsAnswers { forgetAnswers { _ in true } }
        // Freed here, outside the lock: a value's deinit may call this mock.
        withExtendedLifetime(released) {}
    }
}
