import Foundation

/// Why a requirement has no generated line: the mock class gets a comment saying
/// so, and the command prints it.
struct Unwritable: Error, Equatable {
    let declaration: String
    let reason: String
}

extension Requirement {
    /// The requirement a symbol of the graph declares.
    init(_ symbol: SymbolGraph.Symbol) throws(Unwritable) {
        let declaration = symbol.declaration
        let unwritable = { (reason: String) in Unwritable(declaration: declaration, reason: reason) }
        switch symbol.kind.identifier {
        case "swift.method", "swift.type.method", "swift.func.op":
            self = try Self.function(declaration, kind: .method, unwritable: unwritable)
        case "swift.init":
            self = try Self.function(declaration, kind: .initializer, unwritable: unwritable)
        case "swift.subscript", "swift.type.subscript":
            self = try Self.function(declaration, kind: .subscripted, unwritable: unwritable)
        case "swift.property", "swift.type.property":
            self = try Self.property(declaration, unwritable: unwritable)
        default:
            throw unwritable("Scout does not know requirements of kind \(symbol.kind.identifier)")
        }
    }

    /// Keywords a function may be named with, in backticks.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "func", "import", "init", "inout", "internal",
        "let", "operator", "private", "protocol", "public", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
        "repeat", "return", "switch", "where", "while", "as", "catch", "false", "is", "nil", "rethrows", "super",
        "self", "Self", "throw", "throws", "true", "try",
    ]

    /// Words before the declaration's keyword that a class cannot carry.
    private static let valueTypeModifiers: Set<String> = ["mutating", "nonmutating", "override"]

    /// The modifiers and attributes before `keyword`, without those a class
    /// cannot carry; whether `static` is among them.
    private static func prefix(_ text: Substring) -> (text: String, isStatic: Bool) {
        let words = text.split(separator: " ").map(String.init).filter { !valueTypeModifiers.contains($0) }
        let isStatic = words.contains("static") || words.contains("class")
        let kept = words.map { $0 == "class" ? "static" : $0 }
        return (kept.isEmpty ? "" : kept.joined(separator: " ") + " ", isStatic)
    }

    /// A method, initializer or subscript: `func name<G>(params) effects -> Result where …`.
    private static func function(
        _ declaration: String, kind: Kind, unwritable: (String) -> Unwritable
    ) throws(Unwritable) -> Requirement {
        let keyword = kind == .initializer ? "init" : kind == .subscripted ? "subscript" : "func"
        guard let keywordRange = DeclarationText.topLevelRange(of: keyword, in: declaration) else {
            throw unwritable("its declaration has no \(keyword)")
        }
        let (modifiers, isStatic) = prefix(declaration[..<keywordRange.lowerBound])
        var cursor = keywordRange.upperBound
        var name = keyword
        if kind == .method {
            let rest = declaration[cursor...].drop { $0 == " " }
            let nameEnd = rest.firstIndex { $0 == "(" || ($0 == "<" && rest.first != "<") } ?? rest.endIndex
            name = String(rest[..<nameEnd]).trimmingCharacters(in: .whitespaces)
            cursor = nameEnd
            if name == "mock" || name == "`mock`" {
                throw unwritable("it is named mock, like the property that holds the class's Mock")
            }
        }
        // `init?` and `init!`: the failable mark stays in the declaration.
        guard let open = declaration[cursor...].firstIndex(of: "("),
            let close = DeclarationText.closing(declaration, from: open)
        else { throw unwritable("its parameter list could not be read") }
        let genericsText = declaration[cursor..<open]
        let inside = declaration[declaration.index(after: open)..<close]
        var parameters: [Parameter] = []
        var parameterTexts: [String] = []
        for (position, text) in DeclarationText.splitTopLevel(inside).enumerated() {
            guard let colon = DeclarationText.topLevelRange(of: ":", in: text) else {
                throw unwritable("parameter \(position + 1) has no type")
            }
            let names = text[..<colon.lowerBound].split(separator: " ").map(String.init)
            let type = text[colon.upperBound...].trimmingCharacters(in: .whitespaces)
            guard names.count == 1 || names.count == 2 else {
                throw unwritable("parameter \(position + 1) could not be read")
            }
            var local = names.count == 2 ? names[1] : names[0]
            if local == "_" { local = "argument\(position)" }
            // A parameter named `mock` would hide the class's mock: it gets another
            // name inside, and keeps its label.
            var written = names
            if local == "mock" {
                local = "mockValue"
                written = names.count == 2 ? [names[0], local] : [kind == .subscripted ? "_" : names[0], local]
            }
            if type.contains("each ") || type.contains("repeat ") {
                throw unwritable("parameter \(local) is a parameter pack, which a mock cannot forward")
            }
            // The forwarding line's label: a function's argument label; a subscript's
            // parameter name, as Writing Mocks forwards `subscript(shelf: shelf)`.
            var label = names[0].trimmingCharacters(in: ["`"])
            if kind == .subscripted {
                label = (names.count == 2 && names[0] != "_" ? names[0] : local).trimmingCharacters(in: ["`"])
            }
            if label == "_" { label = "" }
            parameters.append(Parameter(label: label, name: local, type: type))
            // A lone name `let`, `var` or `inout` is an argument label only in backticks.
            let lone = ["let", "var", "inout"].contains(local) ? "`\(local)`" : local
            parameterTexts.append(
                (written.count == 2 ? "\(written[0]) \(written[1])" : names[0] == "_" ? "_ \(local)" : lone)
                    + ": \(type)")
        }
        let tail = String(declaration[declaration.index(after: close)...])
        let (effectsText, effects) = readEffects(tail)
        var result: String?
        var whereClause = ""
        var afterEffects = tail.dropFirst(effectsText.count)
        if let arrow = DeclarationText.topLevelRange(of: "->", in: String(afterEffects)) {
            let afterArrow = String(afterEffects)[arrow.upperBound...]
            var resultText = String(afterArrow)
            if let accessors = DeclarationText.topLevelRange(of: "{", in: resultText) {
                resultText = String(resultText[..<accessors.lowerBound])
            }
            if let clause = DeclarationText.topLevelRange(of: "where", in: resultText) {
                whereClause = " " + resultText[clause.lowerBound...].trimmingCharacters(in: .whitespaces)
                resultText = String(resultText[..<clause.lowerBound])
            }
            result = resultText.trimmingCharacters(in: .whitespaces)
            if result == "Void" || result == "()" { result = nil }
            afterEffects = ""
        } else if let clause = DeclarationText.topLevelRange(of: "where", in: String(afterEffects)) {
            whereClause = " " + String(afterEffects)[clause.lowerBound...].trimmingCharacters(in: .whitespaces)
        }
        var accessorEffects = effects
        var settable = false
        if kind == .subscripted, let brace = DeclarationText.topLevelRange(of: "{", in: tail) {
            let accessors = tail[brace.upperBound...].replacingOccurrences(of: "}", with: "")
            settable = accessors.split(separator: " ").contains("set")
            accessorEffects = readEffects(accessors.replacingOccurrences(of: "get", with: "")).1
        }
        let declaredName = Self.keywords.contains(name) ? "`\(name)`" : name
        let header =
            modifiers + (kind == .method ? "func \(declaredName)" : keyword) + genericsText
            + "(\(parameterTexts.joined(separator: ", ")))" + effectsText
            + (result.map { " -> \($0)" } ?? (kind == .subscripted ? " -> Void" : "")) + whereClause
        return Requirement(
            kind: kind, isStatic: isStatic, name: name, declaration: header, parameters: parameters,
            effects: kind == .subscripted ? accessorEffects : effects, result: result, settable: settable,
            source: declaration,
            generics: genericsText.trimmingCharacters(in: .whitespaces).hasPrefix("<")
                ? genericsText.trimmingCharacters(in: .whitespaces) : "",
            whereClause: whereClause)
    }

    /// A property: `var name: Type { get set }`, `{ get async throws(E) }`.
    private static func property(_ declaration: String, unwritable: (String) -> Unwritable) throws(Unwritable)
        -> Requirement
    {
        guard let keyword = DeclarationText.topLevelRange(of: "var", in: declaration),
            let colon = declaration[keyword.upperBound...].firstIndex(of: ":"),
            let brace = DeclarationText.topLevelRange(of: "{", in: declaration, from: colon)
        else { throw unwritable("its declaration could not be read") }
        let (modifiers, isStatic) = prefix(declaration[..<keyword.lowerBound])
        let name = declaration[keyword.upperBound..<colon].trimmingCharacters(in: .whitespaces)
        if name == "mock" || name == "`mock`" {
            throw unwritable("it is named mock, like the property that holds the class's Mock")
        }
        let type = declaration[declaration.index(after: colon)..<brace.lowerBound].trimmingCharacters(in: .whitespaces)
        let accessors = declaration[brace.upperBound...].replacingOccurrences(of: "}", with: "")
        let settable = accessors.split(separator: " ").contains("set")
        let effects = readEffects(accessors.replacingOccurrences(of: "get", with: "")).1
        return Requirement(
            kind: .property, isStatic: isStatic, name: name, declaration: "\(modifiers)var \(name): \(type)",
            parameters: [], effects: effects, result: type, settable: settable, source: declaration)
    }

    /// The effects at the start of `text` (` async throws(E)`), as written, and read.
    private static func readEffects(_ text: String) -> (String, Effects) {
        var effects = Effects()
        var index = text.startIndex
        var written = text.startIndex
        while index < text.endIndex {
            let rest = text[index...]
            let trimmed = rest.drop { $0 == " " }
            if trimmed.hasPrefix("async") {
                effects.isAsync = true
                index = text.index(trimmed.startIndex, offsetBy: 5)
            } else if trimmed.hasPrefix("rethrows") {
                effects.throwing = .rethrowing
                index = text.index(trimmed.startIndex, offsetBy: 8)
            } else if trimmed.hasPrefix("throws") {
                index = text.index(trimmed.startIndex, offsetBy: 6)
                if index < text.endIndex, text[index] == "(", let close = DeclarationText.closing(text, from: index) {
                    let type = text[text.index(after: index)..<close].trimmingCharacters(in: .whitespaces)
                    effects.throwing = type == "Never" ? .none : type == "any Error" ? .any : .typed(type)
                    index = text.index(after: close)
                } else {
                    effects.throwing = .any
                }
            } else {
                break
            }
            written = index
        }
        return (String(text[..<written]), effects)
    }
}
