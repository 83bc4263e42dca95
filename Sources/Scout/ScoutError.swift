/// An error a mock throws when it cannot produce a value: a call no expectation
/// covers whose return type cannot be made (see ``MockDefault``), or a block that
/// read an argument wrongly; and the error a ``Gate``'s `reached(within:)` throws
/// when no call reached it in time.
///
/// Its ``description`` stands alone and says what to add, because where the call
/// cannot throw it is the last thing printed before the test process stops.
public struct ScoutError: Error, CustomStringConvertible, Sendable {
    /// What went wrong and what to do.
    public let description: String

    let kind: Kind

    enum Kind: Sendable {
        case noValue
        case argumentAccess
        /// A gate's check timed out (see ``Gate``).
        case gateTimeout
    }

    init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
    }
}
