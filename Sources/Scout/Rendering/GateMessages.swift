/// The failures of a gate's checks.
extension Messages {
    /// `answeredBefore`: calls the gate accepts that an expectation set before it
    /// answered, as "fetch(id: 1)" with that expectation.
    static func gateNotReached(
        _ selector: String, within: String, answeredBefore: [(call: String, by: ExpectationSnapshot)] = []
    ) -> String {
        guard !answeredBefore.isEmpty else {
            return MessageLayout(
                headline: "No call reached the gate of \(selector) within \(within).",
                fix: "Check that the code under test calls \(selector) with await and these arguments, or wait longer."
            ).text
        }
        let count = answeredBefore.count
        return MessageLayout(
            headline:
                "No call reached the gate of \(selector) within \(within): \(count == 1 ? "the call" : "\(count) calls") "
                + "it accepts \(count == 1 ? "was" : "were") answered by an expectation set before it, which answers first.",
            details: answeredBefore.prefix(10).map { entry in
                "\(entry.call) was answered by \(accepted(entry.by.selector, matchers: entry.by.matchers)): "
                    + "\(entry.by.behavior) (\(entry.by.usage)), set at \(entry.by.location)"
            },
            fix: "Set the gate before that expectation, or give the gate that expectation's arguments and "
                + ".replacing.toSuspend() to take its place, or give the earlier expectation other arguments."
        ).text
    }

    static func gateNotCancelled(_ selector: String, within: String) -> String {
        MessageLayout(
            headline: "The call held by the gate of \(selector) was not cancelled within \(within).",
            fix: "Check that the code under test cancels the task that calls \(selector), or resume the gate instead."
        ).text
    }

    static func gateResumedTwice(
        _ selector: String, firstAt: CodeLocation?, releasedAtEnd: Bool, atLimit: Bool = false
    ) -> String {
        let first =
            atLimit
            ? "Scout already released its call with CancellationError at its hold limit (or the test's time limit)."
            : releasedAtEnd
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

    /// A gate held its call when the task of its test was cancelled.
    static func gateHeldWhenTestCancelled(_ selector: String) -> String {
        MessageLayout(
            headline: "The gate of \(selector) still held its call when the test was cancelled.",
            details: [
                "Scout released the call with CancellationError (a call that cannot throw returns a made value), "
                    + "so that its task, and the test awaiting it, end."
            ],
            fix: "Resume the gate (gate.resume(returning:) or gate.resume(throwing:)) once the test has checked what "
                + "it needs."
        ).text
    }

    /// A gate held its call past its hold limit, or the test's time limit.
    static func gateHeldPastLimit(_ selector: String, limit: String, byTimeLimit: Bool) -> String {
        let limitName = byTimeLimit ? "the test's time limit" : "the gate's hold limit"
        return MessageLayout(
            headline: "The gate of \(selector) held its call for \(limit), \(limitName): nothing resumed it.",
            details: [
                "Scout released the call with CancellationError (a call that cannot throw returns a made value), "
                    + "so that its task, and the test awaiting it, end."
            ],
            fix: "Resume the gate (gate.resume(returning:) or gate.resume(throwing:)) once the test has checked what "
                + "it needs; a test that must hold it longer passes toSuspend(holdLimit:)."
        ).text
    }
}
