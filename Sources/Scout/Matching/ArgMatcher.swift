/// Decides whether one argument of a call is acceptable.
///
/// Every matcher has a `description` that Scout uses verbatim in failure
/// messages ("equal to 3", "greater than 0"), so write it as the end of the sentence
/// "expected an argument …". Most tests use the built-in matchers (``equalTo(_:)->ArgMatcher``,
/// ``any()->ArgMatcher``, ``satisfying(_:_:)->ArgMatcher``…) or plain values, which act as ``equalTo(_:)->ArgMatcher``:
///
/// ```swift
/// mock.expect.fetch(id: greaterThan(0)).to(`return`(user))
/// mock.expect.fetch(id: 1).to(`return`(user))   // same as equalTo(1)
/// ```
///
/// To write your own, judge the argument with ``ArgMatch/judge(_:as:_:)``, which
/// handles `nil` and arguments of another type for you:
///
/// ```swift
/// struct IsEven: ArgMatcher {
///     var description: String { "an even number" }
///     func match(_ argument: Any?) -> ArgMatch {
///         .judge(argument, as: Int.self) { $0 % 2 == 0 }
///     }
/// }
/// ```
public protocol ArgMatcher: Sendable, CustomStringConvertible {
    /// Judges one argument, as the mock received it (`nil` for a `nil` optional).
    ///
    /// - Parameter argument: The argument, as the mock received it; `nil` for a `nil` optional.
    /// - Returns: Whether the argument is acceptable, or of a type the matcher cannot judge.
    func match(_ argument: Any?) -> ArgMatch
}

/// The verdict of an ``ArgMatcher`` on one argument.
public enum ArgMatch: Sendable {
    /// The argument is acceptable.
    case matched
    /// The argument is of a type the matcher judges, but not acceptable.
    case mismatched
    /// The argument is of a type the matcher cannot judge; failure messages say
    /// that the types differ, naming `expected`.
    case wrongType(expected: any Any.Type)

    /// `.matched` when `isMatch` is true, `.mismatched` otherwise.
    ///
    /// - Parameter isMatch: Whether the argument is acceptable.
    public init(_ isMatch: Bool) {
        self = isMatch ? .matched : .mismatched
    }

    /// Whether the argument was accepted.
    public var isMatch: Bool {
        if case .matched = self { return true }
        return false
    }

    /// Judges `argument` as a `Value` with `test`.
    ///
    /// A `nil` argument is `.mismatched` (unless `Value` is itself optional); an
    /// argument of another type is `.wrongType(expected: Value.self)`.
    ///
    /// - Parameters:
    ///   - argument: The argument, as the mock received it.
    ///   - type: The type the argument must be of to be judged.
    ///   - test: Whether an argument of that type is acceptable.
    /// - Returns: The verdict of `test` on the argument when it is a `Value`, else as said above.
    public static func judge<Value>(
        _ argument: Any?, as type: Value.Type, _ test: (Value) -> Bool
    ) -> ArgMatch {
        if let value = argument as? Value { return ArgMatch(test(value)) }
        if isNilValue(argument) { return .mismatched }
        return .wrongType(expected: Value.self)
    }
}
