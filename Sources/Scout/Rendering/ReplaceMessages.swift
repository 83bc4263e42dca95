/// The message of `replacing` with nothing earlier to replace.
extension Messages {
    /// `query` is the new expectation as messages write it; `earlier`, the member's
    /// expectations set before it, none of them written with the same arguments.
    static func nothingReplaced(_ query: String, earlier: [(query: String, location: CodeLocation)]) -> String {
        var details = ["The expectation was added after the earlier ones, which answer first."]
        if earlier.isEmpty {
            details.append("No expectation was set for this member before it.")
        } else {
            details.append("Expectations set before it:")
            details += earlier.map { "  \($0.query), set at \($0.location)" }
        }
        return MessageLayout(
            headline: "Nothing to replace: no earlier expectation is \(query).",
            details: details,
            fix: "Write the arguments as the earlier line wrote them, or drop .replacing to add an expectation."
        ).text
    }
}
