import ScoutLowLevel

/// A matcher reduced, when the expectation is set, to plain data the engine judges
/// without generic code, dynamic casts, reference counting or user code; used for
/// plain values, `equalTo` on `Int`, `String`, `Bool` and `Double`, `any()` and
/// `nil`. Every other matcher is `.general`: its own `match` judges, outside the
/// mock's lock.
struct FastMatcher: Sendable {
    enum Kind: UInt8, Sendable {
        case any
        case isNil
        case int
        case string
        case bool
        case double
        case general
    }

    let kind: Kind
    /// The expected `Int`, `Bool` or `Double` bits, or the first word of a `String`.
    let first: UInt64
    /// The second word of an expected `String`.
    let second: UInt64

    init(_ kind: Kind, _ first: UInt64 = 0, _ second: UInt64 = 0) {
        self.kind = kind
        self.first = first
        self.second = second
    }

    /// `matcher` reduced for a mock on the fast path (`fastPath`) or the portable one.
    init(_ matcher: any ArgMatcher, fastPath: Bool) {
        self = Self.builtIn(matcher, fastPath: fastPath) ?? FastMatcher(.general)
    }

    /// The reduction of one of Scout's own matchers (which never capture), or `nil`
    /// for a matcher of another type. The commonest are told by their metadata
    /// first: the cast to a protocol costs a conformance lookup (callgrind,
    /// release: about 1,300 instructions).
    static func builtIn(_ matcher: any ArgMatcher, fastPath: Bool) -> FastMatcher? {
        let type = type(of: matcher)
        // Of a known type: opened, not cast (a cast costs about 250 instructions).
        if type == EqualityMatcher<Int>.self {
            return opened(matcher, as: EqualityMatcher<Int>.self).fastMatcher(fastPath: fastPath)
        }
        if type == EqualityMatcher<String>.self {
            return opened(matcher, as: EqualityMatcher<String>.self).fastMatcher(fastPath: fastPath)
        }
        if type == AnyValueMatcher.self || type == NilMatcher.self || type == EqualityMatcher<Bool>.self
            || type == EqualityMatcher<Double>.self,
            let matcher = matcher as? any FastMatchable
        {
            return matcher.fastMatcher(fastPath: fastPath)
        }
        return (matcher as? any FastMatchable)?.fastMatcher(fastPath: fastPath)
    }

    /// `matcher`, whose type the caller checked is `Matcher`, taken out of its box.
    private static func opened<Matcher: ArgMatcher>(_ matcher: any ArgMatcher, as type: Matcher.Type) -> Matcher {
        func open<Opened: ArgMatcher>(_ opened: Opened) -> Matcher { sameTypeCast(opened, to: Matcher.self) }
        return open(matcher)
    }

    /// The verdict on an argument, from its words read once per call.
    enum Verdict: UInt8 {
        case rejects
        case accepts
        /// Not decided here: the matcher's own `match` must judge.
        case undecided
    }

    @inline(__always)
    func verdict(on argument: ArgumentWords, scalars: ScalarMetadata.Words) -> Verdict {
        switch kind {
        case .any:
            return .accepts
        case .general:
            return .undecided
        case .isNil:
            if argument.metadata == 0 { return .accepts }
        case .int:
            if argument.metadata == scalars.int { return argument.first == first ? .accepts : .rejects }
            // Another type: a number may fit (`3` for a `Double`); `match` decides.
            if argument.metadata != 0 { return .undecided }
        case .bool:
            if argument.metadata == scalars.bool {
                return (argument.first & 0xFF != 0) == (first != 0) ? .accepts : .rejects
            }
        case .double:
            if argument.metadata == scalars.double {
                let actual = Double(bitPattern: argument.first)
                let expected = Double(bitPattern: first)
                // NaN equals NaN, as in `EqualityMatcher`.
                return actual == expected || (actual.isNaN && expected.isNaN) ? .accepts : .rejects
            }
            if argument.metadata != 0 { return .undecided }
        case .string:
            if argument.metadata == scalars.string {
                // Equal bits are equal strings; other bits may still be `==` (another
                // representation, or canonically equivalent text): let `match` decide.
                return argument.first == first && argument.second == second ? .accepts : .undecided
            }
        }
        // nil, or a scalar of another type, is not a match; anything else may be
        // (a boxed optional, a subclass): `match` decides.
        return argument.metadata == 0 || scalars.contains(argument.metadata) ? .rejects : .undecided
    }
}

extension AnyValueMatcher: FastMatchable {
    func fastMatcher(fastPath: Bool) -> FastMatcher { FastMatcher(.any) }
}

extension NilMatcher: FastMatchable {
    func fastMatcher(fastPath: Bool) -> FastMatcher { FastMatcher(.isNil) }
}

extension EqualityMatcher: FastMatchable {
    /// Only when the expected value is exactly an `Int`, `String`, `Bool` or `Double`.
    /// A `String`'s words stay valid: this matcher keeps the string alive.
    func fastMatcher(fastPath: Bool) -> FastMatcher {
        if Value.self == Int.self {
            return FastMatcher(.int, UInt64(bitPattern: Int64(sameTypeCast(expected, to: Int.self))))
        }
        if Value.self == Bool.self { return FastMatcher(.bool, sameTypeCast(expected, to: Bool.self) ? 1 : 0) }
        if Value.self == Double.self { return FastMatcher(.double, sameTypeCast(expected, to: Double.self).bitPattern) }
        if Value.self == String.self, fastPath {
            LayoutReads.note()
            let bits = StringBits(sameTypeCast(expected, to: String.self))
            return FastMatcher(.string, bits.first, bits.second)
        }
        return FastMatcher(.general)
    }
}
