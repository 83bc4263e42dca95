/// One failure Scout reports: the whole message a user reads, and where it points.
package struct Failure: Sendable, CustomStringConvertible {
    package let message: String
    package let location: CodeLocation
    /// The earlier failure of the same test this one may follow from: set when the
    /// call was given a value Scout made after that failure, the failure was
    /// delivered to the test, and the call came from the same task and a mock made
    /// before it. Swift Testing records such a failure as a warning (the test
    /// has already failed where it started); XCTest, which has no warnings, as a failure.
    package let followsFrom: CodeLocation?
    /// What kind of mistake it reports.
    package let kind: FailureKind
    /// The member it concerns, as messages write it (`fetch(id:)`), where there is one.
    package let member: String?
    /// Tells this failure from an equal one reported twice.
    private let token: Token

    private final class Token: Sendable {}

    package init(
        _ message: String, at location: CodeLocation, followsFrom: CodeLocation? = nil, kind: FailureKind = .misuse,
        member: String? = nil
    ) {
        self.init(message, at: location, followsFrom: followsFrom, kind: kind, member: member, token: Token())
    }

    private init(
        _ message: String, at location: CodeLocation, followsFrom: CodeLocation?, kind: FailureKind, member: String?,
        token: Token
    ) {
        self.message = message
        self.location = location
        self.followsFrom = followsFrom
        self.kind = kind
        self.member = member
        self.token = token
    }

    /// This failure, with `note` after its message: still the same failure.
    func noted(_ note: String) -> Failure {
        Failure(message + note, at: location, followsFrom: followsFrom, kind: kind, member: member, token: token)
    }

    /// The same failure, with another message.
    package func with(message: String) -> Failure {
        Failure(message, at: location, followsFrom: followsFrom, kind: kind, member: member)
    }

    /// This failure's identity, shared by its copies only.
    var identity: ObjectIdentifier { ObjectIdentifier(token) }

    package var description: String { "\(location): \(message)" }
}
