/// Scout's matchers, typed: where a generated mock's member takes an argument of
/// type `Value`, each gives an ``Arg`` of that type, so that a matcher of another
/// type does not compile. Elsewhere (the dynamic proxies) the untyped matcher of
/// the same name is used: these are disfavored.

/// Accepts any argument of the parameter's type.
///
/// - Returns: The matcher, typed for the parameter.
@_disfavoredOverload
public func any<Value>() -> Arg<Value> { Arg(AnyValueMatcher()) }

/// Accepts an argument equal to `value`; see ``equalTo(_:)``.
///
/// - Parameter value: The value the argument must equal.
/// - Returns: The matcher, typed for the parameter.
/// Inlinable, as the untyped one, so that the call site knows the matcher's type.
@_disfavoredOverload
@inlinable
public func equalTo<Value: Equatable>(_ value: Value) -> Arg<Value> { Arg(EqualityMatcher(expected: value)) }

/// Accepts an argument not equal to `value`.
///
/// - Parameter value: The value the argument must not equal.
/// - Returns: The matcher, typed for the parameter.
@_disfavoredOverload
public func not<Value: Equatable>(_ value: Value) -> Arg<Value> { Arg(NotMatcher(inner: combinable(value))) }

/// Accepts an argument that `matcher` rejects.
///
/// - Parameter matcher: The matcher whose verdict is reversed.
/// - Returns: The matcher, typed for the parameter.
@_disfavoredOverload
public func not<Value>(_ matcher: Arg<Value>) -> Arg<Value> { Arg(NotMatcher(inner: matcher.matcher)) }

/// Accepts an argument every one of `matchers` accepts.
///
/// - Parameter matchers: The matchers, each of the parameter's type.
/// - Returns: The matcher, typed for the parameter.
@_disfavoredOverload
public func allOf<Value>(_ matchers: Arg<Value>...) -> Arg<Value> {
    Arg(AllOfMatcher(matchers: matchers.map(\.matcher)))
}

/// Accepts an argument one of `matchers` accepts.
///
/// - Parameter matchers: The matchers, each of the parameter's type.
/// - Returns: The matcher, typed for the parameter.
@_disfavoredOverload
public func anyOf<Value>(_ matchers: Arg<Value>...) -> Arg<Value> {
    Arg(AnyOfMatcher(matchers: matchers.map(\.matcher)))
}

/// Accepts an argument equal to one of `values`.
///
/// - Parameter values: The values the argument may equal.
/// - Returns: The matcher, typed for the parameter.
@_disfavoredOverload
public func anyOf<Value: Equatable>(_ values: Value...) -> Arg<Value> {
    Arg(AnyOfMatcher(matchers: values.map(combinable)))
}

/// Accepts an argument greater than `bound`.
///
/// - Parameter bound: The bound, excluded.
/// - Returns: The matcher, typed for the parameter.
@_disfavoredOverload
public func greaterThan<Value: Comparable>(_ bound: Value) -> Arg<Value> {
    Arg(ComparisonMatcher(bound: bound, relation: .greaterThan))
}

/// Accepts an argument less than `bound`.
///
/// - Parameter bound: The bound, excluded.
/// - Returns: The matcher, typed for the parameter.
@_disfavoredOverload
public func lessThan<Value: Comparable>(_ bound: Value) -> Arg<Value> {
    Arg(ComparisonMatcher(bound: bound, relation: .lessThan))
}

/// Accepts an argument of at least `bound`.
///
/// - Parameter bound: The bound, included.
/// - Returns: The matcher, typed for the parameter.
@_disfavoredOverload
public func atLeast<Value: Comparable>(_ bound: Value) -> Arg<Value> {
    Arg(ComparisonMatcher(bound: bound, relation: .atLeast))
}

/// Accepts an argument of at most `bound`.
///
/// - Parameter bound: The bound, included.
/// - Returns: The matcher, typed for the parameter.
@_disfavoredOverload
public func atMost<Value: Comparable>(_ bound: Value) -> Arg<Value> {
    Arg(ComparisonMatcher(bound: bound, relation: .atMost))
}

