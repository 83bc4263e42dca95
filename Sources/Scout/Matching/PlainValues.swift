import ScoutLowLevel

/// Turns what a test wrote for an argument into a matcher: matchers stay as they
/// are, `nil` means ``isNil()``, a range means "in the range", a metatype means
/// "this type", and any `Equatable` value means ``equalTo(_:)``.
///
/// Returns `nil` for a value Scout cannot compare (not `Equatable`): the caller
/// reports that where the expectation is set.
func matcher(forPlainValue value: Any?) -> (any ArgMatcher)? {
    plainScalarMatcher(value) ?? matcher(forOtherValue: value)
}

/// ``matcher(forPlainValue:)`` for a value `plainScalarMatcher` does not take.
func matcher(forOtherValue value: Any?) -> (any ArgMatcher)? {
    guard let value else { return NilMatcher() }
    if let common = CommonMatchers.matcher(value) { return common }
    if let matcher = value as? any ArgMatcher { return matcher }
    if let range = value as? any MatchableRange { return range.plainValueMatcher }
    if let type = value as? any Any.Type { return MetatypeMatcher(expected: type) }
    if let equatable = value as? any Equatable { return equalityMatcher(equatable) }
    return matcher(fromUncalledFunction: value)
}

/// The matcher of a plain `Int`, `String`, `Bool` or `Double`, told by its type's
/// metadata alone: the casts to protocols below cost about 1,000 instructions each
/// (a conformance lookup), and these are the values tests write most. Such a
/// matcher holds no value Scout cannot compare.
@inline(__always)
func plainScalarMatcher(_ value: Any?) -> (any ArgMatcher)? {
    guard let value else { return nil }
    let type = type(of: value)
    // The type is known: opening the box costs less than a cast (about 250
    // instructions each, callgrind, release).
    if type == Int.self { return EqualityMatcher(expected: unbox(value, as: Int.self)) }
    if type == String.self { return EqualityMatcher(expected: unbox(value, as: String.self)) }
    if type == Bool.self { return EqualityMatcher(expected: unbox(value, as: Bool.self)) }
    if type == Double.self { return EqualityMatcher(expected: unbox(value, as: Double.self)) }
    return nil
}

private func equalityMatcher<Value: Equatable>(_ value: Value) -> any ArgMatcher {
    EqualityMatcher(expected: value)
}

/// Accepts exactly the metatype given: `expect.resolve(User.self)`.
struct MetatypeMatcher: ArgMatcher {
    let expected: any Any.Type

    var description: String { "\(typeName(expected)).self" }

    func match(_ argument: Any?) -> ArgMatch {
        guard let argument = flattened(argument) else { return .mismatched }
        guard let type = argument as? any Any.Type else {
            return .wrongType(expected: Any.Type.self)
        }
        return ArgMatch(ObjectIdentifier(type) == ObjectIdentifier(expected))
    }
}
