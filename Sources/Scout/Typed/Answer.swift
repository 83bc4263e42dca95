/// A ``Behavior`` that answers with a `Value`: what a generated mock's typed
/// expectations take, so that an answer of another type than the requirement's
/// result does not compile.
///
/// ```swift
/// store.expect.find(id: 1).to(`return`(invoice))       // Answer<Invoice>
/// store.expect.find(id: 1).to(`return`(.sample))       // Invoice.sample
/// store.expect.find(id: 1).to(`return`("invoice"))     // does not compile
/// ```
///
/// Scout's behaviors (`return`, `alwaysReturn`, `get`, `alwaysGet`, `throw`,
/// `alwaysThrow`, `calling`) give one where the expectation is typed.
public struct Answer<Value>: Sendable {
    /// What the expectation does.
    public let behavior: Behavior

    /// A typed view of `behavior`, which answers with a `Value`.
    ///
    /// - Parameter behavior: What the expectation does.
    public init(_ behavior: consuming Behavior) {
        self.behavior = behavior
    }
}

/// Answers a typed expectation's calls with `value`, `times` times (once by default).
///
/// - Parameters:
///   - value: The answer, of the requirement's result type.
///   - times: How many calls it answers.
/// - Returns: The behavior, typed for the expectation.
@_disfavoredOverload
public func `return`<Value>(_ value: Value, times: Times = .once) -> Answer<Value> {
    Answer(`return`(value as Any?, times: times))
}

/// Answers every call of a typed expectation with `value`; `verify()` never requires one.
///
/// - Parameter value: The answer, of the requirement's result type.
/// - Returns: The behavior, typed for the expectation.
@_disfavoredOverload
public func alwaysReturn<Value>(_ value: Value) -> Answer<Value> {
    Answer(alwaysReturn(value as Any?))
}

/// Answers a typed expectation's calls with what `block` returns, `times` times.
///
/// - Parameters:
///   - times: How many calls it answers.
///   - block: Makes each answer.
/// - Returns: The behavior, typed for the expectation.
@_disfavoredOverload
public func get<Value>(times: Times = .once, _ block: @escaping @Sendable () throws -> Value) -> Answer<Value> {
    Answer(get(times: times, block) as Behavior)
}

/// Answers every call of a typed expectation with what `block` returns.
///
/// - Parameter block: Makes each answer.
/// - Returns: The behavior, typed for the expectation.
@_disfavoredOverload
public func alwaysGet<Value>(_ block: @escaping @Sendable () throws -> Value) -> Answer<Value> {
    Answer(alwaysGet(block) as Behavior)
}

/// Throws `error` from a typed expectation's calls, `times` times (once by default).
///
/// - Parameters:
///   - error: What the call throws.
///   - times: How many calls it answers.
/// - Returns: The behavior, typed for the expectation.
@_disfavoredOverload
public func `throw`<Value>(_ error: any Error, times: Times = .once) -> Answer<Value> {
    Answer(`throw`(error, times: times) as Behavior)
}

/// Throws `error` from every call of a typed expectation.
///
/// - Parameter error: What the call throws.
/// - Returns: The behavior, typed for the expectation.
@_disfavoredOverload
public func alwaysThrow<Value>(_ error: any Error) -> Answer<Value> {
    Answer(alwaysThrow(error) as Behavior)
}

/// Calls the completion handler labelled `label` with `value`; see
/// ``calling(_:with:times:)``.
///
/// - Parameters:
///   - label: The label of the completion handler's argument.
///   - value: What the completion handler receives.
///   - times: How many calls it answers.
/// - Returns: The behavior, typed for the expectation.
@_disfavoredOverload
public func calling<Argument: Sendable, Value>(
    _ label: String, with value: Argument, times: Times = .once
) -> Answer<Value> {
    Answer(calling(label, with: value, times: times) as Behavior)
}

/// Calls the completion handler labelled `label`, which takes nothing; see
/// ``calling(_:times:)``.
///
/// - Parameters:
///   - label: The label of the completion handler's argument.
///   - times: How many calls it answers.
/// - Returns: The behavior, typed for the expectation.
@_disfavoredOverload
public func calling<Value>(_ label: String, times: Times = .once) -> Answer<Value> {
    Answer(calling(label, times: times) as Behavior)
}
