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
