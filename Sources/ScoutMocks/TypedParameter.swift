import Foundation

/// A requirement's parameter as a generated mock's typed members take it: the
/// type an argument must have, and whether a plain value, a matcher of that type,
/// or both are accepted.
struct TypedParameter {
    /// How a typed member takes the argument.
    enum Form: Equatable {
        /// A plain value or a matcher of `type`: two overloads.
        case valueOrMatcher
        /// A matcher of `type` only: a function type, whose values cannot be compared.
        case matcherOnly
        /// An opaque type (`some P`): a value of it, or any matcher (no matcher can
        /// name its type); a block reads it as `Any?`.
        case opaque(String)
        /// `Any?`: a type a matcher cannot name (`[some P]`); the name and label are
        /// still checked.
        case untyped
    }

    /// The argument label; "" for none.
    let label: String
    /// The name inside the typed member.
    let name: String
    /// The type as a generic argument: no `inout`, `@escaping` or `@autoclosure`;
    /// `T...` as `[T]`; `Any?` when untyped.
    var type: String
    var form: Form

    init(_ parameter: Requirement.Parameter) {
        label = parameter.label
        name = parameter.name == "untyped" ? "untypedValue" : parameter.spelled
        var text = parameter.type.trimmingCharacters(in: .whitespaces)
        let dropped = [
            "inout ", "borrowing ", "consuming ", "__owned ", "__shared ", "@escaping ", "@autoclosure ", "@noescape ",
        ]
        while let prefix = dropped.first(where: { text.hasPrefix($0) }) {
            text = String(text.dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces)
        }
        if text.hasSuffix("...") { text = "[" + text.dropLast(3) + "]" }
        // `any Any.Type` is `Any.Type`: in an expression, `(any Any.Type).self` reads
        // as a call of the standard library's any(_:).
        text = text.replacingOccurrences(of: "any Any", with: "Any")
        if Requirement.mentions("some", in: text) {
            type = "Any?"
            form = text.hasPrefix("some ") ? .opaque(text) : .untyped
        } else {
            type = text
            form = Self.isFunction(text) ? .matcherOnly : .valueOrMatcher
        }
    }

    /// Whether `type` is a function type (not an optional one), attributes aside.
    private static func isFunction(_ type: String) -> Bool {
        var text = Substring(type)
        while text.hasPrefix("@") {
            let word = text.prefix { $0 != " " && $0 != "(" }
            text = text.dropFirst(word.count).drop { $0 == " " }
        }
        let whole = String(text)
        guard whole.first == "(", let close = DeclarationText.closing(whole, from: whole.startIndex) else {
            return false
        }
        let rest = whole[whole.index(after: close)...].trimmingCharacters(in: .whitespaces)
        return rest.hasPrefix("->") || rest.hasPrefix("async") || rest.hasPrefix("throws")
    }

    /// The parameter as a typed member declares it, as a value or as a matcher.
    func declared(asMatcher: Bool) -> String {
        let names =
            label.isEmpty ? "_ \(name)" : label == name.trimmingCharacters(in: ["`"]) ? name : "\(label) \(name)"
        switch form {
        case .opaque(let opaque): return names + ": " + (asMatcher ? "some Scout.ArgMatcher" : opaque)
        default: return names + ": " + (asMatcher ? "some Scout.TypedArgMatcher<\(type)>" : type)
        }
    }

    /// The argument the typed member passes to the dynamic proxy: a matcher
    /// unwrapped, a doubly optional value said to be `Any?` (or the compiler warns).
    func passed(asMatcher: Bool) -> String {
        var value = name
        if asMatcher, !isOpaque { value += ".matcher" }
        if !asMatcher, type.hasSuffix("??") { value += " as Any?" }
        return label.isEmpty ? value : "\(label): \(value)"
    }

    private var isOpaque: Bool {
        if case .opaque = form { return true }
        return false
    }
}

extension Requirement {
    /// Which parameters a typed member takes as matchers, one list per overload:
    /// each that may be a value or a matcher both ways, up to three of them (eight
    /// overloads); with more, all as values, or all as matchers (`equalTo(x)`
    /// mixes them).
    static func matcherChoices(_ parameters: [TypedParameter]) -> [[Bool]] {
        let either = parameters.indices.filter {
            switch parameters[$0].form {
            case .valueOrMatcher, .opaque: true
            default: false
            }
        }
        let base = parameters.map { $0.form == .matcherOnly }
        let subsets: [[Int]] =
            either.count <= 3
            ? (0..<(1 << either.count)).map { mask in
                either.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element)
            }
            : [[], either]
        return subsets.map { chosen in
            var choice = base
            for index in chosen { choice[index] = true }
            return choice
        }
    }

    /// What an answer of the requirement gives: its result, after the new values
    /// of its `inout` parameters.
    var answerType: String {
        let inouts = parameters.filter(\.isInout).map { TypedParameter($0).type }
        switch (inouts.count, result) {
        case (0, nil): return "Void"
        case (0, let result?): return result
        case (1, nil): return inouts[0]
        case (_, nil): return "(\(inouts.joined(separator: ", ")))"
        case (_, let result?): return "(\((inouts + [result]).joined(separator: ", ")))"
        }
    }

    /// The member as `declare(members:)` names it: `fetch(id:)`, `title`.
    var declaredName: String {
        guard kind != .property else { return name.trimmingCharacters(in: ["`"]) }
        let labels = parameters.map { ($0.label.isEmpty ? "_" : $0.label) + ":" }.joined()
        return "\(name.trimmingCharacters(in: CharacterSet(charactersIn: "`")))(\(labels))"
    }
}
