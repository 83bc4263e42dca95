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
    public func and(_ other: some ArgMatcher) -> some ArgMatcher {
        AllOfMatcher(matchers: ((self as? AllOfMatcher)?.matchers ?? [self]) + [other])
    }

    /// Accepts an argument that this matcher or `other` accepts.
    public func or(_ other: some ArgMatcher) -> some ArgMatcher {
        AnyOfMatcher(matchers: ((self as? AnyOfMatcher)?.matchers ?? [self]) + [other])
    }
}
