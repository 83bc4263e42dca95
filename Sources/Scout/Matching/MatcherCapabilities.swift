/// What some matchers can do beyond judging an argument, declared in one place.
/// The engine asks for these once, when an expectation is set.

/// A built-in matcher the engine can judge from an argument's words, under its
/// lock, without running `match` (see ``FastMatcher``).
protocol FastMatchable {
    /// The matcher reduced for a mock on the fast path (`fastPath`) or the portable
    /// one, where no string's words are read.
    func fastMatcher(fastPath: Bool) -> FastMatcher
}

/// A matcher that wants the argument of every interaction its expectation answers.
protocol CapturingMatcher: Sendable {
    func capture(_ argument: Any?)
}

/// A matcher that compares with one expected value, which failure messages can
/// compare field by field with the argument.
protocol ExpectedValueMatcher {
    var expectedValue: Any { get }
}
