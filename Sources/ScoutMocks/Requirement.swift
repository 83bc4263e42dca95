import Foundation

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
        /// The name as an expression: in backticks when it is a keyword (`default`).
        var spelled: String { Requirement.keywords.contains(name) ? "`\(name)`" : name }
        /// The value the call passes: a `borrowing` parameter is copied.
        var argument: String {
            if type.hasPrefix("borrowing ") { return "copy \(spelled)" }
            // A doubly optional value given as `Any?` is said so, or the compiler warns.
            return type.hasSuffix("??") ? "\(spelled) as Any?" : spelled
        }

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
    /// The declaration as the symbol graph spells it, for notes.
    let source: String
    /// A method's generic parameters, as written (`<T: Decodable>`), or "".
    var generics = ""
    /// A method's `where` clause, as written (` where S.Element == Int`), or "".
    var whereClause = ""
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
    /// Why `lending` cannot take it, if it cannot.
    let unlendable: String?

    /// `nil` unless `parameterType` is a function type that does not escape: not
    /// `@escaping`, not optional (an optional closure escapes), not `inout`.
    init?(parameterType: String) {
        var text = Substring(parameterType)
        var attributes: [Substring] = []
        while text.hasPrefix("@") {
            let word = text.prefix { $0 != " " && $0 != "(" }
            if word == "@escaping" { return nil }
            if word != "@Sendable" && word != "@noescape" && word != "@autoclosure" { attributes.append(word) }
            text = text.dropFirst(word.count).drop { $0 == " " }
        }
        guard text.first == "(", let close = DeclarationText.closing(String(text), from: String(text).startIndex)
        else { return nil }
        let whole = String(text)
        let inside = whole[whole.index(after: whole.startIndex)..<close]
        let rest = whole[whole.index(after: close)...].trimmingCharacters(in: .whitespaces)
        guard rest.hasPrefix("->") || rest.hasPrefix("async") || rest.hasPrefix("throws") || rest.hasPrefix("rethrows")
        else { return nil }
        guard !rest.hasSuffix("?"), !rest.hasSuffix("!") else { return nil }
        let beforeArrow = rest.components(separatedBy: "->")[0]
        isAsync = beforeArrow.contains("async")
        throwing = beforeArrow.contains("throws")
        let parameters = DeclarationText.splitTopLevel(inside)
        arity = parameters.count
        if let attribute = attributes.first {
            unlendable = "its closure is \(attribute), which a lent closure cannot keep"
        } else if beforeArrow.contains("throws(") {
            unlendable = "its closure has typed throws, which a lent closure cannot keep"
        } else if parameters.contains(where: { $0.contains("inout ") }) {
            unlendable = "its closure takes an inout parameter, which a lent closure cannot pass on"
        } else {
            unlendable = nil
        }
    }
}

extension Requirement {
    /// The requirement with `Self` in its parameters written as the mock class:
    /// a final class cannot take `Self` there (`==(lhs: Self, rhs: Self)`).
    func replacingSelfInParameters(with className: String) -> Requirement {
        let requirement = replacingNestedSelfInResult(with: className)
        return requirement.replacingSelfInParameterList(with: className)
    }

    /// The requirement with `Self` inside its result (`[Self]`, `(Self, Int)`) written
    /// as the mock class: a class may return `Self` or `Self?`, nothing else.
    private func replacingNestedSelfInResult(with className: String) -> Requirement {
        guard let result, result != "Self", result != "Self?",
            Self.replacingWord("Self", in: result, with: className) != result,
            let range = declaration.range(of: result, options: .backwards)
        else { return self }
        let replaced = Self.replacingWord("Self", in: result, with: className)
        return Requirement(
            kind: kind, isStatic: isStatic, name: name,
            declaration: declaration.replacingCharacters(in: range, with: replaced),
            parameters: parameters, effects: effects, result: replaced, settable: settable, source: source,
            generics: generics, whereClause: whereClause)
    }

    private func replacingSelfInParameterList(with className: String) -> Requirement {
        guard kind != .property, let open = declaration.firstIndex(of: "("),
            let close = DeclarationText.closing(declaration, from: open)
        else { return self }
        let list = String(declaration[open...close])
        let replaced = Self.replacingWord("Self", in: list, with: className)
        guard replaced != list else { return self }
        return Requirement(
            kind: kind, isStatic: isStatic, name: name,
            declaration: String(declaration[..<open]) + replaced
                + String(declaration[declaration.index(after: close)...]),
            parameters: parameters.map {
                Parameter(
                    label: $0.label, name: $0.name, type: Self.replacingWord("Self", in: $0.type, with: className))
            },
            effects: effects, result: result, settable: settable, source: source, generics: generics,
            whereClause: whereClause)
    }

    /// `text` with each whole word `word` not followed by `.` replaced.
    static func replacingWord(_ word: String, in text: String, with replacement: String) -> String {
        var output = ""
        var index = text.startIndex
        let isIdentifier: (Character) -> Bool = { $0.isLetter || $0.isNumber || $0 == "_" }
        while index < text.endIndex {
            if text[index...].hasPrefix(word) {
                let end = text.index(index, offsetBy: word.count)
                let before = index == text.startIndex ? " " : text[text.index(before: index)]
                let after = end == text.endIndex ? " " : text[end]
                if !isIdentifier(before), !isIdentifier(after), after != "." {
                    output += replacement
                    index = end
                    continue
                }
            }
            output.append(text[index])
            index = text.index(after: index)
        }
        return output
    }
}