/// Accepts an argument within `range`.
///
/// - Parameter range: The values accepted.
/// - Returns: The matcher, typed for the parameter.
@_disfavoredOverload
public func inRange<Value>(_ range: ClosedRange<Value>) -> Arg<Value> { Arg(RangeMatcher(range: range)) }

/// Accepts an argument within `range`.
///
/// - Parameter range: The values accepted.
/// - Returns: The matcher, typed for the parameter.
@_disfavoredOverload
public func inRange<Value>(_ range: Range<Value>) -> Arg<Value> { Arg(RangeMatcher(range: range)) }

/// Accepts an argument within `range`.
///
/// - Parameter range: The values accepted.
/// - Returns: The matcher, typed for the parameter.
@_disfavoredOverload
public func inRange<Value>(_ range: PartialRangeFrom<Value>) -> Arg<Value> { Arg(RangeMatcher(range: range)) }

/// Accepts an argument within `range`.
///
/// - Parameter range: The values accepted.
/// - Returns: The matcher, typed for the parameter.
@_disfavoredOverload
public func inRange<Value>(_ range: PartialRangeThrough<Value>) -> Arg<Value> { Arg(RangeMatcher(range: range)) }

/// Accepts an argument within `range`.
///
/// - Parameter range: The values accepted.
/// - Returns: The matcher, typed for the parameter.
@_disfavoredOverload
public func inRange<Value>(_ range: PartialRangeUpTo<Value>) -> Arg<Value> { Arg(RangeMatcher(range: range)) }

/// Accepts `nil`, for an optional parameter.
///
/// - Returns: The matcher, typed for the parameter.
@_disfavoredOverload
public func isNil<Wrapped>() -> Arg<Wrapped?> { Arg(NilMatcher()) }

/// Accepts any value but `nil`, for an optional parameter.
///
/// - Returns: The matcher, typed for the parameter.
@_disfavoredOverload
public func notNil<Wrapped>() -> Arg<Wrapped?> { Arg(NotNilMatcher()) }

/// Accepts an argument for which `predicate` returns `true`: `satisfying { $0 > 0 }`.
///
/// - Parameters:
///   - description: What the condition is, for failure messages.
///   - predicate: Judges the argument; it runs outside the mock's lock.
/// - Returns: The matcher, typed for the parameter.
@_disfavoredOverload
public func satisfying<Value>(
    _ description: String? = nil, _ predicate: @escaping @Sendable (Value) -> Bool
) -> Arg<Value> {
    Arg(PredicateMatcher(summary: description, predicate: predicate))
}

/// Accepts an argument whose property at `keyPath` equals `value`.
///
/// - Parameters:
///   - keyPath: The property judged.
///   - value: The value it must equal.
/// - Returns: The matcher, typed for the parameter.
@_disfavoredOverload
public func having<Root, Value: Equatable & Sendable>(
    _ keyPath: any KeyPath<Root, Value> & Sendable, _ value: Value
) -> Arg<Root> {
    Arg(KeyPathMatcher(keyPath: keyPath, inner: EqualityMatcher(expected: value)))
}

/// Accepts an argument whose property at `keyPath` `matcher` accepts.
///
/// - Parameters:
///   - keyPath: The property judged.
///   - matcher: The matcher of the property, of its type.
/// - Returns: The matcher, typed for the parameter.
@_disfavoredOverload
public func having<Root, Value>(_ keyPath: any KeyPath<Root, Value> & Sendable, _ matcher: Arg<Value>) -> Arg<Root> {
    Arg(KeyPathMatcher(keyPath: keyPath, inner: matcher.matcher))
}

/// Accepts the very object `object` (`===`).
///
/// - Parameter object: The object the argument must be.
/// - Returns: The matcher, typed for the parameter.
@_disfavoredOverload
public func identicalTo<Value: AnyObject>(_ object: Value) -> Arg<Value> { Arg(IdentityMatcher(expected: object)) }

/// Accepts an argument of the parameter's type that is an instance of `type`
/// (a subclass, or a conforming type for an existential parameter).
///
/// - Parameter type: The type the argument must be an instance of.
/// - Returns: The matcher, typed for the parameter.
@_disfavoredOverload
public func instance<Value, Instance>(of type: Instance.Type) -> Arg<Value> { Arg(InstanceMatcher<Instance>()) }
