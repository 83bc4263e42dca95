/// What standard error says if a type's own code stops the process while Scout
/// makes a value of it (a `precondition` in `init(from:)`).
extension Messages {
    static func makingStopped(_ type: Any.Type) -> String {
        let name = typeName(type)
        return "error: Scout was making a value of \(name), by decoding it from made values (zero, false, \"\", "
            + "nil, empty), when the process stopped: \(name)'s init(from:) did not accept them. A relaxed mock "
            + "makes such a value for a call nothing answers, and any mock does after a mistake.\n"
            + "note: Give \(name) a value of your own: extension \(name): MockDefault { static var mockDefault: "
            + "\(name) { … } }, or expect the call that needed it.\n"
    }
}

/// The note of a failure whose call was given a value Scout made after an earlier one.
extension Messages {
    /// `message` with the note: when the failure likely `follows` (see
    /// `MockCore.follows`), its fix-it (expect the made value) gives way to "start
    /// at the first failure". It says "may": an argument equal to a made value can
    /// be the code's own (an empty string of its own). The note does not say how the framework records it:
    /// a warning in Swift Testing, a failure in XCTest, a known issue inside
    /// `withKnownIssue`.
    static func withMadeValueNote(
        _ message: String, label: String, madeFor: String, after failure: CodeLocation, follows: Bool
    ) -> String {
        let argument = label.isEmpty ? "An argument" : "Its argument \(label)"
        let note = "\n  note: \(argument) equals the value Scout made for \(madeFor) after the failure at \(failure)"
        guard follows else { return message + note + ": this failure may follow from that one. Start there." }
        // An equal value is all Scout sees: the code may have passed its own.
        let start = "\n→ Start at \(failure): fix what it reports; if this failure stays, it is a mistake of its own."
        let followsNote = note + ", in the same task: this failure may follow from that one."
        return replacingFixIt(of: message, with: followsNote + start)
    }

    /// `message` with its fix-it line (the last `→` line) given way to `lines`, which
    /// say where to start instead; what came after it (a note of its own) stays.
    /// With no fix-it line, `lines` are added at the end.
    static func replacingFixIt(of message: String, with lines: String) -> String {
        guard let fixIt = message.ranges(of: "\n→ ").last else { return message + lines }
        let lineEnd = message[fixIt.upperBound...].firstIndex(of: "\n") ?? message.endIndex
        return String(message[..<fixIt.lowerBound]) + lines + String(message[lineEnd...])
    }
}
