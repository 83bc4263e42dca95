/// A mock you embed in a hand-written mock class, forwarding each requirement of
/// the protocol to it in one line.
///
/// ```swift
/// final class MockUserService: UserService, Mockable {
///     let mock = Mock()
///
///     var name: String {
///         get { mock.get.name }
///         set { mock.set.name = newValue }
///     }
///     func reset() { mock.run.reset() }
///     func fetch(id: Int) async throws -> User { try await mock.call.fetch(id: id) }
/// }
/// ```
///
/// Tests say what the mock does with ``expect``, and check with ``verify(fileID:filePath:line:column:)``
/// that everything expected happened:
///
/// ```swift
/// service.expect.fetch(id: 1).to(`return`(ada))
/// let user = try await subject.load(id: 1)
/// service.verify()
/// ```
///
/// `Mock` is `Sendable` and safe to use from any thread, task or actor. Failures
/// are reported to the Swift Testing test or XCTest test case running the code, at
/// the line in your test where the expectation (or `verify()`) was written;
/// outside any test they go to standard error.
public final class Mock: Sendable {
    /// The mock's engine; a mock kept per test has one per test besides (see
    /// ``init(policy:perTest:name:fileID:filePath:line:column:)``).
    @usableFromInline let base: MockCore
    /// For a mock kept per test, its engines of the tests running; `nil` otherwise.
    @usableFromInline let perTest: PerTestCores?

    /// The engine for this interaction: the running test's, for a mock kept per
    /// test inside a test scope; else the mock's own. One load and one branch for
    /// ordinary mocks.
    @inlinable var core: MockCore {
        @inline(__always) get {
            guard let perTest else { return base }
            return perTest.core(for: base)
        }
    }

