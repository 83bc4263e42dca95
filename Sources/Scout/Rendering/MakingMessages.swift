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
    /// When it `follows` for certain (see `MockCore.follows`), Swift Testing
    /// records it as a warning, and the note says so.
    static func madeValueNote(
        _ label: String, of selector: Selector, madeFor: String, after failure: CodeLocation, follows: Bool
    ) -> String {
        let argument = label.isEmpty ? "An argument" : "Its argument \(label)"
        let consequence =
            follows
            ? "this failure follows from that one, in the same task (Swift Testing records it as a warning)."
            : "this failure may follow from that one."
        return "\n  note: \(argument) is the value Scout made for \(madeFor) after the failure at \(failure): "
            + consequence + " Start there."
    }
}
