/// The failure of an order check: the steps, where the order broke, and every
/// interaction of the mocks involved in the order they happened.
extension Messages {
    /// `previous` is the step checked before `failedStep`: the one before it, unless
    /// that one took no part (a regular expression that could not be made).
    /// How many interactions an order failure lists; it counts the rest.
    static let orderLinesShown = 40

    /// `timeline` holds the first ``orderLinesShown`` of the `total` interactions.
    static func outOfOrder(
        steps: [String], failedStep: Int, after previous: Int?, strict: Bool, mocks: [MockIdentity],
        timeline: [OrderLine], total: Int
    ) -> String {
        let step = failedStep < steps.count ? steps[failedStep] : ""
        let headline: String
        if let previous {
            headline =
                strict
                ? "verifyInOrder(strict: true): step \(failedStep + 1), \(step), did not come right after step "
                    + "\(previous + 1), \(steps[previous])."
                : "verifyInOrder: step \(failedStep + 1), \(step), did not happen after step \(previous + 1), "
                    + "\(steps[previous])."
        } else {
            headline = "verifyInOrder: step \(failedStep + 1), \(step), never happened."
        }
        var details = ["Steps:"]
        details += steps.enumerated().map { "  \($0.offset + 1). \($0.element)" }
        details.append(
            mocks.count == 1 ? "Interactions of the mock, in order:" : "Interactions of these mocks, in order:")
        for (index, line) in timeline.prefix(orderLinesShown).enumerated() {
            let mark =
                line.step.map { "✅ step \($0)" }
                ?? (line.isCandidate
                    ? "❌ not step \(failedStep + 1): "
                        + (strict ? "not right after step \((previous ?? 0) + 1)" : "too early")
                    : "·")
            let mock = mocks.count == 1 ? "" : "mock \(line.mock): "
            details.append("  \(index + 1). \(mark)  \(mock)\(line.interaction)")
        }
        if total > orderLinesShown { details.append("  … \(total - orderLinesShown) more") }
        if mocks.count > 1 {
            details.append(
                "Mocks: "
                    + mocks.enumerated().map { "\($0.offset + 1) \($0.element.listed)" }.joined(separator: ", "))
        }
        return MessageLayout(
            headline: headline, details: details,
            fix: "Check the order in which the code under test reaches them, or the order of the steps."
        ).text
    }

    /// A query as messages show it: `fetch(id: equal to 1)`, `title (read)`.
    static func query(_ selector: Selector, _ matchers: [String]) -> String {
        switch selector.kind {
        case .call: accepted(selector, matchers: matchers)
        case .get: "read of \(selector.name)"
        case .set:
            "assignment to \(selector.name)\(matchers.first.map { $0 == "any value" ? "" : " of a value \($0)" } ?? "")"
        }
    }
}

/// The failure of `verifyNoMoreInteractions`.
extension Messages {
    static func uncheckedInteractions(
        _ unchecked: [(mock: Int, interaction: String)], mocks: [MockIdentity], atEndOfTest: Bool = false
    ) -> String {
        let count = unchecked.count
        var details = unchecked.prefix(40).map { entry in
            "• " + (mocks.count == 1 ? "" : "mock \(entry.mock): ") + entry.interaction
        }
        if count > 40 { details.append("… \(count - 40) more") }
        if mocks.count > 1 {
            details.append(
                "Mocks: "
                    + mocks.enumerated().map { "\($0.offset + 1) \($0.element.listed)" }.joined(separator: ", "))
        }
        return MessageLayout(
            headline: (atEndOfTest
                ? "At the end of the test, \(mocks[0]) has " : "verifyNoMoreInteractions found ")
                + "\(count == 1 ? "1 interaction" : "\(count) interactions") "
                + "that no expectation answered and no check matched:",
            details: details,
            fix:
                "Check \(count == 1 ? "it" : "them") with received….called(_:), or expect \(count == 1 ? "it" : "them"); "
                + "or fix the code under test if \(count == 1 ? "it" : "they") should not happen."
        ).text
    }
}

/// The failures of calls out of an `expectInOrder` sequence.
extension Messages {
    static func outOfSequence(
        _ call: String, step: Int, skipped: Int, skippedStep: String, used: Int, required: Int,
        sequenceAt: CodeLocation
    ) -> String {
        let happened =
            used == 0
            ? "has not happened yet" : "has happened \(used) of the \(required) times it requires"
        return MessageLayout(
            headline: "Out of order: \(call) is step \(step) of the sequence set at \(sequenceAt), but step "
                + "\(skipped), \(skippedStep), \(happened).",
            fix: "Check the order in which the code under test makes these calls, or the order of the "
                + "expectations in expectInOrder."
        ).text
    }

    static func backInSequence(
        _ call: String, step: Int, later: Int, laterStep: String, sequenceAt: CodeLocation
    ) -> String {
        MessageLayout(
            headline: "Out of order: \(call) is step \(step) of the sequence set at \(sequenceAt), but step "
                + "\(later), \(laterStep), has happened already.",
            fix: "Check the order in which the code under test makes these calls, or the order of the "
                + "expectations in expectInOrder."
        ).text
    }
}
