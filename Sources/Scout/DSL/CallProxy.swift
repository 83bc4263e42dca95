import ScoutLowLevel

/// Calls a function that throws through the mock: `try mock.call.fetch(id: id)`;
/// with typed throws, `try mock.call(throwing: LoadError.self).load()`.
///
/// Pass every argument, with the requirement's labels (unlabeled ones are
/// `""`). The result is typed by inference; a statement call needs no annotation,
/// and under `await` the async form runs, so async blocks can answer:
///
/// ```swift
/// func fetch(id: Int) async throws -> User { try await mock.call.fetch(id: id) }
/// func parse<T: Decodable>(_ data: Data) throws -> T { try mock.call.parse(data) }
/// ```
///
/// Calls throw what their expectation throws: `mock.call` is a `CallProxy<any Error>`.
/// Through `mock.call(throwing: E.self)`, a `CallProxy<E>`, they throw only `E`: an
/// expectation that throws an error of another type is a failure at the
/// expectation, and the call throws a made `E` (see ``MockDefault``: a `CaseIterable`
/// error throws its first case), so the test goes on.
///
/// ```swift
/// func character(id: Int) async throws(CharacterError) -> Character {
///     try await mock.call(throwing: CharacterError.self).character(id: id)
/// }
/// ```
///
/// A requirement that cannot throw
/// forwards with ``RunProxy`` (`mock.run.reset()`), with no `try`. The original
/// Scout's line, `mock.call` forced with `try!`, still compiles, but an expectation
/// that throws there stops the process at the `try!`, which Scout cannot see.
@dynamicMemberLookup
public struct CallProxy<ThrownError: Error>: Sendable {
    // Inlinable, so that `mock.call.fetch(id:)` compiles to one engine call in the
    // mock's module, without the proxies' retains and releases.
    @usableFromInline let core: MockCore

    @_transparent @usableFromInline init(core: MockCore) {
        self.core = core
    }

    /// The function named `name`, ready to be called with its arguments.
    ///
    /// - Parameter name: The function's name, as written at the use site.
    /// - Returns: The function, to call with its arguments.
    @inlinable
    public subscript(dynamicMember name: String) -> CallMember<ThrownError> {
        @_transparent get { CallMember(core: core, name: name) }
    }
}

/// A function of the mock, called with its arguments: `mock.call.fetch(id: 1)`. It
/// throws only `ThrownError` (see ``CallProxy``).
@dynamicCallable
public struct CallMember<ThrownError: Error>: Sendable {
    @usableFromInline let core: MockCore
    @usableFromInline let name: String

    @_transparent @usableFromInline init(core: MockCore, name: String) {
        self.core = core
        self.name = name
    }

    /// Calls the function and returns what its expectation says.
    ///
    /// - Parameter arguments: The call's arguments, with their labels, as written at the call site.
    /// - Returns: The call's answer, of the type the call site infers.
    /// - Throws: What the expectation throws, when it is a `ThrownError`; else, after a failure, a made
    ///   `ThrownError` (see ``CallProxy``).
    @_transparent
    public func dynamicallyCall<Value>(
        withKeywordArguments arguments: KeyValuePairs<String, Any?>
    ) throws(ThrownError) -> Value {
        try core.call(name, .boxed(arguments), throwing: ThrownError.self)
    }

    /// Calls a function without saying its result type: a throwing function that
    /// returns nothing (`try mock.call.save(user)`), or a result cast or kept
    /// untyped, as the original Scout's mocks do. It returns what the expectation
    /// answers, `()` when it answers nothing.
    ///
    /// - Parameter arguments: The call's arguments, with their labels, as written at the call site.
    /// - Returns: The call's answer; `()` when it answers nothing.
    /// - Throws: What the expectation throws, when it is a `ThrownError`; else, after a failure, a made
    ///   `ThrownError` (see ``CallProxy``).
    @_transparent @discardableResult
    public func dynamicallyCall(
        withKeywordArguments arguments: KeyValuePairs<String, Any?>
    ) throws(ThrownError) -> Any {
        try core.call(name, .boxed(arguments), throwing: ThrownError.self)
    }

    /// Calls the function from async code; async blocks can answer it.
    ///
    /// - Parameter arguments: The call's arguments, with their labels, as written at the call site.
    /// - Returns: The call's answer, of the type the call site infers.
    /// - Throws: What the expectation throws, when it is a `ThrownError`; else, after a failure, a made
    ///   `ThrownError` (see ``CallProxy``).
    @_transparent
    public func dynamicallyCall<Value>(
        withKeywordArguments arguments: KeyValuePairs<String, Any?>
    ) async throws(ThrownError) -> Value {
        try await core.callAsync(name, .boxed(arguments), throwing: ThrownError.self)
    }

    /// Calls a function from async code without saying its result type: one that
    /// returns nothing, or a result cast or kept untyped.
    ///
    /// - Parameter arguments: The call's arguments, with their labels, as written at the call site.
    /// - Returns: The call's answer; `()` when it answers nothing.
    /// - Throws: What the expectation throws, when it is a `ThrownError`; else, after a failure, a made
    ///   `ThrownError` (see ``CallProxy``).
    @_transparent @discardableResult
    public func dynamicallyCall(
        withKeywordArguments arguments: KeyValuePairs<String, Any?>
    ) async throws(ThrownError) -> Any {
        try await core.callAsync(name, .boxed(arguments), throwing: ThrownError.self)
    }

