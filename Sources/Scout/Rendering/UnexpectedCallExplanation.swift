import ScoutLowLevel

/// The failure for an interaction that no expectation answered: what happened,
/// each expectation of the member with its verdict on every argument, a "did you
/// mean" when a similar member waits unused, and what to do.
struct UnexpectedCallExplanation {
    let message: String
    /// The closest expectation of the member, or of the suggested member, or where
    /// the mock was last configured, or where it was created.
    let location: CodeLocation
    /// The text of the error thrown when the call has no value to return.
    let errorDescription: String
    /// The ordinal of the expectation the failure points at, which the call's
    /// arguments missed: the failure explains why it is left unmet.
    let missedOrdinal: Int?

    init<Value>(_ call: UnansweredCall, returning type: Value.Type, relaxed: Bool) {
        let selector = call.selector
        let interaction = Messages.interaction(selector, call.arguments)
        let noun = Messages.noun(selector.kind)
        let verdicts = call.expectations.map { Verdict($0.expectation, $0.verdicts) }
        let suggestion = Suggestions.closest(to: selector, among: call.otherMembers.map(\.selector))
            .flatMap { chosen in call.otherMembers.first { $0.selector == chosen } }

        var layout = MessageLayout(headline: "", fix: "")
        let example = Self.example(selector, call.arguments, returning: Value.self)
        let closest = verdicts.max { $0.closeness < $1.closeness }
        missedOrdinal = closest.flatMap { $0.acceptsArguments ? nil : $0.expectation.ordinal }
        if relaxed {
            layout.headline =
                "Unexpected \(noun) \(interaction): the mock is relaxed, "
                + "but Scout cannot make \(aOrAn(typeName(Value.self))) to return."
            layout.fix =
                "Set an expectation, e.g. \(example), or give \(typeName(Value.self)) a default: "
                + Messages.defaultDeclaration(Value.self)
        } else if verdicts.isEmpty {
            layout.headline = "Unexpected \(noun) \(interaction): no expectation was set for \(selector.spoken)."
            layout.fix = Self.fix(for: selector, suggestion: suggestion?.selector, example: example)
        } else if verdicts.contains(where: \.acceptsArguments) {
            layout.headline =
                "Unexpected \(noun) \(interaction): the expectations of \(selector.spoken) "
                + "that accept it are used up."
            layout.fix =
                "\(selector) was \(Messages.pastParticiple(selector.kind)) more often than expected: allow more "
                + "with times: on the expectation, or use an unbounded form (alwaysReturn, toAlways, toAlwaysBeSet)."
        } else {
            let isSet = selector.kind == .set
            layout.headline =
                "Unexpected \(noun) \(interaction): no expectation of \(selector.spoken) "
                + "accepts \(isSet ? "this value" : "its arguments")."
            if let closest, !closest.typeMismatches.isEmpty, closest.typeMismatches.count == closest.mismatches {
                let types = closest.typeMismatches.map { "\($0.name) is \(aOrAn($0.type))" }
                layout.fix =
                    "Match each argument with a value or matcher of its type (\(types.joined(separator: ", "))), "
                    + "e.g. \(example)."
            } else {
                layout.fix =
                    isSet
                    ? "Expect this value, e.g. \(example), or fix the value the code under test assigns."
                    : "Expect these arguments, e.g. \(example), or fix the arguments the code under test passes."
            }
        }
        if !verdicts.isEmpty {
            layout.details.append("Expectations of \(selector.spoken), in the order set:")
            layout.details += verdicts.flatMap(\.lines)
        }
        if let suggestion {
            layout.details.append(
                Messages.waitingExpectation(
                    for: selector, waiting: suggestion.selector, unused: suggestion.unusedCount,
                    at: suggestion.firstUnusedLocation))
        }
        let pointedAt = closest?.expectation.location ?? suggestion?.firstUnusedLocation ?? call.lastConfigured
        if pointedAt == nil, let declaration = call.testDeclaration {
            layout.details.append(Messages.reportedAtTest(mock: call.mock))
            location = declaration
        } else {
            location = pointedAt ?? call.createdAt
        }
        message = layout.text
        errorDescription =
            "Scout: " + layout.headline + "\n"
            + Messages.cannotMake(Value.self) + "\n"
            + "→ " + layout.fix
            + (relaxed ? "" : " To let tests go on after such a failure: " + Messages.defaultDeclaration(Value.self))
            + "\n(Reported at \(location); \(call.mock.noted).)"
    }

