/// The failure of an expectation or check given a matcher that could not be made.
extension Messages {
    /// A matcher (a regular expression) that could not be made as written.
    static func matcherNotMade(
        _ written: String, reason: String, label: String, position: Int, of selector: Selector
    ) -> String {
        let name = comparedName(label, position: position, of: selector)
        return MessageLayout(
            headline: "The regular expression of \(written), for \(name) of \(selector.spoken), could not be "
                + "made: \(reason).",
            details: ["It accepts no argument: a check that no such call came would pass whatever the calls."],
            fix: "Fix the regular expression."
        ).text
    }
}
