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
///     func reset() { try! mock.call.reset() }
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
    @usableFromInline let core: MockCore

    /// Creates a mock with `policy`; without one, strict, or in a test with
    /// `.mocks(policy:)` (or ``withMocksVerified(policy:exhaustive:_:)``), the
    /// policy the test gives.
    ///
    /// The place of creation is remembered: failures that concern no particular
    /// expectation point to where the mock was last configured, or here.
    public init(
        policy: MockPolicy? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        core = MockCore(
            policy: policy,
            createdAt: CodeLocation(fileID, filePath, line, column))
    }

    /// Reads properties in a mock class: `mock.get.name`.
    @inlinable
    public var get: GetProxy { GetProxy(core: core) }

    /// Records assignments in a mock class: `mock.set.name = newValue`.
    public var set: SetProxy { SetProxy(core: core) }

    /// Calls functions in a mock class: `try mock.call.fetch(id: id)`.
    @inlinable
    public var call: CallProxy { CallProxy(core: core) }

    /// Calls functions whose requirement throws only `Failure` (typed throws).
    ///
    /// ```swift
    /// func load() async throws(LoadError) -> Data {
    ///     try await mock.call(throwing: LoadError.self).load()
    /// }
    /// ```
    public func call<Failure: Error>(throwing type: Failure.Type) -> TypedCallProxy<Failure> {
        TypedCallProxy(core: core)
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
    public func verify(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        core.verify(at: CodeLocation(fileID, filePath, line, column))
    }

    /// Forgets every expectation and recorded interaction, to start a new phase of
    /// a test. Failures still waiting to be reported are kept for `verify()`.
    public func reset(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        core.reset(at: CodeLocation(fileID, filePath, line, column))
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
    /// A name that is not a member of the mock is a failure at this line.
    public func reset(
        _ contents: ResetContents, of member: String? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        core.reset(contents, member: member, at: CodeLocation(fileID, filePath, line, column))
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
