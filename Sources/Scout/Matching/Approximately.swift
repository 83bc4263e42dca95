/// Accepts a floating-point argument no further than `tolerance` from `value`:
/// `approximately(3.14, tolerance: 0.01)` accepts 3.135 and 3.149.
///
/// A NaN argument, or a NaN `value`, is never accepted; a negative `tolerance` is
/// read as its magnitude.
///
/// - Parameters:
///   - value: The value the argument must be close to; the argument must be of its type.
///   - tolerance: The largest distance from `value` accepted, itself included.
/// - Returns: A matcher that accepts a `Value` within `tolerance` of `value`.
public func approximately<Value: BinaryFloatingPoint & Sendable>(_ value: Value, tolerance: Value)
    -> some ArgMatcher
{
    ApproximateMatcher(value: value, tolerance: abs(tolerance))
}

struct ApproximateMatcher<Value: BinaryFloatingPoint & Sendable>: ArgMatcher {
    let value: Value
    let tolerance: Value

    var description: String { "\(render(value)) ± \(render(tolerance))" }

    func match(_ argument: Any?) -> ArgMatch {
        .judge(argument, as: Value.self) { abs($0 - value) <= tolerance }
    }
}
