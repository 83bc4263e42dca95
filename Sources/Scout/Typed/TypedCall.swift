/// The expectation builder for one call of a generated mock:
/// `store.expect.find(id: 1)`, typed by the requirement. `Arguments` are its
/// parameters' types (a tuple for several), `Result` what an answer gives: the
/// result, and for `inout` parameters their new values first.
///
/// ```swift
/// store.expect.find(id: 1).to(`return`(invoice))
/// store.expect.find(id: any()).to { id in Invoice(id: id) }
/// store.expect.rename(id: 1, to: any()).to { id, name in print(id, name) }
/// store.expect.reset().toBeCalled()
/// ```
///
/// It sets the same expectation as the dynamic ``CallExpectation`` it wraps,
/// which ``untyped`` gives for anything typed members do not offer.
public struct TypedCall<Arguments, Result>: Sendable {
    /// The expectation as the dynamic proxies set it.
    public let untyped: CallExpectation

    /// Reads a call's arguments as `Arguments`, for a block.
    private let reading: @Sendable (ScoutCore.Arguments) throws -> Arguments

    /// Wraps `untyped`, the expectation of a requirement whose parameters have
    /// the types `parameters`: what a generated mock writes.
    ///
    /// - Parameters:
    ///   - untyped: The expectation, as `mock.expect` makes it.
    ///   - parameters: The types of the requirement's parameters, in order.
    public init<each Parameter>(
        _ untyped: CallExpectation, parameters: repeat (each Parameter).Type
    ) where Arguments == (repeat each Parameter) {
        self.untyped = untyped
        reading = { arguments in try arguments.read(repeat (each Parameter).self) }
    }

    /// Wraps `untyped`, the expectation of a requirement with one parameter, of
    /// type `parameter`: what a generated mock writes.
    ///
    /// - Parameters:
    ///   - untyped: The expectation, as `mock.expect` makes it.
    ///   - parameter: The type of the requirement's parameter.
    public init(_ untyped: CallExpectation, parameter: Arguments.Type) {
        self.untyped = untyped
        reading = { arguments in try arguments.read(Arguments.self) }
    }

    private init(_ untyped: CallExpectation, reading: @escaping @Sendable (ScoutCore.Arguments) throws -> Arguments) {
        self.untyped = untyped
        self.reading = reading
    }

    func with(_ untyped: CallExpectation) -> TypedCall { TypedCall(untyped, reading: reading) }

    /// `block`, taking the call's arguments as the parameters' types.
    private func typed(
        _ block: @escaping @Sendable (Arguments) throws -> Result
    ) -> @Sendable (ScoutCore.Arguments) throws -> Result {
        let reading = reading
        return { arguments in try block(reading(arguments)) }
    }

    /// The async `block`, taking the call's arguments as the parameters' types.
    private func typed(
        _ block: @escaping @Sendable (Arguments) async throws -> Result
    ) -> @Sendable (ScoutCore.Arguments) async throws -> Result {
        let reading = reading
        return { arguments in try await block(reading(arguments)) }
    }

    /// This builder again, to chain another expectation for the same call.
    public var and: TypedCall { self }

    /// This builder, replacing what earlier lines set for this call; see
    /// ``CallExpectation/replacing``.
    public var replacing: TypedCall { with(untyped.replacing) }

    /// Expects the call, answered by `answer` (as many times as it says).
    ///
    /// - Parameters:
    ///   - answer: A behavior of the requirement's result type, such as `return` of one.
    ///   - fileID: The file of the call site, for failures at this line.
    ///   - filePath: The path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    /// - Returns: This builder, to chain more with `and`.
    @discardableResult
    public func to(
        _ answer: consuming Answer<Result>,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> TypedCall {
        with(untyped.to(answer.behavior, fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Expects as many calls as `times` allows (once by default), each answered by
    /// `block` applied to the call's arguments, and requires its minimum.
    ///
    /// - Parameters:
    ///   - times: How many calls it answers.
    ///   - fileID: The file of the call site, for failures at this line.
    ///   - filePath: The path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    ///   - block: Answers a call from its arguments: `{ id, name in … }`.
    /// - Returns: This builder, to chain more with `and`.
    @discardableResult
    public func to(
        times: Times = .once,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        _ block: @escaping @Sendable (Arguments) throws -> Result
    ) -> TypedCall {
        with(
            untyped.to(times: times, fileID: fileID, filePath: filePath, line: line, column: column, typed(block)))
    }

    /// Expects as many calls made with `await` as `times` allows (once by
    /// default), each answered by the async `block`, and requires its minimum.
    ///
    /// - Parameters:
    ///   - times: How many calls it answers.
    ///   - fileID: The file of the call site, for failures at this line.
    ///   - filePath: The path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    ///   - block: Answers a call from its arguments.
    /// - Returns: This builder, to chain more with `and`.
    @discardableResult
    public func to(
        times: Times = .once,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        _ block: @escaping @Sendable (Arguments) async throws -> Result
    ) -> TypedCall {
        with(
            untyped.to(times: times, fileID: fileID, filePath: filePath, line: line, column: column, typed(block)))
    }

    /// Expects any number of calls, each answered by `block` applied to the call's
    /// arguments; `verify()` never requires one.
    ///
    /// - Parameters:
    ///   - fileID: The file of the call site, for failures at this line.
    ///   - filePath: The path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    ///   - block: Answers a call from its arguments.
    /// - Returns: This builder, to chain more with `and`.
    @discardableResult
    public func toAlways(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        _ block: @escaping @Sendable (Arguments) throws -> Result
    ) -> TypedCall {
        with(
            untyped.toAlways(fileID: fileID, filePath: filePath, line: line, column: column, typed(block)))
    }

    /// Expects any number of calls made with `await`, each answered by the async
    /// `block`; `verify()` never requires one.
    ///
    /// - Parameters:
    ///   - fileID: The file of the call site, for failures at this line.
    ///   - filePath: The path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    ///   - block: Answers a call from its arguments.
    /// - Returns: This builder, to chain more with `and`.
    @discardableResult
    public func toAlways(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        _ block: @escaping @Sendable (Arguments) async throws -> Result
    ) -> TypedCall {
        with(
            untyped.toAlways(fileID: fileID, filePath: filePath, line: line, column: column, typed(block)))
    }

    /// Expects one call made with `await`, held in flight until the test resumes
    /// the returned ``Gate``; see ``CallExpectation/toSuspend(holdLimit:fileID:filePath:line:column:)``.
    ///
    /// - Parameters:
    ///   - holdLimit: How long the gate holds a call before releasing it with a
    ///     failure at this line.
    ///   - fileID: The file of the call site, for failures at this line.
    ///   - filePath: The path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    /// - Returns: The gate, to see the call arrive and to resume it.
    public func toSuspend(
        holdLimit: Duration = Gate.defaultHoldLimit,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Gate {
        untyped.toSuspend(holdLimit: holdLimit, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

extension TypedCall where Result == Void {
    /// Expects as many calls as `times` allows (once by default), of a requirement
    /// that returns nothing, and requires its minimum.
    ///
    /// - Parameters:
    ///   - times: How many calls it answers.
    ///   - fileID: The file of the call site, for failures at this line.
    ///   - filePath: The path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    /// - Returns: This builder, to chain more with `and`.
    @discardableResult
    public func toBeCalled(
        times: Times = .once,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> TypedCall {
        with(untyped.toBeCalled(times: times, fileID: fileID, filePath: filePath, line: line, column: column))
    }
}
