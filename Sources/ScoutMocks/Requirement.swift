/// A protocol requirement, read from its declaration: what the mock class must
/// declare and how it forwards it.
struct Requirement {
    enum Kind {
        case method, property, subscripted, initializer
    }

    /// A parameter as the forwarding call passes it.
    struct Parameter: Equatable {
        /// The argument label of the call: "" for none.
        let label: String
        /// The name the implementation gives it.
        let name: String
        /// Its type as written, `inout` and attributes included.
        let type: String

        var isInout: Bool { type.hasPrefix("inout ") }
        /// A closure the requirement does not let escape: the mock lends it.
        var closure: ClosureType? { ClosureType(parameterType: type) }
    }

    let kind: Kind
    let isStatic: Bool
    /// The base name as declared (`fetch`, `init`, `subscript`, `==`).
    let name: String
    /// The declaration, made valid in a class (`mutating` removed, unnamed
    /// parameters named), without accessors for properties and subscripts.
    let declaration: String
    let parameters: [Parameter]
    let effects: Effects
    /// The result type; `nil` when the requirement returns nothing.
    let result: String?
    /// For properties and subscripts: whether they are settable.
    let settable: Bool
}

/// `async`, `throws`, `throws(E)` and `rethrows`, of a call or of a getter.
struct Effects: Equatable {
    enum Throwing: Equatable {
        case none
        case any
        case typed(String)
        case rethrowing
    }

    var isAsync = false
    var throwing = Throwing.none
}

/// A non-escaping closure type: its parameter count and effects decide the
/// `lending` form.
struct ClosureType: Equatable {
    let arity: Int
    let isAsync: Bool
    let throwing: Bool

    /// `nil` unless `parameterType` is a function type that does not escape: not
    /// `@escaping`, not optional (an optional closure escapes), not `inout`.
    init?(parameterType: String) {
        var text = Substring(parameterType)
        while text.hasPrefix("@") {
            let word = text.prefix { $0 != " " && $0 != "(" }
            if word == "@escaping" { return nil }
            text = text.dropFirst(word.count).drop { $0 == " " }
        }
        guard text.first == "(", let close = Self.matchingParenthesis(in: text) else { return nil }
        let inside = text[text.index(after: text.startIndex)..<close]
        let rest = text[text.index(after: close)...].trimmingCharacters(in: .whitespaces)
        guard rest.contains("->"), !rest.hasSuffix("?"), !rest.hasSuffix("!") else { return nil }
        let beforeArrow = rest.components(separatedBy: "->")[0]
        isAsync = beforeArrow.contains("async")
        throwing = beforeArrow.contains("throws")
        arity = inside.trimmingCharacters(in: .whitespaces).isEmpty ? 0 : Self.topLevelCommas(in: inside) + 1
    }

    private static func matchingParenthesis(in text: Substring) -> Substring.Index? {
        var depth = 0
        for index in text.indices {
            switch text[index] {
            case "(", "[", "<": depth += 1
            case ")", "]", ">":
                depth -= 1
                if depth == 0 { return text[index] == ")" ? index : nil }
            default: break
            }
        }
        return nil
    }

    private static func topLevelCommas(in text: Substring) -> Int {
        var depth = 0
        var commas = 0
        var previous: Character = " "
        for character in text {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">" where previous != "-": depth -= 1
            case "," where depth == 0: commas += 1
            default: break
            }
            previous = character
        }
        return commas
    }
}
