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

    init(_ matcher: any ArgMatcher) {
        self = (matcher as? any FastMatchable)?.fastMatcher ?? FastMatcher(.general)
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
        case .bool:
            if argument.metadata == scalars.bool {
                return (argument.first & 0xFF != 0) == (first != 0) ? .accepts : .rejects
            }
        case .double:
            if argument.metadata == scalars.double {
                return Double(bitPattern: argument.first) == Double(bitPattern: first) ? .accepts : .rejects
            }
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

/// An argument's `Any?` container as words: the type's metadata (0 for `nil`) and
/// the first two words of the inline value, read without copying or retaining.
struct ArgumentWords {
    let metadata: UInt
    let first: UInt64
    let second: UInt64

    // Computed rather than stored: a stored static costs a `swift_once` check per read.

    /// Nothing known: every fast matcher but `any()` leaves it to `match`.
    @inline(__always) static var unknown: ArgumentWords { ArgumentWords(metadata: 1, first: 0, second: 0) }

    init(metadata: UInt, first: UInt64, second: UInt64) {
        self.metadata = metadata
        self.first = first
        self.second = second
    }

    /// Reads the value of the pair at `pair`. An `Any?` is an opaque existential
    /// container, an ABI-stable layout: three words of inline value, then the
    /// type's metadata, null for `nil` (checked at first use by
    /// `ScalarMetadata.inPlaceReadsWork`).
    @inline(__always)
    init(_ pair: UnsafePointer<ArgumentStorage.Pair>) {
        self.init(existential: UnsafeRawPointer(pair) + ArgumentStorage.valueOffset)
    }

    /// Reads the `Any?` container at `container`.
    @inline(__always)
    init(existential container: UnsafeRawPointer) {
        // One load of the whole container: in debug builds each `load` is a generic call.
        let words = container.load(as: (UInt64, UInt64, UInt64, UInt).self)
        metadata = words.3
        first = words.0
        second = words.1
    }
}

/// A built-in matcher with a fast form.
protocol FastMatchable {
    var fastMatcher: FastMatcher { get }
}

extension AnyValueMatcher: FastMatchable {
    var fastMatcher: FastMatcher { FastMatcher(.any) }
}

extension NilMatcher: FastMatchable {
    var fastMatcher: FastMatcher { FastMatcher(.isNil) }
}

extension EqualityMatcher: FastMatchable {
    /// Only when the expected value is exactly an `Int`, `String`, `Bool` or `Double`.
    /// A `String`'s words stay valid: this matcher keeps the string alive.
    var fastMatcher: FastMatcher {
        guard MemoryLayout<String>.size == 16 else { return FastMatcher(.general) }
        if Value.self == Int.self { return FastMatcher(.int, UInt64(bitPattern: Int64(unbox(expected, as: Int.self)))) }
        if Value.self == Bool.self { return FastMatcher(.bool, unbox(expected, as: Bool.self) ? 1 : 0) }
        if Value.self == Double.self { return FastMatcher(.double, unbox(expected, as: Double.self).bitPattern) }
        if Value.self == String.self {
            let words = unsafeBitCast(unbox(expected, as: String.self), to: (UInt64, UInt64).self)
            return FastMatcher(.string, words.0, words.1)
        }
        return FastMatcher(.general)
    }
}
