/// How a mock answers calls that no expectation covers.
///
/// Mocks are strict by default: every call, read and assignment needs an
/// expectation, and any other is a failure. Relaxed mocks answer such calls with
/// a value Scout makes (the type's ``MockDefault`` first; see there for the rest)
/// and only record them, for spy-style tests that check ``Mock/interactions``
/// afterwards:
///
/// ```swift
/// let mock = Mock(policy: .relaxed)                     // everything Scout can make
/// let mock = Mock(policy: [.relaxedVoid, .relaxedOptional])
/// ```
///
/// A call whose return type Scout cannot make still fails, relaxed or not.
public struct MockPolicy: OptionSet, Sendable {
    /// The policy's bits; one per relaxation.
    public let rawValue: Int

    /// Creates a policy from its raw bits; prefer the named policies.
    ///
    /// - Parameter rawValue: The policy's bits, one per relaxation (and one for `recording`).
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Every call, read and assignment needs an expectation. The default.
    public static let strict: MockPolicy = []
    /// Calls that return `Void`, and assignments, need no expectation.
    public static let relaxedVoid = MockPolicy(rawValue: 1 << 0)
    /// Calls and reads that return an optional answer `nil` without an expectation.
    public static let relaxedOptional = MockPolicy(rawValue: 1 << 1)
    /// Calls and reads whose type Scout can make a value of (its ``MockDefault``,
    /// a `Decodable` model, the first case of a `CaseIterable` enum, …) answer it
    /// without an expectation.
    public static let relaxedDefaults = MockPolicy(rawValue: 1 << 2)
    /// Not a relaxation: the mock also records what it answered, for record mode
    /// (``Mock/recordedExpectations(named:)``, ``transcript(_:)-(KeyValuePairs<String,Mock>)``). Answers then take
    /// the engine's general path, a little slower.
    public static let recording = MockPolicy(rawValue: 1 << 3)
    /// All the relaxations above: nothing needs an expectation if Scout can make its
    /// value.
    public static let relaxed: MockPolicy = [.relaxedVoid, .relaxedOptional, .relaxedDefaults]

    /// Whether an unexpected interaction returning `Result` passes silently.
    func tolerates<Result>(_ type: Result.Type, kind: MemberKind) -> Bool {
        if contains(.relaxedDefaults) { return true }
        if contains(.relaxedVoid), kind == .set || acceptsNothing(Result.self) { return true }
        if contains(.relaxedOptional), Result.self is any OptionalValue.Type { return true }
        return false
    }
}
