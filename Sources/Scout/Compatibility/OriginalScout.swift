// What exists only so that code written for the original Scout compiles as written:
// the names it kept (`FuncExpectationBlock`, `FuncDSL`), its `Any?` blocks, its property
// blocks and its uncalled matcher functions. (Its second names, `returnValue`,
// `throwError` and `nil()`, are gone: one name per thing.) The engine knows none of it;
// each piece reaches the engine through the same doors as Scout's own API.

/// A block that answers a call from its ``Arguments``, as in the original Scout.
///
/// ```swift
/// func incrementBy(_ amount: Int) -> FuncExpectationBlock {
///     { args in try args[0, as: Int.self] + amount }
/// }
/// mock.expect.next(any()).to(incrementBy(1))
/// ```
public typealias FuncExpectationBlock = @Sendable (Arguments) throws -> Any?

/// The original Scout's name of ``CallExpectation``, kept so that its helpers
/// (`extension FuncDSL { … }`) compile as written.
public typealias FuncDSL = CallExpectation

extension CallExpectation {
    /// Expects as many calls as `times` allows (once by default), answered by a
    /// block whose result has no type of its own: the original Scout's `Any?`
    /// blocks, `.to { _ in nil }`, or a block that calls a completion handler and
    /// returns `nil`.
    ///
    /// - Parameters:
    ///   - times: How many calls it answers, and how many it requires.
    ///   - fileID: The file of the call site, where a failure is reported.
    ///   - filePath: The full path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    ///   - block: Computes each answer from the call's ``Arguments``; what it throws, a throwing call throws.
    /// - Returns: This builder, to chain another expectation for the same call with `and`.
    @discardableResult @_disfavoredOverload
    public func to(
        times: Times = .once,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        _ block: @escaping @Sendable (Arguments) throws -> Any?
    ) -> CallExpectation {
        expect(.syncBlock(block, times: times), at: CodeLocation(fileID, filePath, line, column))
    }
}

extension ExpectMember {
    /// Expects one read of the property, answered by `block` (which receives no
    /// arguments): the original Scout's ``FuncExpectationBlock``s. Scout's own form
    /// is ``get(times:_:)->Behavior``.
    ///
    /// - Parameters:
    ///   - fileID: The file of the call site, where a failure is reported.
    ///   - filePath: The full path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    ///   - block: Computes the value at the read; what it throws, the read throws.
    /// - Returns: This builder, to chain another expectation for the property with `and`.
    @discardableResult
    public func to<Value>(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        _ block: @escaping @Sendable (Arguments) throws -> Value
    ) -> ExpectMember {
        to(Behavior(RunBlock(block), times: .once), fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// A matcher function written without its call (`any`, `isNil`, `notNil`,
/// `isEmpty`), as the original Scout's tests wrote them: the matcher it makes.
func matcher(fromUncalledFunction value: Any) -> (any ArgMatcher)? {
    func made<Made: ArgMatcher>(_ type: Made.Type) -> Made? {
        if let make = value as? @Sendable () -> Made { return make() }
        if let make = value as? () -> Made { return make() }
        return nil
    }
    return made(NilMatcher.self) ?? made(NotNilMatcher.self) ?? made(AnyValueMatcher.self)
        ?? made(CountMatcher<EqualityMatcher<Int>>.self)
}
