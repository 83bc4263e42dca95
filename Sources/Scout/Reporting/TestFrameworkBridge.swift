/// What the module `Scout` provides so that failures reach Swift Testing or XCTest.
///
/// `ScoutCore` links neither framework: an executable that uses it outside tests
/// (the Playground) must start on every platform, and on macOS a binary that links
/// XCTest cannot. Test targets depend on the product `Scout`, whose module re-exports
/// ScoutCore and adds the routing; ScoutCore finds it at run time by its type.
/// What became of a failure handed to the running test.
package enum FailureRecording: Sendable {
    /// The test could not receive it here.
    case notReceived
    /// The test received it, and fails.
    case failsTest
    /// The test received it but does not fail for it: an issue it expected (Swift
    /// Testing's `withKnownIssue`), or a warning.
    case doesNotFailTest
}

package protocol TestFrameworkBridge: AnyObject, Sendable {
    init()

    /// Whether this process runs tests (XCTest or Swift Testing). An executable
    /// that links the support target (a tool, a demo) runs none: its failures go
    /// to standard error.
    var runsTests: Bool { get }

    /// Whether this code runs in a test's own context: a Swift Testing test's
    /// tasks, or XCTest's main thread while a test case runs.
    var callerInTestContext: Bool { get }

    /// The test running now in this task or thread, or `.none`.
    var currentTestToken: TestToken { get }

    /// Records `failure` in the test running now if it is `owner` and can receive
    /// it here; says whether it did, and whether the test fails for it.
    func record(_ failure: Failure, owner: TestToken) -> FailureRecording

    /// Records `failure` against the test run as a whole, when the running
    /// framework allows it (Swift Testing does, while its run is in progress); says
    /// whether it did.
    func recordForTestRun(_ failure: Failure) -> Bool

    /// A made value of a Foundation type Scout knows (`Date`, `URL`, `UUID`, `Data`,
    /// `Decimal`), or `nil`: the support target links Foundation, Scout does not.
    func foundationValue(of type: Any.Type) -> Any?

    /// Whether the XCTest test case running on this thread was skipped (`XCTSkip`):
    /// its mocks are not verified at its end.
    var currentTestWasSkipped: Bool { get }

    /// Where the Swift Testing test running in this task is declared, or `nil`.
    var currentTestDeclaration: CodeLocation? { get }

    /// The time limit of the Swift Testing test running in this task (`.timeLimit`),
    /// or `nil`: a gate releases its call by then at the latest.
    var currentTestTimeLimit: Duration? { get }

    /// The name of the test `token` stands for, once it ran, for failures that
    /// reach no test: they name the test whose mock they concern.
    func testName(of token: TestToken) -> String?
}

extension TestFrameworkBridge {
    /// No names: the failure says less, nothing more.
    package func testName(of token: TestToken) -> String? { nil }
}

/// The mangled name of `Scout.TestFrameworkRouter`, checked by a test.
package let testFrameworkRouterTypeName = "5Scout19TestFrameworkRouterC"

/// The bridge, when the support target is linked into this process.
let testFrameworkBridge: (any TestFrameworkBridge)? = {
    guard let type = _typeByName(testFrameworkRouterTypeName) as? any TestFrameworkBridge.Type
    else { return nil }
    return type.init()
}()

/// The bridge, when this process runs tests: where failures go.
let testRunBridge: (any TestFrameworkBridge)? = testFrameworkBridge.flatMap { $0.runsTests ? $0 : nil }

/// Starts the bridge now rather than at the first failure, and returns it when
/// the process runs tests: the support target calls it when the test binary
/// loads, so that it follows XCTest from the first test case on.
@discardableResult
package func startTestFrameworkBridge() -> (any TestFrameworkBridge)? {
    testRunBridge
}
