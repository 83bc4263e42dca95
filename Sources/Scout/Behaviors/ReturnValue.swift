/// Returns a value given when the expectation was set.
struct ReturnValue: BehaviorAction, @unchecked Sendable {
    let value: Any?
    /// The value boxed with its static type, made once; `nil` for `nil`.
    let box: ReturnBox?

    init(_ value: Any?) {
        self.value = value
        box = ReturnBox.make(value)
    }

    func summary(for kind: MemberKind) -> String { "return \(render(value))" }

    var immediateBox: ReturnBox? { box }

    var answerType: Any.Type? { value.map { type(of: $0) } }

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

/// A value to return, kept with its static type so that an interaction whose
/// result is exactly that type gets it without a dynamic cast. Immutable, read
/// from any thread.
class ReturnBox: @unchecked Sendable {
    /// The stored value's type, as `ScalarMetadata.bits` gives it.
    let storedType: UInt

    init(storedType: UInt) {
        self.storedType = storedType
    }

    /// The value as a `Value`, which is exactly its type (the caller compared
    /// `storedType` first).
    func value<Value>(as type: Value.Type) -> Value {
        preconditionFailure("ReturnBox is abstract")
    }

    /// A box for `value`, with its dynamic type; `nil` for `nil`.
    static func make(_ value: Any?) -> ReturnBox? {
        guard let value else { return nil }
        func box<Stored>(_ stored: Stored) -> ReturnBox { TypedReturnBox(stored) }
        return box(value)
    }
}

final class TypedReturnBox<Stored>: ReturnBox, @unchecked Sendable {
    let stored: Stored

    init(_ stored: Stored) {
        self.stored = stored
        super.init(storedType: ScalarMetadata.bits(Stored.self))
    }

    override func value<Value>(as type: Value.Type) -> Value {
        sameTypeCast(stored, to: Value.self)
    }
}
