/// Accepts a `String` (or `Substring`) argument that starts with `prefix`.
///
/// - Parameter prefix: The text the argument must start with.
/// - Returns: A matcher that accepts a `String` or `Substring` that starts with `prefix`.
public func hasPrefix(_ prefix: String) -> some ArgMatcher {
    StringMatcher(operand: prefix, relation: .prefix)
}

/// Accepts a `String` (or `Substring`) argument that ends with `suffix`.
///
/// - Parameter suffix: The text the argument must end with.
/// - Returns: A matcher that accepts a `String` or `Substring` that ends with `suffix`.
public func hasSuffix(_ suffix: String) -> some ArgMatcher {
    StringMatcher(operand: suffix, relation: .suffix)
}

enum StringRelation: String, Sendable {
    case prefix = "has prefix"
    case suffix = "has suffix"
}

struct StringMatcher: ArgMatcher {
    let operand: String
    let relation: StringRelation

    var description: String { "\(relation.rawValue) \(render(operand))" }

    func match(_ argument: Any?) -> ArgMatch {
        guard let text = stringValue(argument) else {
            return isNilValue(argument) ? .mismatched : .wrongType(expected: String.self)
        }
        switch relation {
        case .prefix: return ArgMatch(text.hasPrefix(operand))
        case .suffix: return ArgMatch(text.hasSuffix(operand))
        }
    }
}

/// The argument as a `String`, when it is a `String` or a `Substring`.
func stringValue(_ argument: Any?) -> String? {
    if let text = argument as? String { return text }
    if let text = argument as? Substring { return String(text) }
    return nil
}
