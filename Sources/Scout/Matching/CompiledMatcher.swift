/// A matcher reduced, when the expectation is set, to a form the engine judges
/// without generic code, dynamic casts or user code; `.general` defers to the
/// matcher's own `match`.
enum CompiledMatcher: Sendable {
    case any
    case isNil
    case equals(ScalarValue)
    case general

    init(_ matcher: any ArgMatcher) {
        self = (matcher as? any CompilableMatcher)?.compiled ?? .general
    }

    /// The verdict on the value of the argument pair at `pair`, read in place: no
    /// copy of the `Any?`, no retain. `nil` when the matcher's own `match` must judge.
    @inline(__always)
    func verdict(onValueOf pair: UnsafePointer<ArgumentStorage.Pair>, inPlace: Bool) -> Bool? {
        guard inPlace else { return verdict(on: ScalarValue(pair.pointee.value)) }
        let value = UnsafeRawPointer(pair) + ArgumentStorage.valueOffset
        let metadata = ScalarMetadata.metadata(ofExistentialAt: value)
        switch self {
        case .any:
            return true
        case .general:
            return nil
        case .isNil:
            if metadata == 0 { return true }
            return ScalarMetadata.isScalar(metadata) ? false : nil
        case .equals(let expected):
            switch expected {
            case .int(let int):
                if metadata == ScalarMetadata.int { return value.load(as: Int.self) == int }
            case .string(let string):
                if metadata == ScalarMetadata.string {
                    return StringBits(value) == StringBits(string) || value.load(as: String.self) == string
                }
            case .bool(let bool):
                if metadata == ScalarMetadata.bool { return value.load(as: Bool.self) == bool }
            case .double(let double):
                if metadata == ScalarMetadata.double { return value.load(as: Double.self) == double }
            case .none, .other:
                return nil
            }
            // nil, or a scalar of another type: not equal. Anything else: ask `match`.
            return metadata == 0 || ScalarMetadata.isScalar(metadata) ? false : nil
        }
    }

    /// `true` or `false` when decided here; `nil` when the matcher's own `match`
    /// must judge (outside the mock's lock).
    @inline(__always)
    func verdict(on argument: ScalarValue) -> Bool? {
        switch self {
        case .any:
            return true
        case .general:
            return nil
        case .isNil:
            switch argument {
            case .none: return true
            case .other: return nil
            default: return false
            }
        case .equals(let expected):
            switch (expected, argument) {
            case (.int(let a), .int(let b)): return a == b
            case (.string(let a), .string(let b)): return a == b
            case (.bool(let a), .bool(let b)): return a == b
            case (.double(let a), .double(let b)): return a == b
            case (_, .other): return nil
            default: return false
            }
        }
    }
}

/// A built-in matcher that has a compiled form.
protocol CompilableMatcher {
    var compiled: CompiledMatcher { get }
}

extension AnyValueMatcher: CompilableMatcher {
    var compiled: CompiledMatcher { .any }
}

extension NilMatcher: CompilableMatcher {
    var compiled: CompiledMatcher { .isNil }
}

extension EqualityMatcher: CompilableMatcher {
    var compiled: CompiledMatcher {
        let scalar = ScalarValue(expected)
        if case .other = scalar { return .general }
        return .equals(scalar)
    }
}
