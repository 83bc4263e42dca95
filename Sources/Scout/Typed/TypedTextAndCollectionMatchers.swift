/// Scout's text, collection, number and `Result` matchers, typed (see
/// TypedMatchers.swift).

/// Accepts a `String` that begins with `prefix`.
///
/// - Parameter prefix: The text the argument must begin with.
/// - Returns: The matcher, typed for the parameter.
@_disfavoredOverload
public func hasPrefix(_ prefix: String) -> Arg<String> { Arg(StringMatcher(operand: prefix, relation: .prefix)) }

/// Accepts a `String` that ends with `suffix`.
///
/// - Parameter suffix: The text the argument must end with.
/// - Returns: The matcher, typed for the parameter.
@_disfavoredOverload
public func hasSuffix(_ suffix: String) -> Arg<String> { Arg(StringMatcher(operand: suffix, relation: .suffix)) }

/// Accepts a `String` that the regular expression `pattern` matches as a whole;
/// see ``matches(pattern:)``.
///
/// - Parameter pattern: The regular expression, as text.
/// - Returns: The matcher, typed for the parameter.
@_disfavoredOverload
public func matches(pattern: String) -> Arg<String> { Arg(matches(pattern: pattern) as any ArgMatcher) }

/// Accepts a sequence that contains `element`.
///
/// - Parameter element: The element the argument must contain.
/// - Returns: The matcher, typed for the parameter.
@_disfavoredOverload
public func contains<Value: Sequence>(_ element: Value.Element) -> Arg<Value> where Value.Element: Equatable {
    Arg(ContainsMatcher(element: element))
}

/// Accepts a collection of `count` elements.
///
/// - Parameter count: The number of elements.
/// - Returns: The matcher, typed for the parameter.
@_disfavoredOverload
public func hasCount<Value: Collection>(_ count: Int) -> Arg<Value> {
    Arg(CountMatcher(count: EqualityMatcher(expected: count)))
}

/// Accepts a collection whose number of elements `matcher` accepts.
///
/// - Parameter matcher: The matcher of the count.
/// - Returns: The matcher, typed for the parameter.
@_disfavoredOverload
public func hasCount<Value: Collection>(_ matcher: Arg<Int>) -> Arg<Value> { Arg(CountMatcher(count: matcher)) }

/// Accepts an empty collection.
///
/// - Returns: The matcher, typed for the parameter.
@_disfavoredOverload
public func isEmpty<Value: Collection>() -> Arg<Value> {
    Arg(CountMatcher(count: EqualityMatcher(expected: 0), summary: "empty"))
}

/// Accepts a number within `tolerance` of `value`.
///
/// - Parameters:
///   - value: The number expected.
///   - tolerance: How far the argument may be from it.
/// - Returns: The matcher, typed for the parameter.
@_disfavoredOverload
public func approximately<Value: BinaryFloatingPoint & Sendable>(_ value: Value, tolerance: Value) -> Arg<Value> {
    Arg(ApproximateMatcher(value: value, tolerance: abs(tolerance)))
}

/// Accepts a successful `Result` holding `value`.
///
/// - Parameter value: The value the success must hold.
/// - Returns: The matcher, typed for the parameter.
@_disfavoredOverload
public func isSuccess<Success: Equatable & Sendable, Failure: Error>(_ value: Success) -> Arg<Result<Success, Failure>>
{
    Arg(ResultMatcher(expectsSuccess: true, inner: EqualityMatcher(expected: value)))
}

/// Accepts any successful `Result`.
///
/// - Returns: The matcher, typed for the parameter.
@_disfavoredOverload
public func isSuccess<Success, Failure: Error>() -> Arg<Result<Success, Failure>> {
    Arg(ResultMatcher(expectsSuccess: true, inner: AnyValueMatcher()))
}

/// Accepts any failed `Result`.
///
/// - Returns: The matcher, typed for the parameter.
@_disfavoredOverload
public func isFailure<Success, Failure: Error>() -> Arg<Result<Success, Failure>> {
    Arg(ResultMatcher(expectsSuccess: false, inner: AnyValueMatcher()))
}

/// Accepts a failed `Result` holding `error`.
///
/// - Parameter error: The error the failure must hold.
/// - Returns: The matcher, typed for the parameter.
@_disfavoredOverload
public func isFailure<Success, Failure: Error & Equatable & Sendable>(_ error: Failure) -> Arg<Result<Success, Failure>>
{
    Arg(ResultMatcher(expectsSuccess: false, inner: EqualityMatcher(expected: error)))
}
