import ScoutLowLevel

/// What an expectation does when it answers an interaction; one type per
/// behavior, each in its own file, run by the engine outside the mock's lock.
protocol BehaviorAction: Sendable {
    /// How it reads in messages, without "always": "return 4", "run a block".
    func summary(for kind: MemberKind) -> String

    /// Answers the interaction: returns its result, throws the error it was set
    /// to throw (the engine checks that the call may throw it), or throws a
    /// ``BehaviorMistake`` when it cannot give a `Value`.
    func answer<Value>(_ call: AnsweredCall, as type: Value.Type) throws -> Value

    /// Answers an interaction made with `await`.
    func answerAsync<Value>(_ call: AnsweredCall, as type: Value.Type) async throws -> Value

    /// A value box the engine may hand out under its lock, running no code, when
    /// the interaction's result type is exactly the box's.
    var immediateBox: ReturnBox? { get }

    /// Whether it answers a call returning `Void` with no code to run.
    var answersVoidImmediately: Bool { get }

    /// The type of what it answers with, when it says: a call made without a
    /// result type that goes wrong gets a made value of it (see `isUntyped`).
    var answerType: Any.Type? { get }

    /// How its answer fits a call asking for `Value`, as far as types tell: the
    /// engine passes over an expectation that does not when the member's
    /// expectations answer with several types (see `MemberRecord.choosesByType`).
    func fit<Value>(_ type: Value.Type) -> AnswerFit

    /// The type that tells its answers apart from other expectations' of the same
    /// member: what it answers with, `Void` for nothing, ``NilAnswer`` for `nil`;
    /// `nil` when it answers any type (an error, the original Scout's `Any?` block).
    var choiceType: Any.Type? { get }
}

/// How an expectation's answer fits the type a call asks for.
enum AnswerFit: Equatable {
    /// Its answer is of exactly that type.
    case exact
    /// Its answer converts to that type (an optional, a superclass, an
    /// existential), or it answers any type (an error, an untyped block).
    case certain
    /// A block whose result type differs: Scout cannot tell from types alone
    /// whether its result converts (to an existential, say).
    case maybe
    /// It cannot answer that type.
    case no
}

/// The choice type of `return(nil)`, which answers an optional of any type.
enum NilAnswer {}

extension BehaviorAction {
    func answerAsync<Value>(_ call: AnsweredCall, as type: Value.Type) async throws -> Value {
        try answer(call, as: type)
    }

    var immediateBox: ReturnBox? { nil }
    var answersVoidImmediately: Bool { false }
    var answerType: Any.Type? { nil }
    func fit<Value>(_ type: Value.Type) -> AnswerFit { .certain }
    var choiceType: Any.Type? { answerType }
}

/// The interaction a behavior answers.
struct AnsweredCall {
    let arguments: CallArguments
    let selector: Selector
    /// The answering mock's path (see `LayoutChecks`).
    let fastPath: Bool

    /// The arguments as a block receives them.
    var blockArguments: Arguments { Arguments(arguments, of: selector, fastPath: fastPath) }
}

/// Why a behavior could not answer; the engine reports it at the expectation and
/// goes on with a value it makes.
enum BehaviorMistake: Error {
    /// The value (or a block's result) is not of the result type.
    case wrongType(actual: Shared<Any?>)
    /// `nil` for a result that is not optional.
    case nilForNonOptional
    /// An async block reached by a call made without `await`.
    case asyncBlockFromSyncCall
    /// `toBeCalled()` for a call that returns a value.
    case acceptWithoutValue
}

/// Whether a block's result type says nothing (the original Scout's `Any?`
/// blocks, `Any`): such a block answers any type.
func isUntypedResult<Result>(_ type: Result.Type) -> Bool {
    Result.self == Any.self || Result.self == Any?.self
}

/// How a block's result of type `Result` fits a call asking for `Value`: exactly;
/// certainly when the call ignores it (`Void`, untyped) or it converts by type
/// (an optional of it, a superclass); not at all from a `Void` block; otherwise
/// maybe (it may convert to an existential, which types alone cannot tell).
func blockFit<Result, Value>(_ result: Result.Type, for type: Value.Type) -> AnswerFit {
    if Result.self == Value.self { return .exact }
    if acceptsNothing(Value.self) || isUntypedResult(Result.self) { return .certain }
    if Optional<Result>.self == Value.self || Result.self is Value.Type { return .certain }
    if Result.self == Void.self { return .no }
    return .maybe
}

/// The choice type of a block returning `Result`.
func blockChoiceType<Result>(_ result: Result.Type) -> Any.Type? {
    isUntypedResult(Result.self) ? nil : Result.self
}

/// `value` as the interaction's result: exactly its type (no dynamic cast), or
/// what `as?` makes of it, or `nil` as an optional result.
@inline(__always)
func convert<Value>(_ value: Any?, to type: Value.Type) throws -> Value {
    if let value, Swift.type(of: value) == Value.self { return unbox(value, as: Value.self) }
    return try convertSlowly(value, to: Value.self)
}

/// Kept out of `convert`: the `Optional<Value>` this needs would otherwise be
/// looked up on every call in unoptimized builds.
@inline(never)
func convertSlowly<Value>(_ value: Any?, to type: Value.Type) throws -> Value {
    // `as Any` keeps the value boxed: passed bare, Swift would open the box.
    if isUntyped(Value.self) { return sameTypeCast((value ?? (Any?.none as Any)) as Any, to: Value.self) }
    if let value, let typed = value as? Value { return typed }
    if isNilValue(value) {
        if let none = noneValue(of: Value.self) { return none }
        throw BehaviorMistake.nilForNonOptional
    }
    throw BehaviorMistake.wrongType(actual: Shared(wrappedValue: value))
}
