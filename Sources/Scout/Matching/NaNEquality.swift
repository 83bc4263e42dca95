/// Equality for values that hold a floating-point NaN somewhere (`[Double.nan]`,
/// `Point(x: .nan)`), where `==` is never true: field by field, by `Mirror`, NaN
/// equal to NaN and every other leaf by its own `==`. Bounded in depth and count,
/// so a huge or deep value costs what the bound allows.
@usableFromInline
enum NaNEquality {
    private static let maximumDepth = 16
    private static let maximumValues = 10_000

    /// Whether a value of `Value` may hold a NaN: not for the types expectations
    /// name most (integers, `Bool`, text), told by their metadata alone. Asking
    /// `contains` of them costs a cast and a `Mirror` (callgrind, release: about
    /// 10,000 instructions per `equalTo(1)`).
    @inline(__always)
    @inlinable
    static func mayHoldNaN<Value>(_ type: Value.Type) -> Bool {
        !(Value.self == Int.self || Value.self == String.self || Value.self == Bool.self
            || Value.self == Int64.self || Value.self == Int32.self || Value.self == UInt.self
            || Value.self == UInt64.self || Value.self == UInt32.self || Value.self == Int16.self
            || Value.self == UInt16.self || Value.self == Int8.self || Value.self == UInt8.self
            || Value.self == Character.self || Value.self == Substring.self)
    }

    /// Whether `value` holds a NaN within the bounds.
    @usableFromInline
    static func contains(_ value: Any?) -> Bool {
        var budget = maximumValues
        return contains(value, depth: 0, budget: &budget)
    }

    /// Whether `actual` equals `expected` with NaN equal to NaN: the same type,
    /// and the same leaves in the same places.
    static func equal(_ actual: Any?, _ expected: Any?) -> Bool {
        var budget = maximumValues
        return equal(actual, expected, depth: 0, budget: &budget)
    }

    private static func contains(_ value: Any?, depth: Int, budget: inout Int) -> Bool {
        budget -= 1
        guard budget >= 0, depth < maximumDepth, let value = flattened(value) else { return false }
        if let floating = value as? any FloatingPoint { return floating.isNaN }
        for child in Mirror(reflecting: value).children where contains(child.value, depth: depth + 1, budget: &budget) {
            return true
        }
        return false
    }

    private static func equal(_ actual: Any?, _ expected: Any?, depth: Int, budget: inout Int) -> Bool {
        budget -= 1
        guard budget >= 0, depth < maximumDepth else { return false }
        guard let actual = flattened(actual), let expected = flattened(expected) else {
            return flattened(actual) == nil && flattened(expected) == nil
        }
        guard type(of: actual) == type(of: expected) else { return false }
        if let floating = expected as? any FloatingPoint { return sameFloating(floating, actual) }
        let actualMirror = Mirror(reflecting: actual)
        let expectedMirror = Mirror(reflecting: expected)
        guard !expectedMirror.children.isEmpty else { return leafEqual(actual, expected) }
        guard actualMirror.displayStyle == expectedMirror.displayStyle,
            actualMirror.children.count == expectedMirror.children.count
        else { return false }
        for (one, other) in zip(actualMirror.children, expectedMirror.children) {
            guard one.label == other.label, equal(one.value, other.value, depth: depth + 1, budget: &budget) else {
                return false
            }
        }
        return true
    }

    private static func sameFloating<Floating: FloatingPoint>(_ expected: Floating, _ actual: Any) -> Bool {
        guard let actual = actual as? Floating else { return false }
        return actual == expected || (actual.isNaN && expected.isNaN)
    }

    /// Two values without children (a case without payload, a scalar), by `==`.
    private static func leafEqual(_ actual: Any, _ expected: Any) -> Bool {
        guard let expected = expected as? any Equatable else { return false }
        return opened(expected, actual)
    }

    private static func opened<Leaf: Equatable>(_ expected: Leaf, _ actual: Any) -> Bool {
        (actual as? Leaf) == expected
    }
}