    // Calls whose arguments are all `Int`, all `Bool` or all `Double` (see
    // `ScalarArgument`): on the mock's fast path their bits reach the engine
    // unboxed; on the portable path they are boxed like any others. The same
    // overloads in every build, with a body for each: optimized, `withScalars`
    // folds to the case the call site needs; unoptimized, where that generic code
    // would look metadata up at each step, `scalars` reads the call site's pairs in
    // place. Each overload writes its body out (here and in `RunMember`): a shared
    // helper would take the call as a closure, which costs more unoptimized. (The
    // measurements: the Performance article, "Measurements behind the code".) There
    // is no such overload for calls returning nothing: it would be ambiguous with
    // these.

    /// Calls the function with arguments that are all `Int`, all `Bool` or all
    /// `Double`: the same call, without boxing them (see ``ScalarArgument``).
    ///
    /// - Parameter arguments: The call's arguments, with their labels, as written at the call site: all `Int`,
    ///   all `Bool` or all `Double`.
    /// - Returns: The call's answer, of the type the call site infers.
    /// - Throws: What the expectation throws, when it is a `ThrownError`; else, after a failure, a made
    ///   `ThrownError` (see ``CallProxy``).
    @_transparent
    public func dynamicallyCall<Value, Argument: ScalarArgument>(
        withKeywordArguments arguments: KeyValuePairs<String, Argument>
    ) throws(ThrownError) -> Value {
        #if DEBUG
            let result: Value = try core.call(
                name, CallArguments.scalars(arguments, fastPath: core.fastPath), throwing: ThrownError.self)
            // The label bits are the call site's strings: its pairs live until here.
            _fixLifetime(arguments)
            return result
        #else
            return try CallArguments.withScalars(arguments, fastPath: core.fastPath) {
                arguments throws(ThrownError) in
                try core.call(name, arguments, throwing: ThrownError.self)
            }
        #endif
    }

    /// Calls the function from async code, with arguments that are all `Int`,
    /// all `Bool` or all `Double`.
    ///
    /// - Parameter arguments: The call's arguments, with their labels, as written at the call site: all `Int`,
    ///   all `Bool` or all `Double`.
    /// - Returns: The call's answer, of the type the call site infers.
    /// - Throws: What the expectation throws, when it is a `ThrownError`; else, after a failure, a made
    ///   `ThrownError` (see ``CallProxy``).
    @_transparent
    public func dynamicallyCall<Value, Argument: ScalarArgument>(
        withKeywordArguments arguments: KeyValuePairs<String, Argument>
    ) async throws(ThrownError) -> Value {
        #if DEBUG
            let result: Value = try await core.callAsync(
                name, CallArguments.scalars(arguments, fastPath: core.fastPath), throwing: ThrownError.self)
            // The label bits are the call site's strings: its pairs live until here.
            _fixLifetime(arguments)
            return result
        #else
            return try await CallArguments.withScalars(arguments, fastPath: core.fastPath) {
                arguments async throws(ThrownError) in
                try await core.callAsync(name, arguments, throwing: ThrownError.self)
            }
        #endif
    }
}

extension CallMember where ThrownError == any Error {
    /// Calls the function and returns what its expectation says: `mock.call`'s
    /// form, which passes the expectation's error on as it is, without the typed
    /// forms' checks.
    ///
    /// - Parameter arguments: The call's arguments, with their labels, as written at the call site.
    /// - Returns: The call's answer, of the type the call site infers.
    /// - Throws: What the expectation throws, or a ``ScoutError`` when the mock has no value to return.
    @_transparent
    public func dynamicallyCall<Value>(
        withKeywordArguments arguments: KeyValuePairs<String, Any?>
    ) throws -> Value {
        try core.call(name, .boxed(arguments))
    }

    /// Calls the function with arguments that are all `Int`, all `Bool` or all
    /// `Double`, without boxing them: `mock.call`'s form.
    ///
    /// - Parameter arguments: The call's arguments, with their labels, as written at the call site: all `Int`,
    ///   all `Bool` or all `Double`.
    /// - Returns: The call's answer, of the type the call site infers.
    /// - Throws: What the expectation throws, or a ``ScoutError`` when the mock has no value to return.
    @_transparent
    public func dynamicallyCall<Value, Argument: ScalarArgument>(
        withKeywordArguments arguments: KeyValuePairs<String, Argument>
    ) throws -> Value {
        #if DEBUG
            let result: Value = try core.call(name, CallArguments.scalars(arguments, fastPath: core.fastPath))
            // The label bits are the call site's strings: its pairs live until here.
            _fixLifetime(arguments)
            return result
        #else
            return try CallArguments.withScalars(arguments, fastPath: core.fastPath) { try core.call(name, $0) }
        #endif
    }
}
