/// Accepts a `Value` for which `predicate` returns `true`.
///
/// Name the argument's type in the closure, and describe the condition so that
/// failure messages can say what was expected:
///
/// ```swift
/// mock.expect.save(user: satisfying("an adult") { (user: User) in user.age >= 18 })
/// ```
///
/// The predicate runs outside the mock's lock, possibly on another thread.
///
/// - Parameters:
///   - description: What failure messages say the argument should be; by default, for a `User`,
///     "a User satisfying a condition".
///   - predicate: Whether an argument of type `Value` is acceptable.
/// - Returns: A matcher that accepts a `Value` for which `predicate` returns `true`.
public func satisfying<Value>(
    _ description: String? = nil, _ predicate: @escaping @Sendable (Value) -> Bool
) -> some ArgMatcher {
    PredicateMatcher(summary: description, predicate: predicate)
}

struct PredicateMatcher<Value>: ArgMatcher {
    let summary: String?
    let predicate: @Sendable (Value) -> Bool

    var description: String {
        summary ?? "\(aOrAn(typeName(Value.self))) satisfying a condition"
    }

    func match(_ argument: Any?) -> ArgMatch {
        .judge(argument, as: Value.self, predicate)
    }
}
