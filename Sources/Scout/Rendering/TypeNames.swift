/// A type's name as Swift code writes it: `Int?`, `[String]`, `[String: Int]`.
func typeName(_ type: any Any.Type) -> String {
    type == Void.self ? "Void" : sugared(String(describing: type))
}

/// The type name of a value, or `nil` when there is none.
func typeName(of value: Any?) -> String {
    guard let value else { return "nil" }
    return typeName(type(of: value))
}

/// Rewrites `Optional<X>`, `Array<X>` and `Dictionary<K, V>` in a type's name into
/// their sugared spellings, recursively.
private func sugared(_ name: String) -> String {
    for (prefix, wrap) in sugarRules where name.hasPrefix(prefix) && name.hasSuffix(">") {
        let inner = String(name.dropFirst(prefix.count).dropLast())
        let parts = splitTopLevel(inner)
        if let rewritten = wrap(parts.map(sugared)) { return rewritten }
    }
    guard name.contains("<") else { return name }
    // Sugar generic arguments of other types, e.g. Result<Optional<Int>, Error>.
    guard let open = name.firstIndex(of: "<"), name.hasSuffix(">") else { return name }
    let head = name[..<open]
    let inner = String(name[name.index(after: open)..<name.index(before: name.endIndex)])
    return head + "<" + splitTopLevel(inner).map(sugared).joined(separator: ", ") + ">"
}

private let sugarRules: [(String, @Sendable ([String]) -> String?)] = [
    ("Swift.Optional<", { $0.count == 1 ? optionalSpelling($0[0]) : nil }),
    ("Optional<", { $0.count == 1 ? optionalSpelling($0[0]) : nil }),
    ("Swift.Array<", { $0.count == 1 ? "[\($0[0])]" : nil }),
    ("Array<", { $0.count == 1 ? "[\($0[0])]" : nil }),
    ("Swift.Dictionary<", { $0.count == 2 ? "[\($0[0]): \($0[1])]" : nil }),
    ("Dictionary<", { $0.count == 2 ? "[\($0[0]): \($0[1])]" : nil }),
]

/// `X?`, parenthesizing function and existential types so the `?` binds right.
private func optionalSpelling(_ wrapped: String) -> String {
    wrapped.contains("->") || wrapped.hasPrefix("any ") || wrapped.contains(" & ")
        ? "(\(wrapped))?" : "\(wrapped)?"
}

/// Splits `A, B<C, D>, E` at top-level commas.
private func splitTopLevel(_ text: String) -> [String] {
    var parts: [String] = []
    var depth = 0
    var current = ""
    for character in text {
        switch character {
        case "<", "(", "[": depth += 1
        case ">", ")", "]": depth -= 1
        default: break
        }
        if character == ",", depth == 0 {
            parts.append(current.trimmingLeadingSpaces())
            current = ""
        } else {
            current.append(character)
        }
    }
    parts.append(current.trimmingLeadingSpaces())
    return parts
}

extension String {
    fileprivate func trimmingLeadingSpaces() -> String {
        String(drop { $0 == " " })
    }
}

/// A type's name after the right indefinite article, by sound: "an Int",
/// "a User", "a UUID", "an Update".
func aOrAn(_ name: String) -> String {
    let characters = Array(name.drop { !$0.isLetter })
    guard let first = characters.first else { return "a " + name }
    var vowelSound = "AEIOaeio".contains(first)
    if first == "U" || first == "u" {
        let second = characters.count > 1 ? characters[1] : " "
        let soundsLikeYou = second.isUppercase || "st".contains(second) || name.dropFirst().hasPrefix("ni")
        vowelSound = !soundsLikeYou
    }
    return (vowelSound ? "an " : "a ") + name
}
