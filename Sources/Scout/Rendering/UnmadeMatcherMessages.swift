/// The failure of an expectation or check given a matcher that could not be made.
extension Messages {
    /// A matcher (a regular expression) that could not be made as written.
    static func matcherNotMade(
        _ written: String, reason: String, label: String, position: Int, of selector: Selector
    ) -> String {
        let name = comparedName(label, position: position, of: selector)
        return notMade("The regular expression of \(written), for \(name) of \(selector.spoken)", reason: reason)
    }

    /// A matcher given to `returned(_:)` that could not be made.
    static func matcherNotMade(_ written: String, reason: String, inReturnedOf selector: Selector) -> String {
        notMade("The regular expression of \(written), in returned(…) of \(selector.spoken)", reason: reason)
    }

    private static func notMade(_ subject: String, reason: String) -> String {
        MessageLayout(
            headline: "\(subject), could not be made: \(reason).",
            details: [
                "It accepts no value (and not(…) of it accepts every one): a check with it would pass or fail "
                    + "whatever the calls."
            ],
            fix: "Fix the regular expression."
        ).text
    }
}
