/// Throws an error given when the expectation was set.
struct ThrowError: BehaviorAction {
    let error: any Error

    func summary(for kind: MemberKind) -> String { "throw \(render(error))" }

    func answer<Value>(_ call: AnsweredCall, as type: Value.Type) throws -> Value {
        throw error
    }
}
