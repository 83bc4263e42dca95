import Foundation
import Scout
import Testing

/// The failures the documents show (plain ``` blocks) are what Scout prints for the
/// same mistakes: each block is compared with the message of a scenario that makes
/// that mistake, file names and line numbers aside, so the messages shown cannot
/// drift from the product.
/// The README's mock class, by name: failures name a mock by its class.
private final class MockUserService: Mockable {
    let mock = Mock()
}

@Suite("The documents' failure messages are Scout's")
struct FailureOutputTests {
    /// Mistakes, keyed by the first line of the message they produce.
    static let scenarios: [String: @Sendable () -> [String]] = [
        "Unexpected call fetch(id: 2)": {
            let service = MockUserDirectory()
            service.expect.fetch(id: 1).to(`return`(User(id: 1, name: "Ada")))
            return collectFailures { _ = try? service.fetch(id: 2) }.map(\.message)
        },
        "Unexpected call search(\"ada\", limit: 1)": {
            let mock = Mock()
            mock.expect.serach("ada", limit: 1).to(`return`([ada]))
            return collectFailures {
                let _: [User] = mock.run.search("ada", limit: 1)
            }.map(\.message)
        },
        "verify() found 2 unmet expectations": {
            let service = MockUserService()
            service.expect.fetch(id: 1).to(`return`(User(id: 1, name: "Ada"), times: 2))
            service.expect.reset().toBeCalled()
            let _: User? = try? service.mock.call.fetch(id: 1)
            return collectFailures { service.verify() }.map(\.message)
        },
    ]

    @Test("every failure block of README.md and the articles is the message of its scenario")
    func blocksAreMessages() throws {
        let blocks = try FailureOutput.documentBlocks()
        #expect(blocks.count >= 4, "found only \(blocks.count) failure blocks")
        for block in blocks {
            let lines = FailureOutput.normalized(block.lines)
            guard let first = lines.first,
                let scenario = Self.scenarios.first(where: { first.hasPrefix($0.key) })?.value
            else {
                Issue.record(
                    "\(block.file):\(block.line): a failure block with no scenario here; add one that makes the mistake."
                )
                continue
            }
            let messages = scenario().map { FailureOutput.normalized($0.components(separatedBy: "\n")) }
            let printed = messages.map { $0.joined(separator: "\n") }.joined(separator: "\n---\n")
            #expect(
                messages.contains(lines),
                "\(block.file):\(block.line) shows:\n\(lines.joined(separator: "\n"))\nScout prints:\n\(printed)")
        }
    }
}

enum FailureOutput {
    /// The output blocks of the documents: fenced with no language, or `text`.
    static func documentBlocks() throws -> [Snippet] {
        try Snippets.documents().flatMap { url in
            Snippets.fencedBlocks(
                inMarkdown: try String(contentsOf: url, encoding: .utf8), file: url.lastPathComponent, path: url.path
            )
            .compactMap { language, block in language == "" || language == "text" ? block : nil }
        }
    }

    /// Lines as compared: Swift Testing's "✘ Test …" line dropped, its "↳ " marker and
    /// every indentation removed, `File.swift:12` and `File.swift:12:35` written `F:L`.
    static func normalized(_ lines: [String]) -> [String] {
        lines.filter { !$0.hasPrefix("✘") && !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map { line in
            var line = line.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("↳ ") { line.removeFirst(2) }
            return line.replacingOccurrences(
                of: #"[A-Za-z]+\.swift:\d+(:\d+)?"#, with: "F:L", options: .regularExpression)
        }
    }
}
