/// The message of `replacing` with nothing earlier to replace.
extension Messages {
    /// `query` is the new expectation as messages write it; `earlier`, the member's
    /// expectations set before it, none of them written with the same arguments.
    static func nothingReplaced(_ query: String, earlier: [(query: String, location: CodeLocation)]) -> String {
        var details: [String] = []
        if earlier.isEmpty {
            details.append("No expectation was set for this member before it; it was added.")
        } else {
            details.append("It was added after these, which answer first:")
            details += earlier.prefix(20).map { "  \($0.query), set at \($0.location)" }
            if earlier.count > 20 { details.append("  … \(earlier.count - 20) more") }
        }
        return MessageLayout(
            headline: "Nothing to replace for \(query): no expectation set before it is written the same.",
            details: details,
            fix: "Write the arguments as the earlier line wrote them, or drop .replacing to add an expectation."
        ).text
    }
}
