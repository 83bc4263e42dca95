import ScoutCore
import Testing

/// A Swift Testing trait that verifies every mock a test creates when the test
/// ends: `@Test(.mocks)`, or `@Suite(.mocks)` for each test of a suite.
///
/// ```swift
/// import Scout
/// import Testing
///
/// @Suite(.mocks) struct CheckoutTests {
///     let payments = MockPayments()
///
///     @Test func chargesOnce() async throws {
///         payments.expect.charge(amount: 10).to(`return`(receipt))
///         try await Checkout(payments: payments).pay(10)
///         // no verify(): the trait verifies `payments` when the test ends
///     }
/// }
/// ```
///
/// Failures are charged to the test that created the mock, at its unmet
/// expectations. `.mocks(policy: .relaxed)` makes the test's mocks relaxed unless
/// they name a policy; `.mocks(exhaustive: true)` also reports unbounded
/// expectations never used and interactions nothing answered or checked. A test
/// that throws has already failed: its mocks are not verified.
public struct MocksTrait: TestTrait, SuiteTrait, TestScoping {
    /// The policy of the test's mocks that do not name one.
    public let policy: MockPolicy?
    /// Whether unused unbounded expectations and unchecked interactions fail too.
    public let exhaustive: Bool
    /// Values the test's mocks return for some types where nothing else says what
    /// to return; a test's add to and override its suite's.
    public let defaults: MockDefaults?

    /// On a suite, it applies to every test in it, nested suites included.
    public var isRecursive: Bool { true }

    /// A scope for each test case (each argument of a parameterized test), none
    /// for a suite as a whole: its tests get theirs.
    ///
    /// - Parameters:
    ///   - test: The test or suite the trait applies to.
    ///   - testCase: The test case about to run; `nil` for a suite as a whole.
    /// - Returns: This trait for a test case; `nil` for a suite as a whole.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    /// Runs the test case with its mocks verified at the end.
    ///
    /// - Parameters:
    ///   - test: The test being run.
    ///   - testCase: The test case being run.
    ///   - function: Runs the test case.
    /// - Throws: Whatever `function` throws; the mocks are then not verified.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard let defaults else {
            return try await withMocksVerified(policy: policy, exhaustive: exhaustive) { try await function() }
        }
        try await withMockDefaults(defaults) {
            try await withMocksVerified(policy: policy, exhaustive: exhaustive) { try await function() }
        }
    }
}

extension Trait where Self == MocksTrait {
    /// Verifies every mock the test creates when it ends.
    public static var mocks: Self { MocksTrait(policy: nil, exhaustive: false, defaults: nil) }

    /// Verifies every mock the test creates when it ends; its mocks take `policy`
    /// unless they name one, and with `exhaustive`, unused unbounded expectations
    /// and interactions nothing answered or checked fail too. With `defaults`, the
    /// test's mocks (and any it uses, made before) return those values for their
    /// types where nothing else says what to return (see ``MockDefaults``).
    ///
    /// - Parameters:
    ///   - policy: The policy of the test's mocks that do not name one; by default, the enclosing scope's.
    ///   - exhaustive: Whether unused unbounded expectations and interactions nothing answered or checked fail too.
    ///   - defaults: Values the test's mocks return for their types where nothing else says what to return.
    /// - Returns: The trait, for `@Test` or `@Suite`.
    public static func mocks(
        policy: MockPolicy? = nil, exhaustive: Bool = false, defaults: MockDefaults? = nil
    ) -> Self {
        MocksTrait(policy: policy, exhaustive: exhaustive, defaults: defaults)
    }
}
