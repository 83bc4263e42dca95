/// What kind of mistake a ``ScoutFailure`` reports, for tests of your own helpers to
/// tell failures apart without reading their text.
public enum FailureKind: String, Sendable, CaseIterable {
    /// A call, read or assignment no expectation answered.
    case unexpectedCall
    /// An expectation the code under test did not use as it must (at `verify()`, at
    /// the end of a test, or when its mock was freed).
    case unmetExpectation
    /// An expectation that could not answer as it says: an answer of another type,
    /// `nil` for a non-optional result, an error the call cannot throw, a block that
    /// read an argument wrongly.
    case wrongAnswer
    /// Calls that did not happen in the order a check or `expectInOrder` asks.
    case order
    /// A count that `called(_:)` or `called(_:within:)` did not find, or that a call
    /// arriving after the check changed.
    case count
    /// Interactions nothing answered or checked (`verifyNoMoreInteractions`).
    case noMoreInteractions
    /// A gate: not reached, not cancelled, resumed twice, or still holding its call.
    case gate
    /// A member the mock does not have, or one close to a member it has ("did you mean").
    case unknownMember
    /// An argument captor read before it captured anything.
    case captor
    /// A lent closure called after its call returned.
    case lateCall
    /// A recorded transcript that differs from the one expected.
    case transcript
    /// An observer's block that threw.
    case observer
    /// A misuse of Scout itself: a value that cannot be compared, an impossible count,
    /// an expectation set after `verify()`, a `replacing` with nothing to replace, a
    /// `perTest` mock outside a scope, a `returned` check on a mock that keeps no answers.
    case misuse
}
