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

extension Messages {
    /// A check names a member the mock never met, close to `meant`, which it met.
    static func unknownMember(_ selector: Selector, via proxy: String, meant: Selector) -> String {
        let why: String
        switch Suggestions.relation(between: selector, and: meant) {
        case .similarName: why = "a similar name"
        case .otherLabels, .otherArgumentCount: why = "the same name with other labels"
        case .otherKind: why = "the same name, as \(meant.spokenWithKind)"
        }
        return MessageLayout(
            headline: "\(written(selector, via: proxy)) names a member this mock has never met: nothing expected, "
                + "observed or reached \(selector.spoken).",
            details: [
                "The mock has met \(meant.spoken), \(why). A check on a member nothing reached "
                    + "would pass whatever the code does."
            ],
            fix: "Did you mean \(written(meant, via: proxy))? If \(selector.spoken) is a real member too, list the "
                + "mock's members in its class: mock.declare(members: …)."
        ).text
    }

    /// A check or expectation names a member the mock class did not declare.
    static func undeclaredMember(_ selector: Selector, via proxy: String, meant: Selector?, declared: [Selector]) -> String {
        MessageLayout(
            headline: "\(written(selector, via: proxy)) names no member of this mock: \(selector.spoken) is not among "
                + "the members its class declared.",
            details: ["Declared: " + declared.map(\.description).joined(separator: ", ") + "."],
            fix: meant.map { "Did you mean \(written($0, via: proxy))?" }
                ?? "Name a declared member, or add it to the mock's declare(members:)."
        ).text
    }

    /// `received.sets(to:)`: a property's form with no property before it.
    static func propertyFormOnMock(_ selector: Selector, via proxy: String, properties: [String]) -> String {
        let form = selector.name == "sets" ? "sets(to: …)" : "gets"
        let example = properties.first ?? "title"
        var details: [String] = []
        if !properties.isEmpty { details.append("Properties this mock has met: \(properties.joined(separator: ", ")).") }
        return MessageLayout(
            headline: "\(proxy).\(selector) is a property's form written on the mock itself: it names no property, "
                + "so it would check a function called \(selector).",
            details: details,
            fix: "Name the property first: \(proxy).\(example).\(form)."
        ).text
    }

    /// How a test writes a member after a proxy: `received.fetch(id:)`,
    /// `received.title.gets`, `received.title.sets(to:)`.
    private static func written(_ selector: Selector, via proxy: String) -> String {
        switch selector.kind {
        case .call: "\(proxy).\(selector)"
        case .get: "\(proxy).\(selector.name).gets"
        case .set: "\(proxy).\(selector.name).sets(to:)"
        }
    }
}
