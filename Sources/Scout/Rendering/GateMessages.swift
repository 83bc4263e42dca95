/// The failures of a gate's checks.
extension Messages {
    static func gateNotReached(_ selector: String, within: String) -> String {
        MessageLayout(
            headline: "No call reached the gate of \(selector) within \(within).",
            fix: "Check that the code under test calls \(selector) with await and these arguments, or wait longer."
        ).text
    }

    static func gateNotCancelled(_ selector: String, within: String) -> String {
        MessageLayout(
            headline: "The call held by the gate of \(selector) was not cancelled within \(within).",
            fix: "Check that the code under test cancels the task that calls \(selector), or resume the gate instead."
        ).text
    }
}
