/// Several matchers for one argument in one expression, read left to right, as
/// `allOf` and `anyOf` without the nesting:
///
/// ```swift
/// mock.expect.setVolume(greaterThan(0).and(lessThan(11))).toBeCalled()
/// mock.expect.open(hasPrefix("https://").or(hasPrefix("file://"))).to(`return`(true))
/// ```
///
/// Chains of one kind make one list: `a.and(b).and(c)` is `allOf(a, b, c)`, and its
/// failure names the first part that rejected the argument.
extension ArgMatcher {
    /// Accepts an argument that this matcher and `other` both accept.
    ///
    /// - Parameter other: The matcher the argument must also satisfy, judged after this one.
    /// - Returns: A matcher that accepts an argument only when both accept it.
    public func and(_ other: some ArgMatcher) -> some ArgMatcher {
        AllOfMatcher(matchers: ((self as? AllOfMatcher)?.matchers ?? [self]) + [other])
    }

    /// Accepts an argument that this matcher or `other` accepts.
    ///
    /// - Parameter other: The matcher the argument may satisfy instead, judged after this one.
    /// - Returns: A matcher that accepts an argument when either accepts it.
    public func or(_ other: some ArgMatcher) -> some ArgMatcher {
        AnyOfMatcher(matchers: ((self as? AnyOfMatcher)?.matchers ?? [self]) + [other])
    }
}