    /// An expectation that would answer the interaction, written as Scout code.
    private static func example<Value>(
        _ selector: Selector, _ arguments: [ArgumentPair], returning type: Value.Type
    ) -> String {
        switch selector.kind {
        case .get:
            return "expect.\(selector.name).to(`return`(…))"
        case .set:
            return "expect.\(selector.name).toBeSet(to: \(exampleArgument(arguments.first?.value ?? nil)))"
        case .call:
            let list = arguments.map { label, value in
                let written = exampleArgument(value)
                return label.isEmpty ? written : "\(label): \(written)"
            }
            let behavior = acceptsNothing(Value.self) ? "toBeCalled()" : "to(`return`(…))"
            return "expect.\(selector.name)(\(list.joined(separator: ", "))).\(behavior)"
        }
    }

    /// The argument as a test would write it (see `Messages.sourceMatcher`), and
    /// `…` for a value too long to repeat in an example.
    private static func exampleArgument(_ value: Any?) -> String {
        let written = Messages.sourceMatcher(value)
        return written.count > 40 ? "…" : written
    }

    /// What to do about an interaction with no expectation: follow the suggestion
    /// when a similar member waits, or expect it.
    private static func fix(for selector: Selector, suggestion: Selector?, example: String) -> String {
        guard let suggestion else {
            return "Expect it before the code under test \(verb(selector.kind)) it, e.g. \(example)"
                + (selector.kind == .set ? "; or allow assignments with Mock(policy: .relaxedVoid)." : ".")
        }
        switch Suggestions.relation(between: selector, and: suggestion) {
        case .similarName:
            return "Correct the name where it is misspelled (in the test or in the mock), or expect this "
                + "\(Messages.noun(selector.kind)): \(example)."
        case .otherLabels:
            return "Make the labels agree in the test and the mock: this call is \(selector)."
        case .otherArgumentCount:
            return "Make the mock forward every argument of the requirement, and the expectation match each one."
        case .otherKind:
            return "Expect it as \(selector.spokenWithKind): \(example)."
        }
    }

    private static func verb(_ kind: MemberKind) -> String {
        switch kind {
        case .call: "calls"
        case .get: "reads"
        case .set: "assigns"
        }
    }
}

/// One expectation's verdict on an interaction, argument by argument.
private struct Verdict {
    let expectation: ExpectationSnapshot
    let rows: [String]
    let matchingArguments: Int
    let acceptsArguments: Bool
    /// Arguments rejected only for being of another type, with that type.
    let typeMismatches: [(name: String, type: String)]
    var mismatches: Int { expectation.matchers.count - matchingArguments }

    init(_ expectation: ExpectationSnapshot, _ verdicts: [ArgumentVerdict]) {
        self.expectation = expectation
        rows = verdicts.flatMap { Messages.argumentRows($0, of: expectation.selector) }
        matchingArguments = verdicts.filter(\.isMatch).count
        acceptsArguments = matchingArguments == expectation.matchers.count
        typeMismatches = verdicts.compactMap { verdict in
            guard case .wrongType = verdict.outcome else { return nil }
            return (Messages.argumentName(verdict, of: expectation.selector), typeName(of: flattened(verdict.value)))
        }
    }

    /// Orders candidates for the failure's location: more accepted arguments first,
    /// then unused ones, then the earliest set.
    var closeness: (Int, Int, Int) {
        (matchingArguments, expectation.isSpent ? 0 : 1, -expectation.ordinal)
    }

    var lines: [String] {
        let head =
            "  \(expectation.ordinal). \(expectation.behavior) (\(expectation.usage)), set at \(expectation.location)"
        return [head] + rows.map { "     " + $0 }
    }
}
