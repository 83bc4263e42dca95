/// Accepts an argument whose property at `keyPath` equals `value`:
/// `having(\User.id, 3)` accepts any `User` whose `id` is 3.
///
/// - Parameters:
///   - keyPath: The path from the argument, a `Root`, to the property judged.
///   - value: The value the property must equal.
/// - Returns: A matcher that accepts a `Root` whose property at `keyPath` equals `value`.
public func having<Root, Value: Equatable & Sendable>(
    _ keyPath: any KeyPath<Root, Value> & Sendable, _ value: Value
) -> some ArgMatcher {
    KeyPathMatcher(keyPath: keyPath, inner: EqualityMatcher(expected: value))
}

/// Accepts an argument whose property at `keyPath` `matcher` accepts:
/// `having(\User.name, hasPrefix("A"))`.
///
/// - Parameters:
///   - keyPath: The path from the argument, a `Root`, to the property judged.
///   - matcher: The matcher that judges the property's value.
/// - Returns: A matcher that accepts a `Root` whose property at `keyPath` `matcher` accepts.
public func having<Root, Value>(
    _ keyPath: any KeyPath<Root, Value> & Sendable, _ matcher: some ArgMatcher
) -> some ArgMatcher {
    KeyPathMatcher(keyPath: keyPath, inner: matcher)
}

struct KeyPathMatcher<Root, Value>: ArgMatcher, ComposedMatcher {
    let keyPath: any KeyPath<Root, Value> & Sendable
    let inner: any ArgMatcher

    var parts: [any ArgMatcher] { [inner] }

    /// "\User.id equal to 3".
    var description: String { "\(keyPath) \(inner.description)" }

    func match(_ argument: Any?) -> ArgMatch {
        guard let root = flattened(argument) as? Root else {
            return isNilValue(argument) ? .mismatched : .wrongType(expected: Root.self)
        }
        return ArgMatch(inner.match(root[keyPath: keyPath]).isMatch)
    }
}
