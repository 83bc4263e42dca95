/// What `received….threw(…)` and `returned(…)` ask of an interaction's answer: that
/// it threw an error, or returned a value, that a matcher accepts.
struct OutcomeFilter: Sendable {
    enum Kind: Sendable {
        case threw
        case returned
    }

    let kind: Kind
    let matcher: any ArgMatcher
    /// Whether it accepts any error or value: `threw()`, `returned()`.
    let acceptsAny: Bool

    /// Whether `answer`, the answer kept for an interaction, is one it accepts.
    func accepts(_ answer: RecordedAnswer?) -> Bool {
        switch (kind, answer) {
        case (.threw, .threw(let error)?): matcher.match(error as Any?).isMatch
        case (.returned, .value(let value)?): matcher.match(value.wrappedValue).isMatch
        default: false
        }
    }

    /// "threw", "threw an error equal to PriceError.rotten", "returned a value
    /// greater than 3".
    var description: String {
        switch kind {
        case .threw: acceptsAny ? "threw" : "threw an error \(matcher.description)"
        case .returned: acceptsAny ? "returned" : "returned a value \(matcher.description)"
        }
    }
}

extension Query {
    /// The interactions it matches, each with the answer kept for it, oldest first.
    func interactionsWithOutcomes(in core: MockCore) -> [(Interaction, RecordedAnswer?)] {
        let outcomes = core.keptOutcomes()
        return core.loggedInteractions(of: selector).map { ($0, outcomes[$0.sequence]) }
    }
}
