/// A mock class that embeds a ``Mock``; gives it `expect`, `received`,
/// `observe`, and (as any ``MockBacked``) `verify()`, `reset()` and
/// `interactions`, so tests write `service.expect…` rather than
/// `service.mock.expect…`.
///
/// ```swift
/// final class MockClock: Clock, Mockable {
///     let mock = Mock()
///     var now: Date { mock.get.now }
/// }
///
/// clock.expect.now.to(`return`(date))
/// clock.verify()
/// ```
///
/// `Mock` is `Sendable`, so a `let mock` also satisfies this from an `actor`.
///
/// A conformance is never isolated to an actor (the protocol refines
/// `SendableMetatype`): in a module whose default isolation is the main actor,
/// `service.verify()` still works from a nonisolated `tearDown` or `deinit`.
public protocol Mockable: MockBacked {}

/// A class that embeds a ``Mock``: a hand-written mock (``Mockable``) or a
/// generated, typed one (``TypedMockable``). Both get `verify()`, `reset()` and
/// `interactions`, and Scout's functions over several mocks take either.
#if compiler(>=6.2)
    public protocol MockBacked: SendableMetatype {
        /// The mock every requirement forwards to.
        var mock: Mock { get }
    }
#else
    public protocol MockBacked {
        /// The mock every requirement forwards to.
        var mock: Mock { get }
    }
#endif

extension Mockable {
    /// Sets expectations: `service.expect.fetch(id: 1).to(`return`(user))`.
    public var expect: ExpectProxy { ExpectProxy(core: mock.core, ownerClass: Self.self) }

    /// Looks back at what the mock received: `service.received.fetch(id: 1).called(.once)`.
    public var received: ReceivedProxy {
        mock.noteOwnerClass(Self.self)
        return mock.received
    }

    /// Runs blocks beside the answers: `store.observe.save(any()).perform { args in … }`.
    public var observe: ObserveProxy {
        mock.noteOwnerClass(Self.self)
        return mock.observe
    }
}

extension MockBacked {
    /// Fails the test if an expectation that must be used was not used up; see
    /// ``Mock/verify(fileID:filePath:line:column:)``.
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
        ExpectationsCheck.run(
            mock.core, at: CodeLocation(fileID, filePath, line, column), in: .current(), ownerClass: Self.self)
    }

    /// Forgets every expectation and recorded interaction; see
    /// ``Mock/reset(fileID:filePath:line:column:)``.
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
        mock.reset(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Every call, read and assignment the mock received, oldest first.
    public var interactions: [Interaction] { mock.interactions }
}
