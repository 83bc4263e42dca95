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
    static func interaction(_ selector: Selector, _ arguments: KeyValuePairs<String, Any?>) -> String {
        switch selector.kind {
        case .get:
            return selector.name
        case .set:
            return "\(selector.name) = \(render(arguments.first?.value ?? nil))"
        case .call:
            let list = arguments.map { label, value in
                label.isEmpty ? render(value) : "\(label): \(render(value))"
            }
            return "\(selector.name)(\(list.joined(separator: ", ")))"
        }
    }

    /// `fetch(id: equal to 1)`, `read of name`, `assignment to volume (in 0...10)`:
    /// what an expectation accepts.
    static func accepted(by expectation: ExpectationRecord) -> String {
        let selector = expectation.selector
        switch selector.kind {
        case .get:
            return "read of \(selector.name)"
        case .set:
            let value = expectation.matchers.first?.description ?? "any value"
            return "assignment to \(selector.name) (\(value))"
        case .call:
            let list = zip(selector.labels, expectation.matchers).map { label, matcher in
                label.isEmpty ? matcher.description : "\(label): \(matcher.description)"
            }
            return "\(selector.name)(\(list.joined(separator: ", ")))"
        }
    }

    /// How an argument is named in a per-argument row: its label, or `#2` when it
    /// has none.
    static func argumentName(_ label: String, position: Int) -> String {
        label.isEmpty ? "#\(position + 1)" : label
    }

    /// One per-argument row, `✅ id: equal to 1, got 1` or
    /// `❌ id: expected equal to 1 (Int), got 1.0 (Double): the types differ`, followed
    /// by the fields that differ when both values are structured.
    static func argumentRows(name: String, matcher: any ArgMatcher, value: Any?) -> [String] {
        switch matcher.match(value) {
        case .matched:
            return ["✅ \(name): \(matcher.description), got \(render(value))"]
        case .mismatched:
            var rows = ["❌ \(name): expected \(matcher.description), got \(render(value))"]
            if let expected = (matcher as? any ExpectedValueMatcher)?.expectedValue, let actual = flattened(value) {
                rows += fieldDifferences(expected: expected, actual: actual).map { "   · " + $0 }
            }
            return rows
        case .wrongType(let expected):
            return [
                "❌ \(name): expected \(matcher.description) (\(typeName(expected))), "
                    + "got \(render(value)) (\(typeName(of: flattened(value)))): the types differ"
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
