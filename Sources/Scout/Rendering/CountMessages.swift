import ScoutLowLevel

/// The failure of a count check: what happened, what was expected, and every
/// interaction of the member with each argument's verdict.
extension Messages {
    static func wrongCount(
        _ selector: Selector, matchers: [String], outcome: String? = nil, count: Int, times: String,
        during: String? = nil, waitInstead: String? = nil,
        interactions: [(arguments: [ArgumentPair], verdicts: [ArgumentVerdict], answer: String?)]
    ) -> String {
        var details: [String] = []
        if !interactions.isEmpty {
            details.append("\(plural(selector)), in order:")
            for (index, interaction) in interactions.prefix(20).enumerated() {
                let answer = interaction.answer.map { " → \($0)" } ?? ""
                details.append("  \(index + 1). \(Messages.interaction(selector, interaction.arguments))\(answer)")
                for verdict in interaction.verdicts {
                    details += argumentRows(verdict, of: selector).map { "     " + $0 }
                }
            }
            if interactions.count > 20 { details.append("  … \(interactions.count - 20) more") }
        }
        if waitInstead != nil {
            let noun = selector.kind == .call ? "call" : selector.kind == .get ? "read" : "assignment"
            details.append(
                "\(aOrAn(noun).capitalizedFirst) from a task, thread or queue that the code under test starts "
                    + "without waiting for it can come after this check.")
        }
        let headline =
            outcome.map { outcomeHeadline(selector, matchers, outcome: $0, count: count) }
            ?? happened(selector, matchers, count: count)
        return MessageLayout(
            headline: "\(headline)\(during.map { " \($0)" } ?? ""); expected \(times).",
            details: details,
            fix: (outcome == nil
                ? "Check how often the code under test reaches \(selector.spoken), or expect another count."
                : "Check what the expectations answer \(selector.spoken) with, or expect another count.")
                + (waitInstead.map {
                    " To wait for one from another task, in an async test, put await before this line and end it "
                        + "with \($0)."
                } ?? "")
        ).text
    }

    /// "price(_: equal to "rotten") never threw", "price(_: any value) returned a
    /// value equal to 3 twice".
    private static func outcomeHeadline(_ selector: Selector, _ matchers: [String], outcome: String, count: Int)
        -> String
    {
        let subject = selector.kind == .call ? accepted(selector, matchers: matchers) : selector.name
        return count == 0 ? "\(subject) never \(outcome)" : "\(subject) \(outcome) \(spelledCount(count))"
    }

    /// What an interaction was answered with, as a row of a count failure says it:
    /// "threw .rotten (PriceError)", "returned 3"; without the answers of a mock
    /// that does not record, "has not thrown".
    static func answered(_ answer: RecordedAnswer?, keepsValues: Bool, _ outcome: OutcomeFilter) -> String {
        switch answer {
        case .threw(let error)?: "threw \(renderError(error))"
        case .value(let value)?: "returned \(render(value.wrappedValue))"
        case nil:
            if keepsValues { "no answer yet" } else { outcome.kind == .threw ? "has not thrown" : "answer not kept" }
        }
    }

    /// "fetch(id: equal to 1) was called once", "reset() was never called",
    /// "title was read twice", "title was never assigned a value equal to "B"".
    private static func happened(_ selector: Selector, _ matchers: [String], count: Int) -> String {
        let verb = pastParticiple(selector.kind)
        let subject: String
        var object = ""
        switch selector.kind {
        case .call:
            subject = accepted(selector, matchers: matchers)
        case .get:
            subject = selector.name
        case .set:
            subject = selector.name
            if let matcher = matchers.first, matcher != "any value" {
                object = " a value \(matcher)"
            }
        }
        return count == 0
            ? "\(subject) was never \(verb)\(object)" : "\(subject) was \(verb)\(object) \(spelledCount(count))"
    }

    /// "Calls of fetch(id:)", "Reads of title", "Assignments to title".
    private static func plural(_ selector: Selector) -> String {
        switch selector.kind {
        case .call: "Calls of \(selector)"
        case .get: "Reads of \(selector.name)"
        case .set: "Assignments to \(selector.name)"
        }
    }

    /// "2 seconds", "1 second", "250 milliseconds", "1 millisecond", "1.5 seconds",
    /// "200 microseconds", "1 nanosecond"; "no time" for zero or a negative timeout,
    /// which checks once, now (a negative one says so: "no time (-5 seconds
    /// counts as none)").
    static func spelled(_ duration: Duration) -> String {
        if duration < .zero { return "no time (\(spelledMagnitude(duration, sign: "-")) counts as none)" }
        if duration == .zero { return "no time" }
        return spelledMagnitude(duration, sign: "")
    }

    /// The duration's size without its sign, read from its components as magnitudes: negating
    /// a duration first would not fit `components` for `.seconds(Int64.min)`.
    private static func spelledMagnitude(_ duration: Duration, sign: String) -> String {
        let (signedSeconds, signedAttoseconds) = duration.components
        let seconds = signedSeconds.magnitude, attoseconds = signedAttoseconds.magnitude
        func unit(_ count: UInt64, _ name: String) -> String { "\(sign)\(count) \(name)\(count == 1 ? "" : "s")" }
        // Whole seconds first: multiplying them into smaller units could overflow.
        if seconds >= 1_000 || (seconds >= 1 && attoseconds == 0) { return unit(seconds, "second") }
        let nanoseconds = seconds * 1_000_000_000 + attoseconds / 1_000_000_000
        if nanoseconds < 1_000 { return unit(max(nanoseconds, 1), "nanosecond") }
        let microseconds = nanoseconds / 1_000
        if microseconds < 1_000 { return unit(microseconds, "microsecond") }
        let milliseconds = microseconds / 1_000
        if milliseconds < 1_000 { return unit(milliseconds, "millisecond") }
        return "\(sign)\(Double(milliseconds) / 1_000) seconds"
    }

    /// "once", "twice", "3 times".
    static func spelledCount(_ count: Int) -> String {
        switch count {
        case 1: "once"
        case 2: "twice"
        default: "\(count) times"
        }
    }
}

/// The note of an interaction that came after a count check had failed for lack of it.
extension Messages {
    static func arrivedAfterCheck(
        _ query: String, counted: Int, now: Int, checkedAt location: CodeLocation, wait: String
    ) -> String {
        MessageLayout(
            headline: "\(query) came after the check at \(location) had failed: the check counted "
                + "\(counted), and \(now) \(now == 1 ? "matches" : "match") now.",
            details: [
                "The call came later than the check, most likely from a task, thread or queue the code under test "
                    + "started without waiting for it."
            ],
            fix: "If the code under test makes the call, wait for it there, in an async test: put await before that "
                + "line and end it with \(wait). If the test makes the call itself, check after it."
        ).text
    }
}
