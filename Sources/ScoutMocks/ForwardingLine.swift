import Foundation

/// The body that forwards a requirement to the mock: the line Writing Mocks
/// shows for its shape.
extension Requirement {
    /// Names that need backticks after a dot: `mock.run.`init`(host: host)`.
    private static let afterDotKeywords: Set<String> = ["init", "self", "Self", "Type", "Protocol"]

    /// Whether the name is an operator (`==`), reached by `[dynamicMember:]`.
    private var isOperator: Bool { !name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" } }

    /// `mock.run`, `mock.call` or `mock.call(throwing: E.self)`, by what the call may throw.
    private var proxy: String {
        switch effects.throwing {
        case .none, .rethrowing: "mock.run"
        case .any: "mock.call"
        case .typed(let type): "mock.call(throwing: \(type).self)"
        }
    }

    private var callThrows: Bool {
        effects.throwing == .any || { if case .typed = effects.throwing { true } else { false } }()
    }

    /// `proxy.name(label: value, …)`, with `extra` arguments after the parameters.
    private func call(_ extra: [String] = []) -> String {
        let arguments = parameters.map { $0.label.isEmpty ? $0.argument : "\($0.label): \($0.argument)" } + extra
        let member: String
        if isOperator {
            member = "\(proxy)[dynamicMember: \"\(name)\"]"
        } else {
            let bare = name.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            member = "\(proxy)." + (Self.afterDotKeywords.contains(bare) ? "`\(bare)`" : bare)
        }
        return member + "(\(arguments.joined(separator: ", ")))"
    }

    /// `try `, `await `, both or none, for an expression of these effects.
    private static func marks(throwing: Bool, async: Bool) -> String {
        (throwing ? "try " : "") + (async ? "await " : "")
    }

    /// The statement that forwards a method, initializer or subscript getter.
    func forwardingCall() throws(Unwritable) -> String {
        let unwritable = { (reason: String) in Unwritable(declaration: source, reason: reason) }
        let words = declaration.split(separator: " ")
        if isOperator, parameters.count == 1, !words.contains("prefix"), !words.contains("postfix") {
            throw unwritable("a unary operator: the symbol graph does not say whether it is prefix or postfix")
        }
        let inouts = parameters.filter(\.isInout)
        var expression = Self.marks(throwing: callThrows, async: effects.isAsync) + call()
        var expressionThrows = callThrows
        // Each non-escaping closure is lent for the call, innermost last.
        for parameter in parameters.reversed() {
            guard let closure = parameter.closure else { continue }
            if let reason = closure.unlendable { throw unwritable(reason) }
            guard closure.arity <= 3 else {
                throw unwritable("its closure \(parameter.name) takes \(closure.arity) parameters; Scout lends up to 3")
            }
            if closure.throwing, effects.throwing == .none {
                throw unwritable("it does not throw, but its closure \(parameter.name) does, and is not rethrown")
            }
            expressionThrows = expressionThrows || closure.throwing
            expression =
                Self.marks(throwing: expressionThrows, async: effects.isAsync)
                + "mock.lending(\(parameter.spelled)) { \(parameter.spelled) in \(expression) }"
        }
        // `inout` parameters take their new values from the answer: the value
        // itself for one, else a tuple of the new values in order, then the result.
        switch (inouts.count, result) {
        case (0, _):
            return expression
        case (1, nil):
            return "\(inouts[0].spelled) = \(expression)"
        case (_, nil):
            return "(\(inouts.map(\.spelled).joined(separator: ", "))) = \(expression)"
        case (_, let result?):
            let types = inouts.map { String($0.type.dropFirst("inout ".count)) } + [result]
            let assignments = inouts.enumerated().map { "\($1.spelled) = answer.\($0)" }
            return
                (["let answer: (\(types.joined(separator: ", "))) = \(expression)"] + assignments
                + ["return answer.\(inouts.count)"]).joined(separator: "; ")
        }
    }

    /// The setter of a subscript: the new value is its last argument.
    func forwardingSubscriptSetter() -> String {
        call(["newValue: newValue"])
    }

    /// What a property's getter returns.
    var forwardingRead: String {
        switch effects.throwing {
        case .none, .rethrowing: "mock.get.\(name)"
        case .any: "try mock.get(throwing: (any Error).self).\(name)"
        case .typed(let type): "try mock.get(throwing: \(type).self).\(name)"
        }
    }

    /// The getter's effects as a class writes them: ` async throws(E)`.
    var getterEffects: String {
        var text = effects.isAsync ? " async" : ""
        switch effects.throwing {
        case .none, .rethrowing: break
        case .any: text += " throws"
        case .typed(let type): text += " throws(\(type))"
        }
        return text
    }
}