    /// Creates a mock with `policy`; without one, strict, or in a test with
    /// `.mocks(policy:)` (or ``withMocksVerified(policy:exhaustive:_:)``), the
    /// policy the test gives.
    ///
    /// The place of creation is remembered: failures that concern no particular
    /// expectation point to where the mock was last configured, or here.
    ///
    /// With `perTest`, a mock shared between tests (a `static let`, for a static
    /// requirement) keeps each test's expectations and interactions apart: inside
    /// a test with `.mocks` (or ``withMocksVerified(policy:exhaustive:_:)``), it
    /// answers, records and verifies with state of that test alone, so parallel
    /// tests never see each other's, and nothing needs resetting. Calls from
    /// threads and queues outside the test's tasks use the state of the test
    /// running at that moment: the XCTest test case running now; none in Swift
    /// Testing. Outside any test scope, it uses its own state, shared; in a Swift
    /// Testing test without `.mocks`, that is a failure at the test's declaration
    /// naming the trait, once per test, since parallel tests would share it.
    ///
    /// ```swift
    /// final class MockClock: Clock {
    ///     static let mock = Mock(perTest: true)
    ///     static var now: Date { mock.get.now }
    /// }
    /// ```
    ///
    /// Failures name the mock by `name` when given (`Mock(name: "payments")`), else
    /// by the mock class a test uses it through (`MockPayments`; the second of that
    /// class a test uses is `MockPayments #2`), and always by where it was created.
    ///
    /// - Parameters:
    ///   - policy: How the mock answers what no expectation covers; by default, the test's policy, else strict.
    ///   - perTest: Whether the mock keeps each test's expectations and interactions apart.
    ///   - name: The name failures give the mock; by default, that of the mock class a test uses it through.
    ///   - fileID: The file of the call site, where a failure is reported.
    ///   - filePath: The full path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    public init(
        policy: MockPolicy? = nil, perTest: Bool = false, name: String? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let createdAt = CodeLocation(fileID, filePath, line, column)
        let context = TestContext.current(scope: true)
        // A mock kept per test belongs to no test itself: it joins none.
        base = MockCore(policy: policy, createdAt: createdAt, name: name, in: perTest ? context.inScope(nil) : context)
        self.perTest = perTest ? PerTestCores(policy: policy) : nil
    }

    /// Notes the mock class that embeds this mock, for messages (see `MockNames`).
    func noteOwnerClass(_ type: Any.Type) {
        core.noteOwnerClass(type)
    }

    /// Reads properties in a mock class: `mock.get.name`.
    @inlinable
    public var get: GetProxy<Never> { GetProxy(core: core) }

    /// Records assignments in a mock class: `mock.set.name = newValue`.
    public var set: SetProxy { SetProxy(core: core) }

    /// Calls functions that throw in a mock class: `try mock.call.fetch(id: id)`.
    @inlinable
    public var call: CallProxy<any Error> { CallProxy(core: core) }

    /// Calls functions that cannot throw in a mock class, without `try`:
    /// `mock.run.reset()`; see ``RunProxy``.
    @inlinable
    public var run: RunProxy { RunProxy(core: core) }

    /// Calls functions whose requirement throws only `ThrownError` (typed throws).
    ///
    /// ```swift
    /// func load() async throws(LoadError) -> Data {
    ///     try await mock.call(throwing: LoadError.self).load()
    /// }
    /// ```
    ///
    /// - Parameter type: The one error type the requirement throws.
    /// - Returns: A proxy whose calls may throw a `ThrownError`.
    public func call<ThrownError: Error>(throwing type: ThrownError.Type) -> CallProxy<ThrownError> {
        CallProxy(core: core)
    }

    /// Sets expectations in tests: `mock.expect.fetch(id: 1).to(`return`(user))`.
    public var expect: ExpectProxy { ExpectProxy(core: core) }

    /// Fails the test if an expectation that must be used was not used up.
    ///
    /// One failure, at this line, lists each unmet expectation with what remains and
    /// where it was set, and suggests the member you may have meant when a similar
    /// one was called unexpectedly. It also reports failures that happened where no
    /// test could receive them (for example on a background thread after the test
    /// moved on). Expectations set with `alwaysReturn`, `toAlways` and other
    /// unbounded forms never make it fail.
    ///
    /// - Parameters:
    ///   - fileID: The file of the call site, where a failure is reported.
    ///   - filePath: The full path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    public func verify(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        ExpectationsCheck.run(core, at: CodeLocation(fileID, filePath, line, column), in: .current())
    }

    /// Lists the members of the protocol the mock stands in for, as messages write
    /// them (`"fetch(id:)"`, `"load(_:completion:)"`, `"title"` for a property), so
    /// that an expectation, `received` check or observer naming any other member
    /// fails at its line, with "did you mean".
    ///
    /// Without it, a hand-written mock cannot know its members: a check on a member
    /// it has never met passes, unless its name or labels are close to one it has
    /// met. Declaring them is the way to tell a real overload (`send(to:)` beside
    /// `send(cc:)`) from a typo.
    ///
    /// ```swift
    /// final class MockMailer: Mailer, Mockable {
    ///     let mock = Mock()
    ///     init() { mock.declare(members: "send(to:)", "send(cc:)", "outbox") }
    /// }
    /// ```
    ///
    /// - Parameter members: Every member's name, with its labels for a function.
    public func declare(members: String...) {
        declare(MockMembers(selectors: members.map(Selector.init(declared:))))
    }

    /// Lists the members of the protocol the mock stands in for, read once: what a
    /// generated mock does in its initializer; see ``declare(members:)``.
    ///
    /// - Parameter members: The protocol's members.
    public func declare(_ members: MockMembers) {
        // A mock kept per test: every test's engine, made later, takes them from
        // the base; those made already, now (none is made, or warned of, here).
        base.declare(members.selectors)
        perTest?.declare(members.selectors)
    }

    /// Says that this mock is meant to outlive the test that configures it (kept in a
    /// `static let`, a cache, a singleton): freeing it then reports nothing.
    ///
    /// Without this, a mock freed with expectations still unmet fails its test, at
    /// the first unmet expectation's line, even when no `verify()` or `.mocks` checks
    /// it: a forgotten `verify()` never lets a mistake pass.
    ///
    /// ```swift
    /// static let shared = MockClock()
    /// // in a test:
    /// MockClock.shared.mock.outlivesItsTest()
    /// ```
    public func outlivesItsTest() {
        core.state.withLock { $0.outlivesTest = true }
    }

    /// Forgets every expectation and recorded interaction, to start a new phase of
    /// a test. Failures still waiting to be reported are kept for `verify()`.
    ///
    /// - Parameters:
    ///   - fileID: The file of the call site, where a failure is reported.
    ///   - filePath: The full path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    public func reset(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        core.reset(at: CodeLocation(fileID, filePath, line, column), in: .current())
    }

    /// Forgets part of what the mock holds: `.expectations`, `.interactions`, or
    /// both, of every member or of the one named `member` (as messages write it:
    /// `"fetch(id:)"`, `"region"`).
    ///
    /// ```swift
    /// service.mock.reset(.interactions)                     // counts start again
    /// service.mock.reset(.expectations, of: "fetch(id:)")   // expect fetch afresh
    /// ```
    ///
    /// A name that is not a member of the mock is a failure at this line. An
    /// `expectInOrder` sequence keeps its steps: `reset()` the mock to start
    /// another.
    ///
    /// - Parameters:
    ///   - contents: What to forget: `.expectations`, `.interactions`, or both.
    ///   - member: The member whose contents to forget, as messages write it; `nil`, the default, for every member.
    ///   - fileID: The file of the call site, where a failure is reported.
    ///   - filePath: The full path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    public func reset(
        _ contents: ResetContents, of member: String? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        core.reset(contents, member: member, at: CodeLocation(fileID, filePath, line, column), in: .current())
    }

    /// Looks back at what the mock received, to count interactions or verify how
    /// often they happened: `mock.received.fetch(id: 1).called(.once)`; see
    /// ``ReceivedProxy``.
    public var received: ReceivedProxy { ReceivedProxy(core: core) }

    /// Runs blocks beside the answers, on calls, reads and assignments:
    /// `mock.observe.save(any()).perform { args in … }`; see ``ObserveProxy``.
    public var observe: ObserveProxy { ObserveProxy(core: core) }

    /// Every call, read and assignment the mock received, oldest first.
    public var interactions: [Interaction] { core.interactions }
}
