/// Accepts a `Result` argument that is a success whose value `value` accepts: a
/// plain value (`isSuccess(3)`) or any matcher (`isSuccess(greaterThan(0))`).
///
/// - Parameter value: The value the success must hold, compared as ``equalTo(_:)->ArgMatcher`` compares.
/// - Returns: A matcher that accepts a `Result` that is a success holding `value`.
public func isSuccess<Value: Equatable & Sendable>(_ value: Value) -> some ArgMatcher {
    ResultMatcher(expectsSuccess: true, inner: EqualityMatcher(expected: value))
}

/// Accepts a `Result` argument that is a success whose value `matcher` accepts.
///
/// - Parameter matcher: The matcher that judges the success's value.
/// - Returns: A matcher that accepts a `Result` that is a success whose value `matcher` accepts.
public func isSuccess(_ matcher: some ArgMatcher) -> some ArgMatcher {
    ResultMatcher(expectsSuccess: true, inner: matcher)
}

/// Accepts a `Result` argument that is a success, whatever its value.
///
/// - Returns: A matcher that accepts any `Result` that is a success.
public func isSuccess() -> some ArgMatcher {
    ResultMatcher(expectsSuccess: true, inner: AnyValueMatcher())
}

/// Accepts a `Result` argument that is a failure with an error of type `type`:
/// `isFailure(NetworkError.self)`.
///
/// - Parameter type: The type the failure's error must be of.
/// - Returns: A matcher that accepts a `Result` that is a failure whose error is a `Failure`.
public func isFailure<Failure: Error>(_ type: Failure.Type) -> some ArgMatcher {
    ResultMatcher(expectsSuccess: false, inner: ErrorTypeMatcher<Failure>())
}

/// Accepts a `Result` argument that is a failure with an error equal to `error`:
/// `isFailure(NetworkError.offline)`.
///
/// - Parameter error: The error the failure must hold, compared with `==`.
/// - Returns: A matcher that accepts a `Result` that is a failure holding `error`.
public func isFailure<Failure: Error & Equatable & Sendable>(_ error: Failure) -> some ArgMatcher {
    ResultMatcher(expectsSuccess: false, inner: EqualityMatcher(expected: error))
}

/// Accepts a `Result` argument that is a failure with any error.
///
/// - Returns: A matcher that accepts any `Result` that is a failure.
public func isFailure() -> some ArgMatcher {
    ResultMatcher(expectsSuccess: false, inner: AnyValueMatcher())
}

/// A `Result` of any types, read without knowing them.
protocol AnyResult {
    /// The success value, or `nil` for a failure.
    var successValue: Any?? { get }
    /// The error, or `nil` for a success.
    var failureError: (any Error)? { get }
}

extension Result: AnyResult {
    var successValue: Any?? {
        if case .success(let value) = self { return .some(value) }
        return nil
    }

    var failureError: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

struct ResultMatcher: ArgMatcher, ComposedMatcher {
    let expectsSuccess: Bool
    let inner: any ArgMatcher

    var parts: [any ArgMatcher] { [inner] }

    /// "a success", "a success equal to 3", "a failure of type NetworkError".
    var description: String {
        let kind = expectsSuccess ? "a success" : "a failure"
        return inner is AnyValueMatcher ? kind : "\(kind) \(inner.description)"
    }

    func match(_ argument: Any?) -> ArgMatch {
        guard let result = flattened(argument) as? any AnyResult else {
            return isNilValue(argument) ? .mismatched : .wrongType(expected: Result<Any, any Error>.self)
        }
        if expectsSuccess {
            guard let value = result.successValue else { return .mismatched }
            return ArgMatch(inner.match(value).isMatch)
        }
        guard let error = result.failureError else { return .mismatched }
        return ArgMatch(inner.match(error).isMatch)
    }
}

/// Accepts an error of type `Failure`.
struct ErrorTypeMatcher<Failure: Error>: ArgMatcher {
    var description: String { "of type \(typeName(Failure.self))" }

    func match(_ argument: Any?) -> ArgMatch { ArgMatch(flattened(argument) is Failure) }
}
