/// What `received….threw(…)` and `returned(…)` ask of an interaction's answer: that
/// it threw an error, or returned a value, that a matcher accepts.
struct OutcomeFilter: Sendable {
    enum Kind: Sendable {
        case threw
        case returned
    }

    let kind: Kind
    let matcher: any ArgMatcher
    /// What it accepts, as its description says after the verb: "a NetworkError",
    /// "an error equal to .offline", "a value greater than 3"; `nil` for any
    /// (`threw()`, `returned()`).
    let wanted: String?
    /// Whether it cannot be judged: `returned` on a mock that keeps no returned
    /// values, already reported where it was written; a count check then adds no
    /// second failure.
    var unavailable = false

    /// Whether `answer`, the answer kept for an interaction, is one it accepts.
    func accepts(_ answer: RecordedAnswer?) -> Bool {
        switch (kind, answer) {
        case (.threw, .threw(let error)?): matcher.match(error as Any?).isMatch
        case (.returned, .value(let value)?): matcher.match(value.wrappedValue).isMatch
        default: false
        }
    }

    /// "threw", "threw a PriceError", "threw an error equal to .rotten", "returned a
    /// value greater than 3".
    var description: String {
        let verb = kind == .threw ? "threw" : "returned"
        return wanted.map { "\(verb) \($0)" } ?? verb
    }
}

extension Query {
    /// The interactions it matches, each with the answer kept for it, oldest first.
    func interactionsWithOutcomes(in core: MockCore) -> [(Interaction, RecordedAnswer?)] {
        let outcomes = core.keptOutcomes()
        return core.loggedInteractions(of: selector).map { ($0, outcomes[$0.sequence]) }
    }
}
