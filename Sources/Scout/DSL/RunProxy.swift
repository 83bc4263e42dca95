import ScoutLowLevel

/// Calls a function that cannot throw through the mock, without `try`:
/// `mock.run.reset()`.
///
/// Pass every argument, with the requirement's labels (unlabeled ones are `""`).
/// The result takes its type from the requirement; a statement call returns
/// nothing, and under `await` the async form runs, so async blocks can answer:
///
/// ```swift
/// func reset() { mock.run.reset() }
/// func count(of item: String) -> Int { mock.run.count(of: item) }
/// func season(_ dish: inout String) { dish = mock.run.season(dish) }
/// func refresh() async { await mock.run.refresh() }
/// ```
///
/// An expectation that throws here is a failure at the expectation, and the call
/// returns a value Scout makes (see ``MockDefault``), so the test goes on. Calls
/// that throw forward with `try mock.call` (see ``CallProxy``).
@dynamicMemberLookup
public struct RunProxy: Sendable {
    @usableFromInline let core: MockCore

    @_transparent @usableFromInline init(core: MockCore) {
        self.core = core
    }

    /// The function named `name`, ready to be called with its arguments.
    ///
    /// - Parameter name: The function's name, as written at the use site.
    /// - Returns: The function, to call with its arguments.
    @inlinable
    public subscript(dynamicMember name: String) -> RunMember {
        @_transparent get { RunMember(core: core, name: name) }
    }
}

/// A function of the mock that cannot throw, called with its arguments:
/// `mock.run.count(of: "tea")`.
@dynamicCallable
public struct RunMember: Sendable {
    @usableFromInline let core: MockCore
    @usableFromInline let name: String

    @_transparent @usableFromInline init(core: MockCore, name: String) {
        self.core = core
        self.name = name
    }

    /// Calls the function and returns what its expectation says.
    ///
    /// - Parameter arguments: The call's arguments, with their labels, as written at the call site.
    /// - Returns: The call's answer, of the type the call site infers; a made value when its expectation throws.
    @_transparent
    public func dynamicallyCall<Value>(withKeywordArguments arguments: KeyValuePairs<String, Any?>) -> Value {
        core.run(name, .boxed(arguments))
    }

    /// Calls a function that returns nothing: `mock.run.reset()`.
    ///
    /// - Parameter arguments: The call's arguments, with their labels, as written at the call site.
    @_transparent
    public func dynamicallyCall(withKeywordArguments arguments: KeyValuePairs<String, Any?>) {
        let _: Void = core.run(name, .boxed(arguments))
    }

    /// Calls the function from async code; async blocks can answer it.
    ///
    /// - Parameter arguments: The call's arguments, with their labels, as written at the call site.
    /// - Returns: The call's answer, of the type the call site infers; a made value when its expectation throws.
    @_transparent
    public func dynamicallyCall<Value>(withKeywordArguments arguments: KeyValuePairs<String, Any?>) async -> Value {
        await core.runAsync(name, .boxed(arguments))
    }

    /// Calls a function that returns nothing from async code.
    ///
    /// - Parameter arguments: The call's arguments, with their labels, as written at the call site.
    @_transparent
    public func dynamicallyCall(withKeywordArguments arguments: KeyValuePairs<String, Any?>) async {
        let _: Void = await core.runAsync(name, .boxed(arguments))
    }

    // Calls whose arguments share one scalar type, as for `CallMember`: the same
    // overloads in every build, with a body for each (see `CallMember`).

    /// Calls the function with arguments that are all `Int`, all `Bool` or all
    /// `Double`: the same call, without boxing them (see ``ScalarArgument``).
    ///
    /// - Parameter arguments: The call's arguments, with their labels, as written at the call site: all `Int`,
    ///   all `Bool` or all `Double`.
    /// - Returns: The call's answer, of the type the call site infers; a made value when its expectation throws.
    @_transparent
    public func dynamicallyCall<Value, Argument: ScalarArgument>(
        withKeywordArguments arguments: KeyValuePairs<String, Argument>
    ) -> Value {
        #if DEBUG
            let result: Value = core.run(name, CallArguments.scalars(arguments, fastPath: core.fastPath))
            // The label bits are the call site's strings: its pairs live until here.
            _fixLifetime(arguments)
            return result
        #else
            return CallArguments.withScalars(arguments, fastPath: core.fastPath) { core.run(name, $0) }
        #endif
    }

    /// Calls the function from async code, with arguments that are all `Int`,
    /// all `Bool` or all `Double`.
    ///
    /// - Parameter arguments: The call's arguments, with their labels, as written at the call site: all `Int`,
    ///   all `Bool` or all `Double`.
    /// - Returns: The call's answer, of the type the call site infers; a made value when its expectation throws.
    @_transparent
    public func dynamicallyCall<Value, Argument: ScalarArgument>(
        withKeywordArguments arguments: KeyValuePairs<String, Argument>
    ) async -> Value {
        #if DEBUG
            let result: Value = await core.runAsync(name, CallArguments.scalars(arguments, fastPath: core.fastPath))
            // The label bits are the call site's strings: its pairs live until here.
            _fixLifetime(arguments)
            return result
        #else
            return await CallArguments.withScalars(arguments, fastPath: core.fastPath) {
                await core.runAsync(name, $0)
            }
        #endif
    }
}
