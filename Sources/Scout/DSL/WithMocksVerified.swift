/// Runs `body` as a test whose mocks are verified when it ends: every ``Mock``
/// created inside (in its task tree) is checked as `verify()` would, so a
/// forgotten `verify()` hides nothing.
///
/// In XCTest, one line per test case class verifies every test's mocks:
///
/// ```swift
/// final class CheckoutTests: XCTestCase {
///     override func invokeTest() { withMocksVerified { super.invokeTest() } }
/// }
/// ```
///
/// (In Swift Testing, use the `.mocks` trait: `@Test(.mocks)`, `@Suite(.mocks)`.)
///
/// - Parameters:
///   - policy: the policy of the mocks created inside that do not name one (for
///     example `.relaxed`, for spy-style tests); by default, the enclosing scope's.
///   - exhaustive: also report unbounded expectations never used (`alwaysReturn`,
///     `toAlways`) and interactions that no expectation answered and no check
///     matched, as ``verifyNoMoreInteractions(_:fileID:filePath:line:column:)-(Mock...,_,_,_,_)``
///     would.
///   - body: the code whose mocks are verified at its end: a test's body.
/// - Returns: What `body` returns.
/// - Throws: Whatever `body` throws; the mocks are then not verified.
///
/// Failures point at the unmet expectations (or where the mock was created).
/// When `body` throws, the test has already failed: the mocks are not verified,
/// and the error is rethrown. (In XCTest, `super.invokeTest()` catches a test's
/// error itself: the mocks of a test that threw are verified too; those of a
/// skipped test are not.) Mocks made before the scope (an XCTest case's stored
/// properties, made when XCTest builds the suite) do not join it: make them in
/// `setUp()` or in the test.
@discardableResult
public func withMocksVerified<Result>(
    policy: MockPolicy? = nil, exhaustive: Bool = false, _ body: () throws -> Result
) rethrows -> Result {
    let scope = TestScope(policy: policy ?? TestContext.current(scope: true).scope?.policy, exhaustive: exhaustive)
    scope.begin()
    let result: Result
    do {
        result = try scope.running { try body() }
    } catch {
        scope.abandon()
        throw error
    }
    scope.verifyAll()
    return result
}

/// Runs the async `body` as a test whose mocks are verified when it ends; see
/// ``withMocksVerified(policy:exhaustive:_:)``.
///
/// - Parameters:
///   - policy: The policy of the mocks created inside that do not name one; by default, the enclosing scope's.
///   - exhaustive: Whether unused unbounded expectations and interactions nothing answered or checked fail too.
///   - isolation: The actor the body runs on, the caller's by default.
///   - body: The code whose mocks are verified at its end: a test's body.
/// - Returns: What `body` returns.
/// - Throws: Whatever `body` throws; the mocks are then not verified.
@discardableResult
public func withMocksVerified<Result>(
    policy: MockPolicy? = nil, exhaustive: Bool = false,
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Result
) async rethrows -> Result {
    let scope = TestScope(policy: policy ?? TestContext.current(scope: true).scope?.policy, exhaustive: exhaustive)
    scope.begin()
    let result: Result
    do {
        // A cancelled test (a time limit, a cancelled task) releases what its
        // mocks' gates hold: an unstructured task awaiting one cannot see it.
        result = try await withTaskCancellationHandler {
            try await scope.running { try await body() }
        } onCancel: {
            scope.releaseHeldGates()
        }
    } catch {
        scope.abandon()
        throw error
    }
    scope.verifyAll()
    return result
}
