/// The "did you mean" sentences, in both directions: from an unexpected
/// interaction to an expectation still waiting, and from an unmet expectation to
/// interactions that found none.
extension Messages {
    /// After an unexpected `interaction`: an expectation for `waiting` is unused.
    static func waitingExpectation(
        for interaction: Selector, waiting: Selector, unused: Int, at location: CodeLocation
    ) -> String {
        let plural = unused == 1 ? "" : "s"
        switch Suggestions.relation(between: interaction, and: waiting) {
        case .similarName:
            return "Did you mean \(waiting)? It has \(unused) unused expectation\(plural), set at \(location)."
        case .otherLabels:
            return "An expectation waits for \(waiting), set at \(location): same name, other labels."
        case .otherArgumentCount:
            return "An expectation waits for \(waiting), set at \(location): it takes \(arguments(waiting)), "
                + "this call passes \(interaction.labels.count)."
        case .otherKind:
            return "An expectation waits for \(waiting.spokenWithKind), set at \(location), "
                + "not \(interaction.spokenWithKind)."
        }
    }

    /// At `verify()`, for an unmet expectation of `expected`: `called` was reached
    /// `count` times with no expectation answering it.
    static func unansweredInteractions(for expected: Selector, called: Selector, count: Int) -> String {
        let times = "\(pastParticiple(called.kind)) \(count == 1 ? "once" : "\(count) times") with no expectation"
        switch Suggestions.relation(between: expected, and: called) {
        case .similarName:
            return "Did you mean \(called.spoken)? It was \(times) answering it."
        case .otherLabels:
            return "\(called) was \(times): same name, other labels. "
                + "Expect \(called), or check the labels the mock forwards."
        case .otherArgumentCount:
            return "\(called) was \(times): it has \(arguments(called)), this expectation "
                + "\(arguments(expected)). Check that the mock forwards every argument."
        case .otherKind:
            return "\(called.spoken.capitalizedFirst) was \(times); this expectation is for \(expected.spoken)."
        }
    }

    private static func arguments(_ selector: Selector) -> String {
        selector.labels.count == 1 ? "1 argument" : "\(selector.labels.count) arguments"
    }
}

extension String {
    /// The string with its first letter uppercased: "The property count".
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
