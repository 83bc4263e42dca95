/// Blocks that read a typed call's arguments by label or position, as on a
/// hand-written mock (`args.by`, `args[0, as: Int.self]`), and answer with the
/// requirement's result type. The typed blocks (`{ id, name in … }`) come first
/// where a block could be either.
extension TypedCall {
    /// Expects as many calls as `times` allows (once by default), each answered by
    /// `block`, which reads the call's ``Arguments``.
    ///
    /// - Parameters:
    ///   - times: How many calls it answers.
    ///   - fileID: The file of the call site, for failures at this line.
    ///   - filePath: The path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    ///   - block: Answers a call: `{ args in try args.id }`.
    /// - Returns: This builder, to chain more with `and`.
    @_disfavoredOverload
    @discardableResult
    public func to(
        times: Times = .once,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        _ block: @escaping @Sendable (ScoutCore.Arguments) throws -> Result
    ) -> TypedCall {
        with(untyped.to(times: times, fileID: fileID, filePath: filePath, line: line, column: column, block))
    }

    /// Expects as many calls made with `await` as `times` allows, each answered by
    /// the async `block`, which reads the call's ``Arguments``.
    ///
    /// - Parameters:
    ///   - times: How many calls it answers.
    ///   - fileID: The file of the call site, for failures at this line.
    ///   - filePath: The path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    ///   - block: Answers a call.
    /// - Returns: This builder, to chain more with `and`.
    @_disfavoredOverload
    @discardableResult
    public func to(
        times: Times = .once,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        _ block: @escaping @Sendable (ScoutCore.Arguments) async throws -> Result
    ) -> TypedCall {
        with(untyped.to(times: times, fileID: fileID, filePath: filePath, line: line, column: column, block))
    }

    /// Expects any number of calls, each answered by `block`, which reads the
    /// call's ``Arguments``; `verify()` never requires one.
    ///
    /// - Parameters:
    ///   - fileID: The file of the call site, for failures at this line.
    ///   - filePath: The path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    ///   - block: Answers a call.
    /// - Returns: This builder, to chain more with `and`.
    @_disfavoredOverload
    @discardableResult
    public func toAlways(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        _ block: @escaping @Sendable (ScoutCore.Arguments) throws -> Result
    ) -> TypedCall {
        with(untyped.toAlways(fileID: fileID, filePath: filePath, line: line, column: column, block))
    }
}
