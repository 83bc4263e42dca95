import ScoutLowLevel

/// The engines of a mock kept per test (`Mock(perTest: true)`): one for each test
/// scope that uses it, made on first use in the scope, verified when the scope
/// ends and then dropped.
@usableFromInline
final class PerTestCores: Sendable {
    private let policy: MockPolicy?
    private let cores = Locked<[ObjectIdentifier: MockCore]>([:])
    /// The Swift Testing tests already told that they use this mock without a scope.
    private let warned = Locked<Set<TestToken>>([])

    init(policy: MockPolicy?) {
        self.policy = policy
    }

    /// The engine of the test scope running here, or `base` outside any.
    @usableFromInline
    func core(for base: MockCore) -> MockCore {
        guard let scope = TestScope.ofRunningTest else {
            reportUnscopedUse(of: base)
            return base
        }
        let key = ObjectIdentifier(scope)
        if let existing = cores.withLock({ $0[key] }) { return existing }
        // Made in the scope: it joins it, takes its policy unless the mock named
        // one, and is verified when it ends.
        let made = MockCore(
            policy: policy, createdAt: base.createdAt, name: base.name, keptPerTest: true,
            in: TestContext.current().inScope(scope))
        // The members the mock declared hold for each test's engine.
        if let declared = base.state.withLock({ $0.declaredMembers }) { made.declare(declared) }
        let chosen = cores.withLock { cores -> MockCore in
            if let raced = cores[key] { return raced }
            cores[key] = made
            return made
        }
        guard chosen === made else { return chosen }
        // Strong: the scope drops the closure when it ends, and nothing holds the scope.
        let registered = scope.whenEnded { self.cores.withLock { _ = $0.removeValue(forKey: key) } }
        if !registered {
            // The scope had already ended (a task that outlived its test): keep no
            // entry a later scope at the same address could find.
            cores.withLock { _ = $0.removeValue(forKey: key) }
            return base
        }
        return chosen
    }

    /// Declares `members` on the engines of the tests using the mock now.
    func declare(_ members: [Selector]) {
        for core in cores.withLock({ Array($0.values) }) { core.declare(members) }
    }

    /// A Swift Testing test without `.mocks` that uses the mock shares its one state
    /// with every test running in parallel: a failure, once per test, at the test's
    /// declaration. Outside tests, and in XCTest (whose tests run one at a time), the
    /// shared state is what the mock documents.
    private func reportUnscopedUse(of base: MockCore) {
        guard let declaration = FailureDelivery.currentTestDeclaration else { return }
        let token = TestContext.currentToken
        guard token != .none, warned.withLock({ $0.insert(token).inserted }) else { return }
        FailureSink.report(
            Messages.perTestMockOutsideScope(mock: base.identity), at: declaration, owner: token, kind: .misuse)
    }
}
