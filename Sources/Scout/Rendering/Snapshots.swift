import ScoutLowLevel

/// What messages are made from: plain values the engine fills in, so that
/// rendering never reaches into the engine's state nor runs a matcher, and every
/// message can be tested from literals.

/// One expectation as messages show it.
struct ExpectationSnapshot: Sendable {
    let selector: Selector
    /// 1-based position among the member's expectations.
    let ordinal: Int
    /// One description per matcher, in argument order.
    let matchers: [String]
    /// "return 4", "always run a block".
    let behavior: String
    /// "1 of 2 used", "used 3 times".
    let usage: String
    let location: CodeLocation
    /// Whether it can answer no more interactions.
    let isSpent: Bool
}

/// One argument as one matcher judged it; the engine computed the verdict.
struct ArgumentVerdict {
    /// The argument's label, `""` when unlabeled.
    let label: String
    /// 0-based position of the argument.
    let position: Int
    /// The matcher's description.
    let matcher: String
    /// The value passed; read only to render it.
    let value: Any?
    let outcome: Outcome

    enum Outcome {
        case matched
        /// Rejected; `expected` is the value an equality matcher compared with,
        /// for a field-by-field difference.
        case mismatched(expected: Any?)
        /// The argument is of a type the matcher cannot judge.
        case wrongType(expected: any Any.Type)
    }

    var isMatch: Bool {
        if case .matched = outcome { return true }
        return false
    }
}

/// An interaction no expectation answered, with everything its failure shows.
struct UnansweredCall {
    let selector: Selector
    let arguments: [ArgumentPair]
    /// The member's expectations, each with its verdict on every argument.
    let expectations: [(expectation: ExpectationSnapshot, verdicts: [ArgumentVerdict])]
    /// Other members with expectations still unused: "did you mean" candidates.
    let otherMembers: [MemberOverview]
    let lastConfigured: CodeLocation?
    let createdAt: CodeLocation
    let mock: MockIdentity
    /// The running Swift Testing test's declaration, when the mock was created in
    /// another file: where a failure with no expectation to point at goes.
    let testDeclaration: CodeLocation?
}

/// A member with expectations still waiting to be used.
struct MemberOverview: Sendable {
    let selector: Selector
    let firstUnusedLocation: CodeLocation
    let unusedCount: Int
}

/// Where a thrown error came from, for "cannot throw" messages.
enum ThrowSite: Sendable {
    case read
    case assignment
    /// A call; `errorType` names the only error type it may throw (typed throws).
    case call(errorType: (any Error.Type)?)
}
