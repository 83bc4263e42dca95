import ScoutLowLevel

/// Accepts an argument equal to `value` (`==`).
///
/// A plain `Equatable` value where a matcher is expected means the same thing:
/// `expect.fetch(id: 3)` is `expect.fetch(id: equalTo(3))`. An optional argument
/// holding `3` matches too. A value of a literal's type fits a parameter of
/// another number or text type as the literal would (`3` for an `Int8` or a
/// `Double`, `1.5` for a `Float`, `"A"` for a `Character`); an argument of any
/// other type does not match, and the failure says that the types differ.
///
/// Floating-point values compare as a test means them: `Double.nan` equals any
/// NaN argument (`==` says no NaN equals anything), and `0.0` equals `-0.0` (as
/// `==` says). So do values holding NaN: an optional, an array (`[.nan]`), a
/// struct or an enum's payload compare field by field then, NaN equal to NaN.
///
/// Inlinable, so that the call site knows the matcher's type: otherwise each call
/// looks the generic type up in the runtime's cache (callgrind, release: about 300
/// instructions).
///
/// - Parameter value: The value the argument must equal.
/// - Returns: A matcher that accepts an argument equal to `value`.
@inlinable
public func equalTo<Value: Equatable>(_ value: Value) -> some ArgMatcher {
    EqualityMatcher(expected: value)
}

/// Holds the expected value immutably and only reads it, from any thread.
@usableFromInline
struct EqualityMatcher<Value: Equatable>: ArgMatcher {
    /// The expected value, kept as ``Shared`` (a test's value, only read).
    @usableFromInline let shared: Shared<Value>
    var expected: Value { shared.wrappedValue }
    /// Whether `expected` is a floating-point NaN (at any level of optional), which
    /// then equals any NaN argument.
    @usableFromInline let expectsNaN: Bool

    @inlinable
    init(expected: Value) {
        shared = Shared(wrappedValue: expected)
        expectsNaN = NaNEquality.mayHoldNaN(Value.self) && NaNEquality.contains(expected)
    }

    @usableFromInline var description: String { "equal to \(render(expected))" }

    @usableFromInline func match(_ argument: Any?) -> ArgMatch {
        // An expected optional that is nil at some level (`Int??.none`, `.some(.none)`)
        // equals any argument that is nil at some level: generic code nests
        // optionals in ways a cast does not see through.
        if isNilValue(expected) { return ArgMatch(isNilValue(argument)) }
        if let fits = LiteralFit.equal(expected, argument) { return ArgMatch(fits) }
        if expectsNaN {
            return .judge(argument, as: Value.self) { $0 == expected || NaNEquality.equal($0, expected) }
        }
        return .judge(argument, as: Value.self) { $0 == expected }
    }
}

/// A plain value of a literal's type (`Int`, `Double`, `String`) expected for an
/// argument of another number or text type, as a literal in the test would fit
/// the parameter: `setLevel(3)` for an `Int8`, `1.5` for a `Float`, `"A"` for a
/// `Character`. Compared by value when the expected value converts exactly;
/// anything else keeps "the types differ".
enum LiteralFit {
    /// Whether `expected` equals `argument` by value; `nil` when the pair is not a
    /// literal and another number or text type.
    static func equal<Expected>(_ expected: Expected, _ argument: Any?) -> Bool? {
        guard Expected.self == Int.self || Expected.self == Double.self || Expected.self == String.self,
            let argument = flattened(argument), type(of: argument) != Expected.self
        else { return nil }
        switch expected {
        case let int as Int:
            if let integer = argument as? any BinaryInteger { return Int(exactly: integer) == int }
            if let floating = argument as? any BinaryFloatingPoint { return exactly(int, floating) }
        case let double as Double:
            // A floating-point literal fits only a floating-point parameter.
            if let floating = argument as? any BinaryFloatingPoint { return fits(double, floating) }
        case let string as String:
            if let character = argument as? Character { return String(character) == string }
            if let substring = argument as? Substring { return String(substring) == string }
        default:
            break
        }
        return nil
    }

    /// Whether the integer `value` is exactly `argument` (16777217 is no `Float`).
    private static func exactly<Floating: BinaryFloatingPoint>(_ value: Int, _ argument: Floating) -> Bool {
        Floating(exactly: value) == argument
    }

    /// Whether `value`, written as a literal of `Floating`'s type, is `argument`:
    /// rounded as the compiler rounds a literal (`0.1` is the nearest `Float`), but
    /// never to an infinity it was not.
    private static func fits<Floating: BinaryFloatingPoint>(_ value: Double, _ argument: Floating) -> Bool {
        let written = Floating(value)
        if value.isNaN { return argument.isNaN }
        guard written.isInfinite == value.isInfinite else { return false }
        return written == argument
    }
}

extension EqualityMatcher: ExpectedValueMatcher {
    var expectedValue: Any { expected }
}
