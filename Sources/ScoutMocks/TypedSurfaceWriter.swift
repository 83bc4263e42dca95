import Foundation

/// Writes a generated mock's typed members: the structs `Expect`, `Received` and
/// `Observe`, one member per requirement, each forwarding to the dynamic proxy
/// with the requirement's name and labels, so that the compiler checks them (see
/// ARCHITECTURE.md, "Typed mocks").
struct TypedSurfaceWriter {
    enum Section: CaseIterable {
        case expect, received, observe

        /// The property of the class, and the struct's name.
        var property: String {
            switch self {
            case .expect: "expect"
            case .received: "received"
            case .observe: "observe"
            }
        }

        var typeName: String {
            switch self {
            case .expect: "Expect"
            case .received: "Received"
            case .observe: "Observe"
            }
        }

        var proxy: String {
            switch self {
            case .expect: "Scout.ExpectProxy"
            case .received: "Scout.ReceivedProxy"
            case .observe: "Scout.ObserveProxy"
            }
        }

        var surfaceProtocol: String { "Scout.Typed\(typeName)Surface" }

        /// What a property's member is.
        var propertyType: String {
            switch self {
            case .expect: "Scout.TypedProperty"
            case .received: "Scout.TypedReceivedProperty"
            case .observe: "Scout.TypedObservedProperty"
            }
        }
    }

    /// The requirements the members stand for (a class's own, or its statics).
    let requirements: [Requirement]
    /// Properties the class forwards for a protocol of another module (`description`).
    let forwardedProperties: [String]
    /// The class, with its generic parameters: `Self` in a type means it.
    let selfName: String
    /// `Static` for the statics' structs, "" for the instance's.
    let prefix: String

    /// The struct of one section, as lines.
    func lines(_ section: Section) -> [String] {
        var members: [String] = []
        var notes: [String] = []
        for requirement in requirements {
            let requirement = requirement.replacingSelfInParameters(with: selfName)
            switch requirement.kind {
            case .property:
                let access = requirement.settable ? "Scout.ReadWrite" : "Scout.ReadOnly"
                let type = replacingSelf(requirement.result ?? "Void")
                members.append(
                    "var \(requirement.name): \(section.propertyType)<\(type), \(access)> { .init(untyped.\(afterDot(requirement.name))) }"
                )
            case .initializer where section != .received:
                notes.append("// \(requirement.declaredName) runs before a test can expect it: checked with received.")
            case .method where !requirement.name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" }):
                notes.append(
                    "// \(requirement.declaredName) is an operator: through \(section.property == "expect" ? "dynamicExpect" : "dynamic" + section.typeName)[dynamicMember: \"\(requirement.name)\"]."
                )
            case .method, .initializer, .subscripted:
                members += functions(requirement, section)
                if requirement.kind == .subscripted, requirement.settable {
                    members += functions(requirement.settingSubscript, section)
                }
            }
        }
        for name in forwardedProperties where !requirements.contains(where: { $0.name == name }) {
            members.append("var \(name): \(section.propertyType)<String, Scout.ReadOnly> { .init(untyped.\(name)) }")
        }
        // Requirements that differ only by result are one member in received and
        // observe, which answer nothing.
        var seen: Set<String> = []
        members = members.filter { seen.insert($0).inserted }
        return [
            "struct \(prefix)\(section.typeName): \(section.surfaceProtocol) {",
            "    let untyped: \(section.proxy)",
            "    init(_ untyped: \(section.proxy)) { self.untyped = untyped }",
        ] + (notes + members).map { "    " + $0 } + ["}"]
    }

