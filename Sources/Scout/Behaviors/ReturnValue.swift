import ScoutLowLevel

/// Returns a value given when the expectation was set.
///
/// It keeps the value in its box alone: one word, which an existential holds
/// inline, so that a `return` behavior allocates the box and nothing else.
struct ReturnValue: BehaviorAction {
    var value: Any? { box?.anyValue }
    /// The value boxed with its static type, made once; `nil` for `nil`.
    let box: ReturnBox?

    init(_ value: Any?) {
        box = ReturnBox.make(value)
    }

    func summary(for kind: MemberKind) -> String { "return \(render(value))" }

    var immediateBox: ReturnBox? { box }

    /// The value's type, as its box has it: reading it from `value` copies the value.
    var answerType: Any.Type? { box?.type }

    func fit<Value>(_ type: Value.Type) -> AnswerFit {
        guard let value else { return isUntyped(Value.self) || noneValue(of: Value.self) != nil ? .certain : .no }
        if Swift.type(of: value) == Value.self { return .exact }
        return isUntyped(Value.self) || value is Value ? .certain : .no
    }

    var choiceType: Any.Type? { answerType ?? NilAnswer.self }

    func answer<Value>(_ call: AnsweredCall, as type: Value.Type) throws -> Value {
        try convert(value, to: Value.self)
    }
}
