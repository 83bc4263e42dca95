/// What `reset(_:of:)` forgets: a mock's expectations, its recorded interactions,
/// or both.
///
/// ```swift
/// service.mock.reset(.interactions)                       // counts start again; expectations stay
/// service.mock.reset(.expectations, of: "fetch(id:)")     // one member's expectations only
/// ```
public struct ResetContents: OptionSet, Sendable {
    public let rawValue: Int

    /// Creates a set of contents from its raw bits.
    ///
    /// - Parameter rawValue: The bits: `1` for the expectations, `2` for the interactions.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The expectations set with `expect`, used or not.
    public static let expectations = ResetContents(rawValue: 1 << 0)
    /// The recorded calls, reads and assignments, and the checks that matched them.
    public static let interactions = ResetContents(rawValue: 1 << 1)
    /// Both, as `reset()` does.
    public static let all: ResetContents = [.expectations, .interactions]
}
