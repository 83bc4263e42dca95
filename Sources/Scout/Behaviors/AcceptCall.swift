import ScoutLowLevel

/// Accepts a call that returns nothing, or an assignment: `toBeCalled()`,
/// `toBeSet(…)`.
struct AcceptCall: BehaviorAction {
    func summary(for kind: MemberKind) -> String {
        "accept the \(kind == .set ? "assignment" : "call")"
    }

    var answersVoidImmediately: Bool { true }

    func fit<Value>(_ type: Value.Type) -> AnswerFit {
        Value.self == Void.self ? .exact : isUntyped(Value.self) ? .certain : .no
    }

    var choiceType: Any.Type? { Void.self }

    func answer<Value>(_ call: AnsweredCall, as type: Value.Type) throws -> Value {
        guard acceptsNothing(Value.self) else { throw BehaviorMistake.acceptWithoutValue }
        return nothingValue(as: Value.self)
    }
}
