/// Turns what a test wrote for an argument into a matcher: matchers stay as they
/// are, `nil` means ``isNil()``, a range means "in the range", a metatype means
/// "this type", and any `Equatable` value means ``equalTo(_:)``.
///
/// Returns `nil` for a value Scout cannot compare (not `Equatable`): the caller
/// reports that where the expectation is set.
func matcher(forPlainValue value: Any?) -> (any ArgMatcher)? {
    guard let value else { return NilMatcher() }
    if let matcher = value as? any ArgMatcher { return matcher }
    if let range = value as? any MatchableRange { return range.plainValueMatcher }
    if let type = value as? any Any.Type { return MetatypeMatcher(expected: type) }
    if let equatable = value as? any Equatable { return equalityMatcher(equatable) }
    return matcher(fromUncalledFunction: value)
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
