import Foundation
import Testing

/// ARCHITECTURE.md draws each kind of public call as tables of steps, each naming a
/// file of `Sources/Scout` and a function it declares. These tests keep the drawing
/// true: a renamed function or a moved file fails here, at the row that names it.
@Suite("ARCHITECTURE.md draws the call paths as they are")
struct ArchitectureDocumentTests {
    static let document = Snippets.root.appendingPathComponent("ARCHITECTURE.md")
    static let sources = Snippets.root.appendingPathComponent("Sources/Scout")

    @Test("every step names a file that exists and a function that file declares")
    func everyStepIsTrue() throws {
        let rows = ArchitectureRow.all(in: try String(contentsOf: Self.document, encoding: .utf8))
        #expect(rows.count >= 30, "found only \(rows.count) steps: is the tables' format right?")
        for row in rows {
            if let problem = row.problem(sources: Self.sources) {
                Issue.record(Comment(rawValue: "ARCHITECTURE.md:\(row.line): \(problem)"))
            }
        }
    }

    @Test("a step naming a function its file does not declare, or a file that is gone, is found")
    func staleStepsAreFound() {
        let rows = ArchitectureRow.all(
            in: """
                | step | file | function |
                | --- | --- | --- |
                | real | `Engine/MockCore+Answering.swift` | `perform` |
                | renamed | `Engine/MockCore+Answering.swift` | `performCall` |
                | moved | `Engine/Gone.swift` | `perform` |
                """)
        #expect(rows.map(\.line) == [3, 4, 5])
        #expect(rows[0].problem(sources: Self.sources) == nil)
        #expect(
            rows[1].problem(sources: Self.sources)
                == "Engine/MockCore+Answering.swift declares no function performCall (step: renamed)")
        #expect(rows[2].problem(sources: Self.sources) == "no file Sources/Scout/Engine/Gone.swift (step: moved)")
    }
}

/// One row of a call-path table: `| step | `File.swift` | `function` |`.
struct ArchitectureRow {
    let line: Int
    let step: String
    let file: String
    let function: String

    static func all(in markdown: String) -> [ArchitectureRow] {
        markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 3, cells[1].hasSuffix(".swift`"), cells[2].hasPrefix("`") else { return nil }
            return ArchitectureRow(
                line: index + 1, step: cells[0], file: cells[1].trimmingCharacters(in: ["`"]),
                function: cells[2].trimmingCharacters(in: ["`"]))
        }
    }

    /// What is wrong with the row, or `nil` when the file declares the function.
    func problem(sources: URL) -> String? {
        guard let text = try? String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8) else {
            return "no file Sources/Scout/\(file) (step: \(step))"
        }
        let declaration =
            function == "init"
            ? #"\binit\s*[(<]"# : #"\bfunc\s+\#(NSRegularExpression.escapedPattern(for: function))\s*[(<]"#
        guard text.range(of: declaration, options: .regularExpression) != nil else {
            return "\(file) declares no function \(function) (step: \(step))"
        }
        return nil
    }
}
