import ScoutLowLevel

/// Runs a synchronous block that computes the answer from the arguments; kept
/// with its result's static type, so that a call returning exactly that type gets
/// the result without a cast.
final class RunBlock<Result>: BehaviorAction {
    let body: @Sendable (Arguments) throws -> Result
    /// Whether it was set with `get { }`, which reads in messages as such.
    let isGetter: Bool

    init(_ body: @escaping @Sendable (Arguments) throws -> Result, isGetter: Bool = false) {
        self.body = body
        self.isGetter = isGetter
    }

    func summary(for kind: MemberKind) -> String { isGetter ? "get from a block" : "run a block" }

    var answerType: Any.Type? { Result.self == Void.self || isUntypedResult(Result.self) ? nil : Result.self }

    func fit<Value>(_ type: Value.Type) -> AnswerFit { blockFit(Result.self, for: Value.self) }

    var choiceType: Any.Type? { blockChoiceType(Result.self) }

    func answer<Value>(_ call: AnsweredCall, as type: Value.Type) throws -> Value {
        let result = try body(call.blockArguments)
        if Result.self == Value.self { return sameTypeCast(result, to: Value.self) }
        // A call that returns nothing ignores what the block's last expression gives
        // (`completion(.success(data))` may return a value).
        if Value.self == Void.self { return nothingValue(as: Value.self) }
        return try convert(result, to: Value.self)
    }
}

/// Runs an async block; it can answer only calls made with `await`. A protocol of
/// final classes (a block, a gate), so that the compiler checks each for
/// `Sendable`, which it does for no class that has subclasses.
protocol RunAsyncBlock: BehaviorAction, AnyObject {
    /// The block's result type: a call returning exactly it calls the body directly,
    /// one async frame less than through `answerAsync`.
    var resultType: ObjectIdentifier { get }
}

extension RunAsyncBlock {
    func summary(for kind: MemberKind) -> String { "run an async block" }

    var answerType: Any.Type? { nil }

    func fit<Value>(_ type: Value.Type) -> AnswerFit { .certain }

    var choiceType: Any.Type? { nil }

    func answer<Value>(_ call: AnsweredCall, as type: Value.Type) throws -> Value {
        throw BehaviorMistake.asyncBlockFromSyncCall
    }

    /// Answers a call made with `await`: the body directly when its result type is
    /// the call's.
    @inline(__always)
    func run<Value>(_ call: AnsweredCall, as type: Value.Type) async throws -> Value {
        if resultType == ObjectIdentifier(Value.self) {
            return try await downcast(self, to: TypedRunAsyncBlock<Value>.self).body(call.blockArguments)
        }
        return try await answerAsync(call, as: Value.self)
    }
}

final class TypedRunAsyncBlock<Result>: RunAsyncBlock {
    let resultType = ObjectIdentifier(Result.self)
    let body: @Sendable (Arguments) async throws -> Result

    init(_ body: @escaping @Sendable (Arguments) async throws -> Result) {
        self.body = body
    }

    var answerType: Any.Type? {
        Result.self == Void.self || isUntypedResult(Result.self) ? nil : Result.self
    }

    func fit<Value>(_ type: Value.Type) -> AnswerFit { blockFit(Result.self, for: Value.self) }

    var choiceType: Any.Type? { blockChoiceType(Result.self) }

    func answerAsync<Value>(_ call: AnsweredCall, as type: Value.Type) async throws -> Value {
        let result = try await body(call.blockArguments)
        if Result.self == Value.self { return sameTypeCast(result, to: Value.self) }
        if Value.self == Void.self { return nothingValue(as: Value.self) }
        return try convert(result, to: Value.self)
    }
}
