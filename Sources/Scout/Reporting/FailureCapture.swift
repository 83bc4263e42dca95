import ScoutLowLevel

/// Collects failures instead of delivering them, within a scope.
///
/// Scout's own tests use it to assert on exact messages and locations; the scope is
/// a task-local value, so parallel tests never see each other's failures.
package final class FailureCapture: Sendable {
    @TaskLocal package static var current: FailureCapture?

    private let failures = Locked<[Failure]>([])
    private let onEach: (@Sendable (Failure) -> Void)?
    /// Whether a failure captured here counts as failing the running test, so that
    /// what it explains (a captor left empty, a freed mock's unmet expectations)
    /// reports nothing more: Scout's own tests play whole tests so. A user's
    /// `collectFailures` fails no test, and what follows is reported as usual.
    let failsTheTest: Bool
    /// Tells this capture from every other one of the process, even after it ends.
    let number: UInt64

    private static let count = Locked<UInt64>(0)

    /// A capture that also hands each failure to `onEach` as it comes (the crash
    /// matrix prints them at once, before anything can stop the process).
    package init(onEach: (@Sendable (Failure) -> Void)? = nil, failsTheTest: Bool = true) {
        self.onEach = onEach
        self.failsTheTest = failsTheTest
        number = Self.count.withLock { count in
            count += 1
            return count
        }
    }

    package var captured: [Failure] { failures.withLock { $0 } }

    func append(_ failure: Failure) {
        failures.withLock { $0.append(failure) }
        onEach?(failure)
    }
}

/// Runs `body` with failures captured rather than delivered, and returns them.
package func captureFailures(failsTheTest: Bool = true, _ body: () throws -> Void) rethrows -> [Failure] {
    let capture = FailureCapture(failsTheTest: failsTheTest)
    try FailureCapture.$current.withValue(capture) { try body() }
    return capture.captured
}

/// Runs `body` with failures captured rather than delivered, and returns them.
package func captureFailures(
    failsTheTest: Bool = true, isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Void
) async rethrows -> [Failure] {
    let capture = FailureCapture(failsTheTest: failsTheTest)
    try await FailureCapture.$current.withValue(capture) { try await body() }
    return capture.captured
}

/// Scout's own tests play several tests in one: within `withTestToken`, the test
/// running now is `token`, whatever the framework says.
package enum TestTokenOverride {
    @TaskLocal package static var current: TestToken?
}

/// Scout's own tests play a call made from a thread or queue outside any test:
/// within `$callerInTestContext.withValue(false)`, the caller is outside tests'
/// tasks, whatever the framework says.
package enum TestContextOverride {
    @TaskLocal package static var callerInTestContext: Bool?
}

/// Runs `body` as if the test `token` were running.
@discardableResult
package func withTestToken<Result>(_ token: TestToken, _ body: () throws -> Result) rethrows -> Result {
    try TestTokenOverride.$current.withValue(token, operation: body)
}