    /// The members for one method, initializer or subscript: an overload for each
    /// way its parameters may be given (values or matchers).
    private func functions(_ requirement: Requirement, _ section: Section) -> [String] {
        var parameters = requirement.parameters.map(TypedParameter.init).map { $0.replacingSelf(with: selfName) }
        let name = Requirement.keywords.contains(requirement.name) ? "`\(requirement.name)`" : requirement.name
        var generics = requirement.generics
        var whereClause = requirement.whereClause
        // A member that answers nothing cannot name a generic parameter only the
        // result uses: it has none, and the parameters that name one take any value.
        let genericNames = requirement.genericNames
        let mentions = { (type: String) in genericNames.contains { Requirement.mentions($0, in: type) } }
        let unused = genericNames.filter { name in !parameters.contains { Requirement.mentions(name, in: $0.type) } }
        if section != .expect, !unused.isEmpty {
            generics = ""
            whereClause = ""
            parameters = parameters.map { mentions($0.type) ? $0.untyped : $0 }
        }
        let types = parameters.map(\.type)
        let arguments = types.count == 1 ? types[0] : "(\(types.joined(separator: ", ")))"
        let result: String
        let body: (String) -> String
        switch section {
        case .expect:
            result = "Scout.TypedCall<\(arguments), \(replacingSelf(requirement.answerType))>"
            let listed = types.map { "(\($0)).self" }.joined(separator: ", ")
            let label = types.count == 1 ? "parameter" : "parameters"
            body = { call in ".init(\(call)" + (types.isEmpty ? ")" : ", \(label): \(listed))") }
        case .received:
            result = "Scout.ReceivedInteractions"
            body = { $0 }
        case .observe:
            result = "Scout.ObservedInteractions"
            body = { $0 }
        }
        return Requirement.matcherChoices(parameters).map { matchers in
            let declared = zip(parameters, matchers).map { $0.declared(asMatcher: $1) }.joined(separator: ", ")
            let passed = zip(parameters, matchers).map { $0.passed(asMatcher: $1) }.joined(separator: ", ")
            let call = "untyped.\(afterDot(requirement.name))(\(passed))"
            return "func \(name)\(generics)(\(declared)) -> \(result)\(whereClause) { \(body(call)) }"
        }
    }

    /// `name` after a dot: in backticks where Swift needs them.
    private func afterDot(_ name: String) -> String {
        let bare = name.trimmingCharacters(in: ["`"])
        return ["init", "self", "Self", "Type", "Protocol"].contains(bare) ? "`\(bare)`" : bare
    }

    private func replacingSelf(_ type: String) -> String {
        Requirement.replacingWord("Self", in: type, with: selfName)
    }
}

extension TypedParameter {
    /// The parameter, taking any value (`Any?`).
    fileprivate var untyped: TypedParameter {
        var copy = self
        copy.type = "Any?"
        copy.form = .untyped
        return copy
    }

    /// The parameter with `Self` in its type written as the mock class.
    fileprivate func replacingSelf(with className: String) -> TypedParameter {
        var copy = self
        copy.type = Requirement.replacingWord("Self", in: type, with: className)
        return copy
    }
}

extension Requirement {
    /// The names of a method's generic parameters: `T` and `S` of `<T: Decodable, S>`.
    var genericNames: [String] {
        guard generics.hasPrefix("<"), generics.hasSuffix(">") else { return [] }
        return DeclarationText.splitTopLevel(generics.dropFirst().dropLast()).map {
            String($0.prefix { $0 != ":" }).trimmingCharacters(in: .whitespaces)
        }
    }

    /// Whether `text` names `word` as a whole identifier.
    static func mentions(_ word: String, in text: String) -> Bool {
        let isIdentifier: (Character) -> Bool = { $0.isLetter || $0.isNumber || $0 == "_" }
        var searchFrom = text.startIndex
        while let range = text.range(of: word, range: searchFrom..<text.endIndex) {
            let before = range.lowerBound == text.startIndex ? " " : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? " " : text[range.upperBound]
            if !isIdentifier(before), !isIdentifier(after) { return true }
            searchFrom = range.upperBound
        }
        return false
    }

    /// A settable subscript's setter, as the dynamic proxies name it:
    /// `subscript(shelf:newValue:)`, returning nothing.
    var settingSubscript: Requirement {
        let newValue = Parameter(label: "newValue", name: "newValue", type: result ?? "Void")
        return Requirement(
            kind: kind, isStatic: isStatic, name: name, declaration: declaration, parameters: parameters + [newValue],
            effects: effects, result: nil, settable: false, source: source, generics: generics,
            whereClause: whereClause)
    }
}
