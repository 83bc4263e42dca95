/// The typed `expect` members of a generated mock, made from the dynamic proxy.
public protocol TypedExpectSurface {
    /// Wraps the dynamic proxy the typed members set expectations through.
    ///
    /// - Parameter untyped: The mock's `expect` proxy.
    init(_ untyped: ExpectProxy)
}

/// The typed `received` members of a generated mock, made from the dynamic proxy.
public protocol TypedReceivedSurface {
    /// Wraps the dynamic proxy the typed members look back through.
    ///
    /// - Parameter untyped: The mock's `received` proxy.
    init(_ untyped: ReceivedProxy)
}

/// The typed `observe` members of a generated mock, made from the dynamic proxy.
public protocol TypedObserveSurface {
    /// Wraps the dynamic proxy the typed members observe through.
    ///
    /// - Parameter untyped: The mock's `observe` proxy.
    init(_ untyped: ObserveProxy)
}

/// The mock of a generated mock class's static requirements, `Type.mock`, with
/// typed `expect`, `received` and `observe` members:
///
/// ```swift
/// MockClock.mock.expect.zone().to(`return`("UTC"))
/// MockClock.mock.received.zone().called(.once)
/// ```
///
/// It wraps a ``Mock`` made with `perTest: true`, which ``untyped`` gives.
public struct StaticMock<Expect: TypedExpectSurface, Received: TypedReceivedSurface, Observe: TypedObserveSurface>:
    Sendable
{
    /// The mock the static requirements forward to.
    public let untyped: Mock

    /// Wraps `untyped`: what a generated mock writes.
    ///
    /// - Parameter untyped: The mock of the static requirements.
    public init(_ untyped: Mock) {
        self.untyped = untyped
    }

    /// Wraps `untyped`, which declares `members`: what a generated mock writes.
    ///
    /// - Parameters:
    ///   - untyped: The mock of the static requirements.
    ///   - members: The static requirements, for the dynamic proxies' "did you mean".
    public init(_ untyped: Mock, members: MockMembers) {
        self.untyped = untyped
        untyped.declare(members)
    }

    /// Sets expectations, typed: `MockClock.mock.expect.zone().to(`return`("UTC"))`.
    public var expect: Expect { Expect(untyped.expect) }

    /// Looks back at what the static requirements received, typed.
    public var received: Received { Received(untyped.received) }

    /// Runs blocks beside the answers, typed.
    public var observe: Observe { Observe(untyped.observe) }

    /// Every call, read and assignment of the static requirements, oldest first.
    public var interactions: [Interaction] { untyped.interactions }

    /// Fails the test if an expectation that must be used was not used up; see
    /// ``Mock/verify(fileID:filePath:line:column:)``.
    ///
    /// - Parameters:
    ///   - fileID: The file of the call site, for failures at this line.
    ///   - filePath: The path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    public func verify(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        untyped.verify(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Forgets every expectation and recorded interaction; see
    /// ``Mock/reset(fileID:filePath:line:column:)``.
    ///
    /// - Parameters:
    ///   - fileID: The file of the call site.
    ///   - filePath: The path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    public func reset(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        untyped.reset(fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// The members of a protocol, as ``Mock/declare(_:)`` takes them: read once (a
/// generated mock keeps them in a `static let`), declared by each mock made.
public struct MockMembers: Sendable {
    let selectors: [Selector]

    /// The members named, as messages write them (`"fetch(id:)"`, `"title"`).
    ///
    /// - Parameter names: Every member's name, with its labels for a function.
    public init(_ names: String...) {
        selectors = names.map(Selector.init(declared:))
    }

    init(selectors: [Selector]) {
        self.selectors = selectors
    }
}
