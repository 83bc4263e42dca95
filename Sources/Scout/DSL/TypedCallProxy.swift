/// Calls functions whose requirement uses typed throws:
/// `try mock.call(throwing: CharacterError.self).character(id: id)`.
///
/// ```swift
/// func character(id: Int) async throws(CharacterError) -> Character {
///     try await mock.call(throwing: CharacterError.self).character(id: id)
/// }
/// ```
///
/// A requirement that cannot throw forwards with ``RunProxy``, `mock.run.count()`,
/// which is the same as `mock.call(throwing: Never.self).count()`.
///
/// An expectation that throws an error of another type is a failure at the
/// expectation. When a call has no value to return after such a mistake, it throws
/// a made `ThrownError` (see ``MockDefault``: a `CaseIterable` error throws its first
/// case), so the test goes on.
@dynamicMemberLookup
public struct TypedCallProxy<ThrownError: Error>: Sendable {
    let core: MockCore

    /// The function named `name`, ready to be called with its arguments.
    public subscript(dynamicMember name: String) -> TypedCallMember<ThrownError> {
        TypedCallMember(core: core, name: name)
    }
}

/// A function of the mock that throws only `ThrownError`.
@dynamicCallable
public struct TypedCallMember<ThrownError: Error>: Sendable {
    let core: MockCore
    let name: String

    /// Calls the function and returns what its expectation says.
    public func dynamicallyCall<Value>(
        withKeywordArguments arguments: KeyValuePairs<String, Any?>
    ) throws(ThrownError) -> Value {
        do {
            return try core.call(name, .boxed(arguments), throwing: .only(ThrownError.self))
        } catch {
            throw Self.typed(error, returning: Value.self)
        }
    }

    /// Calls a function without saying its result type: one that returns nothing,
    /// or a result cast or kept untyped. It returns what the expectation answers,
    /// `()` when it answers nothing.
    @discardableResult
    public func dynamicallyCall(withKeywordArguments arguments: KeyValuePairs<String, Any?>) throws(ThrownError) -> Any {
        do {
            return try core.call(name, .boxed(arguments), throwing: .only(ThrownError.self))
        } catch {
            throw Self.typed(error, returning: Any.self)
        }
    }

    /// Calls the function from async code; async blocks can answer it.
    public func dynamicallyCall<Value>(
        withKeywordArguments arguments: KeyValuePairs<String, Any?>
    ) async throws(ThrownError) -> Value {
        do {
            return try await core.callAsync(name, .boxed(arguments), throwing: .only(ThrownError.self))
        } catch {
            throw Self.typed(error, returning: Value.self)
        }
    }

    /// Calls a function from async code without saying its result type.
    @discardableResult
    public func dynamicallyCall(
        withKeywordArguments arguments: KeyValuePairs<String, Any?>
    ) async throws(ThrownError) -> Any {
        do {
            return try await core.callAsync(name, .boxed(arguments), throwing: .only(ThrownError.self))
        } catch {
            throw Self.typed(error, returning: Any.self)
        }
    }

    /// The error as `ThrownError`. The engine lets only those through, except its own
    /// "no value to return" error: the test has already failed then, so a made
    /// `ThrownError` is thrown and the test goes on; when none can be made either, the
    /// process stops with a message saying which line to add.
    private static func typed(_ error: any Error, returning type: Any.Type) -> ThrownError {
        if let failure = error as? ThrownError { return failure }
        if let made = MadeValues.make(ThrownError.self) { return made }
        // The first line of Scout's error says what happened; the rest assumes a throw.
        let headline = String(describing: error).split(separator: "\n").first.map(String.init) ?? ""
        fatalError(Messages.noValueNorError(headline, errorType: ThrownError.self, returning: type))
    }
}
