import ScoutLowLevel

/// The one shape of every Scout failure: a headline that names the member and the
/// interaction as written, indented details, and a last line saying what to do.
struct MessageLayout {
    var headline: String
    var details: [String] = []
    var fix: String

    var text: String {
        var lines = [headline]
        lines += details.map { "  " + $0 }
        lines.append("→ " + fix)
        return lines.joined(separator: "\n")
    }
}

extension Messages {
    /// `fetch(id: 2)`, `name`, or `volume = 3`: an interaction as the code made it.
    static func interaction(_ selector: Selector, _ arguments: [ArgumentPair]) -> String {
        switch selector.kind {
        case .get:
            return selector.name
        case .set:
            return "\(selector.name) = \(render(arguments.first?.value ?? nil))"
        case .call:
            return call(selector.name, arguments.map { ($0.key, render($0.value)) })
        }
    }

    /// `fetch(id: equal to 1)`, `read of name`, `assignment to volume (in 0...10)`:
    /// what an expectation with these matcher descriptions accepts.
    static func accepted(_ selector: Selector, matchers: [String]) -> String {
        switch selector.kind {
        case .get:
            return "read of \(selector.name)"
        case .set:
            return "assignment to \(selector.name) (\(matchers.first ?? "any value"))"
        case .call:
            return call(selector.name, Array(zip(selector.labels, matchers)))
        }
    }

    /// `name(label: text, text)`: the one way Scout writes a call, from labels and
    /// already-rendered arguments.
    static func call(_ name: String, _ arguments: [(label: String, text: String)]) -> String {
        let list = arguments.map { $0.label.isEmpty ? $0.text : "\($0.label): \($0.text)" }
        return "\(name)(\(list.joined(separator: ", ")))"
    }

    /// How an argument is named in a per-argument row: its label, `newValue` for an
    /// assignment, or `#2` when it has none.
    static func argumentName(_ verdict: ArgumentVerdict, of selector: Selector) -> String {
        argumentName(selector.kind == .set ? "newValue" : verdict.label, position: verdict.position)
    }

    /// An argument's label, or `#2` when it has none.
    static func argumentName(_ label: String, position: Int) -> String {
        label.isEmpty ? "#\(position + 1)" : label
    }

    /// One per-argument row, `✅ id: equal to 1, got 1` or
    /// `❌ id: expected equal to 1 (Int), got 1.0 (Double): the types differ`, followed
    /// by the fields that differ when both values are structured.
    static func argumentRows(_ verdict: ArgumentVerdict, of selector: Selector) -> [String] {
        let name = argumentName(verdict, of: selector)
        switch verdict.outcome {
        case .matched:
            return ["✅ \(name): \(verdict.matcher), got \(render(verdict.value))"]
        case .mismatched(let expected):
            var rows = ["❌ \(name): expected \(verdict.matcher), got \(render(verdict.value))"]
            if let expected, let actual = flattened(verdict.value) {
                rows += fieldDifferences(expected: expected, actual: actual).map { "   · " + $0 }
            }
            return rows
        case .wrongType(let expected):
            return [
                "❌ \(name): expected \(verdict.matcher) (\(typeName(expected))), "
                    + "got \(render(verdict.value)) (\(typeName(of: flattened(verdict.value)))): the types differ"
            ]
        }
    }

    /// The words for what the code did, before the interaction: "call", "read of",
    /// "assignment".
    static func noun(_ kind: MemberKind) -> String {
        switch kind {
        case .call: "call"
        case .get: "read of"
        case .set: "assignment"
        }
    }
}
