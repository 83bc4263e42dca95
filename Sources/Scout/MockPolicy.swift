/// How a mock answers calls that no expectation covers.
///
/// Mocks are strict by default: every call, read and assignment needs an
/// expectation, and any other is a failure. Relaxed mocks answer such calls with
/// their type's ``MockDefault`` and only record them, for spy-style tests that
/// check ``Mock/interactions`` afterwards:
///
/// ```swift
/// let mock = Mock(policy: .relaxed)                     // everything with a default
/// let mock = Mock(policy: [.relaxedVoid, .relaxedOptional])
/// ```
///
/// A call whose return type has no default still fails, relaxed or not.
public struct MockPolicy: OptionSet, Sendable {
    /// The policy's bits; one per relaxation.
    public let rawValue: Int

    /// Creates a policy from its raw bits; prefer the named policies.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Every call, read and assignment needs an expectation. The default.
    public static let strict: MockPolicy = []
    /// Calls that return `Void`, and assignments, need no expectation.
    public static let relaxedVoid = MockPolicy(rawValue: 1 << 0)
    /// Calls and reads that return an optional answer `nil` without an expectation.
    public static let relaxedOptional = MockPolicy(rawValue: 1 << 1)
    /// Calls and reads whose type has a ``MockDefault`` answer it without an
    /// expectation.
    public static let relaxedDefaults = MockPolicy(rawValue: 1 << 2)
    /// All of the above: nothing needs an expectation if its type has a default.
    public static let relaxed: MockPolicy = [.relaxedVoid, .relaxedOptional, .relaxedDefaults]

    /// Whether an unexpected interaction returning `Result` passes silently.
    func tolerates<Result>(_ type: Result.Type, kind: MemberKind) -> Bool {
        if contains(.relaxedDefaults) { return true }
        if contains(.relaxedVoid), kind == .set || Result.self == Void.self { return true }
        if contains(.relaxedOptional), Result.self is any OptionalValue.Type { return true }
        return false
    }
}
