/// A block that answers calls, kept with its result's static type so that a call
/// returning exactly that type gets the result directly: no `Any` box, no cast,
/// and for async blocks, no second async call through a type-erasing wrapper.
protocol SyncBlock: Sendable {
    /// Runs the block; its result as a `Value` when that is exactly its type,
    /// else what `otherwise` makes of it.
    func run<Value>(_ arguments: Arguments, as type: Value.Type, otherwise: (Any) throws -> Value) throws -> Value
}

/// The async form of ``SyncBlock``.
protocol AsyncBlock: AnyObject, Sendable {
    /// The block's result type: a call returning exactly it calls the block's
    /// body directly (`TypedAsyncBlock<Value>`), one async frame less than `run`.
    var resultType: Any.Type { get }

    func run<Value>(
        _ arguments: Arguments, as type: Value.Type, otherwise: (Any) throws -> Value
    ) async throws -> Value
}

final class TypedSyncBlock<Result>: SyncBlock {
    let body: @Sendable (Arguments) throws -> Result

    init(_ body: @escaping @Sendable (Arguments) throws -> Result) {
        self.body = body
    }

    func run<Value>(_ arguments: Arguments, as type: Value.Type, otherwise: (Any) throws -> Value) throws -> Value {
        let result = try body(arguments)
        if Result.self == Value.self { return unsafeBitCast(result, to: Value.self) }
        return try otherwise(result)
    }
}

final class TypedAsyncBlock<Result>: AsyncBlock {
    let body: @Sendable (Arguments) async throws -> Result

    init(_ body: @escaping @Sendable (Arguments) async throws -> Result) {
        self.body = body
    }

    var resultType: Any.Type { Result.self }

    func run<Value>(
        _ arguments: Arguments, as type: Value.Type, otherwise: (Any) throws -> Value
    ) async throws -> Value {
        let result = try await body(arguments)
        if Result.self == Value.self { return unsafeBitCast(result, to: Value.self) }
        return try otherwise(result)
    }
}
