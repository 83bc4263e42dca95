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

    static func gateResumedTwice(_ selector: String, firstAt: CodeLocation?, releasedAtEnd: Bool) -> String {
        let first =
            releasedAtEnd
            ? "Scout already released its call with CancellationError when the mock was verified."
            : "It was already resumed\(firstAt.map { " at \($0.fileID):\($0.line)" } ?? ""); this resume does nothing."
        return MessageLayout(
            headline: "The gate of \(selector) was resumed a second time.",
            details: [first],
            fix: "A gate answers one call: resume it once, or set another gate with toSuspend() for the next call."
        ).text
    }

    static func gateHeldAtEnd(_ selector: String) -> String {
        MessageLayout(
            headline: "The gate of \(selector) still held its call when the mock was verified.",
            details: ["Scout released the call with CancellationError, so that its task does not wait for good."],
            fix: "Resume the gate (gate.resume(returning:) or gate.resume(throwing:)) before the test ends."
        ).text
    }
}
