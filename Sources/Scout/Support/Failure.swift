/// One failure Scout reports: the whole message a user reads, and where it points.
package struct Failure: Sendable, CustomStringConvertible {
    package let message: String
    package let location: CodeLocation

    package init(_ message: String, at location: CodeLocation) {
        self.message = message
        self.location = location
    }

    package var description: String { "\(location): \(message)" }
}
