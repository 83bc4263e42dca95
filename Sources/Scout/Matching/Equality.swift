/// Accepts an argument equal to `value` (`==`).
///
/// A plain `Equatable` value where a matcher is expected means the same thing:
/// `expect.fetch(id: 3)` is `expect.fetch(id: equalTo(3))`. An optional argument
/// holding `3` matches too. An argument of another type (a `Double` where `value`
/// is an `Int`) does not match, and the failure says that the types differ.
public func equalTo<Value: Equatable>(_ value: Value) -> some ArgMatcher {
    EqualityMatcher(expected: value)
}

/// Holds the expected value immutably and only reads it, from any thread.
struct EqualityMatcher<Value: Equatable>: ArgMatcher, @unchecked Sendable {
    let expected: Value

    var description: String { "equal to \(render(expected))" }

    func match(_ argument: Any?) -> ArgMatch {
        // An expected optional that is nil at some level (`Int??.none`, `.some(.none)`)
        // equals any argument that is nil at some level: generic code nests
        // optionals in ways a cast does not see through.
        if isNilValue(expected) { return ArgMatch(isNilValue(argument)) }
        return .judge(argument, as: Value.self) { $0 == expected }
    }
}

extension EqualityMatcher: ExpectedValueMatcher {
    var expectedValue: Any { expected }
}
