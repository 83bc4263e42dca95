/// Blocks whose parameters are the call's arguments, typed, as the peers'
/// `.thenReturn { a, b in a + b }`:
///
/// ```swift
/// calculator.expect.add(any(), any()).toAlways { (a: Int, b: Int) in a + b }
/// store.expect.save(any(), completion: any()).to { (user: User, completion: @escaping @Sendable (Bool) -> Void) in
///     completion(true)
/// }
/// ```
///
/// The block takes every argument, in order. A parameter of another type than its
/// argument, or a block that takes more or fewer parameters than the call has
/// arguments, is a failure at the expectation that says which; the call then gets
/// a made value, as for any mistake in a block. A parameter of function type is
/// declared exactly as the requirement's, `@escaping` and `@Sendable` included;
/// ``calling(_:with:times:)`` calls a completion handler either way.
extension CallExpectation {
    /// Expects as many calls as `times` allows (once by default), each answered by
    /// `block` applied to the call's arguments, and requires its minimum.
    ///
    /// - Parameters:
    ///   - times: How many calls it answers, and how many it requires.
    ///   - fileID: The file of the call site, where a failure is reported.
    ///   - filePath: The full path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    ///   - block: Computes each answer from the call's arguments, in order; what it throws, a throwing call throws.
    /// - Returns: This builder, to chain another expectation for the same call with `and`.
    @discardableResult
    public func to<each Parameter, Value>(
        times: Times = .once,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        _ block: @escaping @Sendable (repeat each Parameter) throws -> Value
    ) -> CallExpectation {
        expect(
            .syncBlock({ arguments in try applying(block, to: arguments) }, times: times),
            at: CodeLocation(fileID, filePath, line, column))
    }

    /// Expects as many calls made with `await` as `times` allows (once by default),
    /// each answered by the async `block` applied to the call's arguments.
    ///
    /// - Parameters:
    ///   - times: How many calls it answers, and how many it requires.
    ///   - fileID: The file of the call site, where a failure is reported.
    ///   - filePath: The full path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    ///   - block: Computes each answer from the call's arguments, in order; what it throws, a throwing call throws.
    /// - Returns: This builder, to chain another expectation for the same call with `and`.
    @discardableResult
    public func to<each Parameter, Value>(
        times: Times = .once,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        _ block: @escaping @Sendable (repeat each Parameter) async throws -> Value
    ) -> CallExpectation {
        expect(
            .asyncBlock({ arguments in try await applying(block, to: arguments) }, times: times),
            at: CodeLocation(fileID, filePath, line, column))
    }

    /// Expects any number of calls, each answered by `block` applied to the call's
    /// arguments; `verify()` never requires one.
    ///
    /// - Parameters:
    ///   - fileID: The file of the call site, where a failure is reported.
    ///   - filePath: The full path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    ///   - block: Computes each answer from the call's arguments, in order; what it throws, a throwing call throws.
    /// - Returns: This builder, to chain another expectation for the same call with `and`.
    @discardableResult
    public func toAlways<each Parameter, Value>(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        _ block: @escaping @Sendable (repeat each Parameter) throws -> Value
    ) -> CallExpectation {
        expect(
            .syncBlock({ arguments in try applying(block, to: arguments) }, times: .unbounded),
            at: CodeLocation(fileID, filePath, line, column))
    }

    /// Expects any number of calls made with `await`, each answered by the async
    /// `block` applied to the call's arguments; `verify()` never requires one.
    ///
    /// - Parameters:
    ///   - fileID: The file of the call site, where a failure is reported.
    ///   - filePath: The full path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    ///   - block: Computes each answer from the call's arguments, in order; what it throws, a throwing call throws.
    /// - Returns: This builder, to chain another expectation for the same call with `and`.
    @discardableResult
    public func toAlways<each Parameter, Value>(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        _ block: @escaping @Sendable (repeat each Parameter) async throws -> Value
    ) -> CallExpectation {
        expect(
            .asyncBlock({ arguments in try await applying(block, to: arguments) }, times: .unbounded),
            at: CodeLocation(fileID, filePath, line, column))
    }
}

/// `block` called with `arguments`, each read as its parameter's type; throws the
/// mistake (a count or a type that differs) for the mock to report.
private func applying<each Parameter, Value>(
    _ block: (repeat each Parameter) throws -> Value, to arguments: Arguments
) throws -> Value {
    try arguments.checkCount(parameters: (repeat (each Parameter).self))
    var position = 0
    return try block(repeat try arguments.next((each Parameter).self, at: &position))
}

private func applying<each Parameter, Value>(
    _ block: (repeat each Parameter) async throws -> Value, to arguments: Arguments
) async throws -> Value {
    try arguments.checkCount(parameters: (repeat (each Parameter).self))
    var position = 0
    return try await block(repeat try arguments.next((each Parameter).self, at: &position))
}

extension Arguments {
    /// The arguments as a tuple of `types`, for a typed mock's block; throws the
    /// mistake (a count or a type that differs) for the mock to report.
    func read<each Parameter>(_ types: repeat (each Parameter).Type) throws -> (repeat each Parameter) {
        try checkCount(parameters: (repeat (each Parameter).self))
        var position = 0
        return (repeat try next((each Parameter).self, at: &position))
    }

    /// Throws unless the block's parameters are as many as the arguments.
    fileprivate func checkCount<each Parameter>(parameters: (repeat (each Parameter).Type)) throws {
        var types: [Any.Type] = []
        for type in repeat each parameters { types.append(type) }
        guard types.count != count else { return }
        throw ScoutError(.argumentAccess, Messages.blockParameterCount(types, in: selector, arguments: count))
    }

    /// The argument at `position`, as a `Value`; moves `position` on.
    fileprivate func next<Value>(_ type: Value.Type, at position: inout Int) throws -> Value {
        defer { position += 1 }
        let argument = self[position]
        if let value = argument.value as? Value { return value }
        throw ScoutError(
            .argumentAccess,
            Messages.blockParameterType(
                position, label: argument.label, in: selector, actual: argument.value, requested: Value.self))
    }
}
