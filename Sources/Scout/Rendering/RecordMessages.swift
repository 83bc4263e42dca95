import ScoutLowLevel

/// The text of record mode: expectations to paste, transcripts, and the failure of
/// a transcript that differs.
extension Messages {
    /// One expectation that answers `interaction` as `answer` did, on the mock the
    /// test calls `name`: `service.expect.fetch(id: 1).to(`return`(…))`.
    static func recordedExpectation(
        _ selector: Selector, _ arguments: [ArgumentPair], answer: RecordedAnswer?, named name: String
    ) -> String {
        let member = "\(name).expect.\(selector.name)"
        switch selector.kind {
        case .set:
            return "\(member).toBeSet(to: \(sourceMatcher(arguments.first?.value ?? nil)))"
        case .get:
            return "\(member).\(behavior(answer, get: true))"
        case .call:
            let list = arguments.map { label, value in
                label.isEmpty ? sourceMatcher(value) : "\(label): \(sourceMatcher(value))"
            }
            return "\(member)(\(list.joined(separator: ", "))).\(behavior(answer, get: false))"
        }
    }

    /// `to(`return`(…))`, `toBeCalled()` or `to(`throw`(…))`; without a recorded
    /// answer (a mock without `.recording`), a placeholder to fill in.
    private static func behavior(_ answer: RecordedAnswer?, get: Bool) -> String {
        switch answer {
        case .value(let shared):
            let value = shared.wrappedValue
            if let value, isNothing(value) { return get ? "to(`return`(()))" : "toBeCalled()" }
            return "to(`return`(\(swiftSource(value) ?? placeholder(for: value))))"
        case .threw(let error):
            return "to(`throw`(\(swiftSource(error) ?? placeholder(for: error))))"
        case nil:
            return "to(`return`(<#answer#>))"
        }
    }

    /// Whether `value` is `()`, alone or in an `Any` box.
    private static func isNothing(_ value: Any) -> Bool {
        value is Void
    }

    private static func placeholder(for value: Any?) -> String {
        "<#\(typeName(of: value))#>"
    }

    /// An argument as an expectation matches it, as source that compiles when
    /// pasted (`Int8(127)`, `Character("A")`, `CachePolicy.localFirst`): its value
    /// when that acts as a matcher (it is `Equatable`), `any()` otherwise (a
    /// closure, a value that is not `Equatable` or that source cannot write).
    static func sourceMatcher(_ value: Any?) -> String {
        guard let value = flattened(value) else { return "nil" }
        guard value is any Equatable, let written = swiftSource(value) else { return "any()" }
        return written
    }

    /// One line of a transcript: `service: fetch(id: 1) → "Ada"`.
    static func transcriptLine(_ description: String, answer: RecordedAnswer?, named name: String) -> String {
        switch answer {
        case .value(let shared):
            let value = shared.wrappedValue
            if let value, isNothing(value) { return "\(name): \(description)" }
            return "\(name): \(description) → \(render(value))"
        case .threw(let error):
            return "\(name): \(description) threw \(renderError(error))"
        case nil:
            return "\(name): \(description)"
        }
    }

    /// A transcript that is not the expected one, with the lines that differ.
    static func transcriptDiffers(expected: String, actual: String) -> String {
        MessageLayout(
            headline: "The transcript differs from the expected one (- expected, + actual):",
            details: lineDiff(
                expected.split(separator: "\n").map(String.init), actual.split(separator: "\n").map(String.init)),
            fix: "Fix the code under test, or update the expected transcript if the change is intended."
        ).text
    }

    /// A line diff by longest common subsequence: `  ` kept, `- ` expected only,
    /// `+ ` actual only.
    private static func lineDiff(_ old: [String], _ new: [String]) -> [String] {
        var lengths = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i][j] = old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var lines: [String] = []
        var (i, j) = (0, 0)
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                lines.append("  " + old[i])
                i += 1
                j += 1
            } else if i < old.count, j == new.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                lines.append("- " + old[i])
                i += 1
            } else {
                lines.append("+ " + new[j])
                j += 1
            }
        }
        return lines
    }
}
