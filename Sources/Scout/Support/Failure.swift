/// One failure Scout reports: the whole message a user reads, and where it points.
package struct Failure: Sendable, CustomStringConvertible {
    package let message: String
    package let location: CodeLocation
    /// Tells this failure from an equal one reported twice.
    private let token: Token

    private final class Token: Sendable {}

    package init(_ message: String, at location: CodeLocation) {
        self.message = message
        self.location = location
        token = Token()
    }

    private init(_ message: String, at location: CodeLocation, token: Token) {
        self.message = message
        self.location = location
        self.token = token
    }

    /// This failure, with `note` after its message: still the same failure.
    func noted(_ note: String) -> Failure {
        Failure(message + note, at: location, token: token)
    }

    /// The same failure, with another message.
    package func with(message: String) -> Failure {
        Failure(message, at: location)
    }

    /// This failure's identity, shared by its copies only.
    var identity: ObjectIdentifier { ObjectIdentifier(token) }

    package var description: String { "\(location): \(message)" }
}
