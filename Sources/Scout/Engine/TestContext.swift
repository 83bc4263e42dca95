/// The test a public call of Scout runs in, looked up once where the call enters
/// Scout and passed down: the engine reads no task-local of its own.
///
/// It holds which test runs (its token, from the test framework), the scope of the
/// test's mocks (`.mocks`, `withMocksVerified`) and the `expectInOrder` sequence
/// being built. (Where a failure goes is the sink's own question: `FailureDelivery`
/// asks the framework when it delivers.)
struct TestContext: Sendable {
    let token: TestToken
    let scope: TestScope?
    let sequence: ExpectationSequence?

    /// The context of the code running here, with the parts the call needs: each
    /// part is a task-local read (a `verify()` that read all three cost 38 % more),
    /// so a part not asked for is `nil`. (The sequence is read only once some
    /// `expectInOrder` of the process began one: see `ExpectationSequence.running`.)
    static func current(scope: Bool = false, sequence: Bool = false) -> TestContext {
        TestContext(
            token: FailureDelivery.currentTestToken, scope: scope ? TestScope.current : nil,
            sequence: sequence ? ExpectationSequence.running : nil)
    }

    /// The test running here, without the scope or the sequence: for a call that
    /// only needs to know whose failure it would be.
    static var currentToken: TestToken { FailureDelivery.currentTestToken }

    /// This context with `scope` as the scope of its mocks (`nil`: none).
    func inScope(_ scope: TestScope?) -> TestContext {
        TestContext(token: token, scope: scope, sequence: sequence)
    }
}
