/// The messages of `received….threw(…)` and `returned(…)` used wrongly.
extension Messages {
    /// `returned(…)` on a mock that keeps no returned values.
    static func returnedWithoutRecording(_ written: String, of selector: Selector) -> String {
        MessageLayout(
            headline: "\(written) cannot tell what \(selector.spoken) returned: this mock keeps only what its "
                + "interactions threw.",
            details: ["What calls return is kept by a recording mock; no interaction counts as returning here."],
            fix: "Create the mock with Mock(policy: .recording) (or add .recording to its policy), or check threw() instead."
        ).text
    }

    /// `returned(…)` given a value that cannot be compared.
    static func returnedNotComparable(_ value: Any?, of selector: Selector) -> String {
        let valueType = typeName(of: flattened(value))
        // Void and tuples cannot be made Equatable.
        let canConform = !valueType.hasPrefix("(")
        return MessageLayout(
            headline: "Cannot compare what \(selector.spoken) returned with \(aOrAn(valueType)): \(valueType) is not "
                + "Equatable.",
            details: ["The check accepts any returned value instead."],
            fix: "Pass a matcher instead: satisfying(\"…\") { (value: \(valueType)) in … }"
                + (canConform ? "; or make \(valueType) Equatable." : ".")
        ).text
    }
}
