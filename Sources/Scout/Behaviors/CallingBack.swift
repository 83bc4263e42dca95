/// Answers a call by calling its closure argument labelled `label` with `value`:
/// the one line for a completion handler.
///
/// ```swift
/// loader.expect.load(any(), completion: any())
///     .to(calling("completion", with: Result<Data, any Error>.success(data)))
/// ```
///
/// The closure may be `@Sendable` or not, and optional; it is called before the
/// call returns, on the calling thread. Spell the value's type in full: the type of
/// the closure's parameter is found from it. An argument that is not such a
/// closure is a failure at the expectation, which says what it is.
///
/// - Parameters:
///   - label: The label of the closure argument to call.
///   - value: What the closure is called with; its type is that of the closure's parameter.
///   - times: How many calls it answers, and how many it requires.
/// - Returns: The behavior, for `to(_:)`.
public func calling<Value: Sendable>(_ label: String, with value: Value, times: Times = .once) -> Behavior {
    Behavior.syncBlock({ arguments in try arguments.callBack(label, with: value) }, times: times)
}

/// Answers a call by calling its closure argument labelled `label`, which takes
/// nothing: `.to(calling("done"))`.
///
/// - Parameters:
///   - label: The label of the closure argument to call.
///   - times: How many calls it answers, and how many it requires.
/// - Returns: The behavior, for `to(_:)`.
public func calling(_ label: String, times: Times = .once) -> Behavior {
    Behavior.syncBlock({ arguments in try arguments.callBack(label, with: ()) }, times: times)
}

extension Arguments {
    /// Calls the closure argument labelled `label` with `value`, whether it was
    /// passed `@Sendable` or not.
    func callBack<Value>(_ label: String, with value: Value) throws {
        guard let argument = first(where: { $0.label == label }) else {
            throw ScoutError(.argumentAccess, Messages.unknownArgumentLabel(label, in: selector, labels: map(\.label)))
        }
        let closure = flattened(argument.value)
        if Value.self == Void.self {
            if let call = closure as? @Sendable () -> Void { return call() }
            if let call = closure as? () -> Void { return call() }
        }
        if let call = closure as? @Sendable (Value) -> Void { return call(value) }
        if let call = closure as? (Value) -> Void { return call(value) }
        throw ScoutError(
            .argumentAccess, Messages.notACallback(label, in: selector, actual: closure, value: Value.self))
    }
}
