import Foundation
import Testing

/// Every `swift` code block of README.md and of the DocC articles is a region of a
/// source that is compiled and run: a test here, or the getting-started package in
/// `Tests/Fixtures`, which `.ci/run` builds and tests. A region starts at a line
/// `// snippet: name` and ends at `// end-snippet`; regions may nest. A block and
/// its region are compared line by line, indentation removed, so the documents
/// cannot drift from code that compiles.
@Suite("The documents' code blocks are compiled snippets")
struct DocumentSnippetsTests {
    @Test("every swift block of README.md and the articles is a snippet region, character for character")
    func everyBlockIsASnippet() throws {
        let regions = try Snippets.regions()
        let blocks = try Snippets.documentBlocks()
        #expect(blocks.count > 20, "found only \(blocks.count) swift blocks: is the documents' path right?")
        for block in blocks where !regions.contains(where: { $0.lines == block.lines }) {
            Issue.record(
                Comment(rawValue: Snippets.mismatch(block, regions: regions)),
                sourceLocation: SourceLocation(
                    fileID: "Docs/\(block.file)", filePath: block.path, line: block.line, column: 1))
        }
    }

    @Test("every snippet region appears in a document: no stale snippet is kept")
    func everySnippetIsUsed() throws {
        let blocks = try Snippets.documentBlocks()
        for region in try Snippets.regions() where !blocks.contains(where: { $0.lines == region.lines }) {
            Issue.record(
                "Snippet region \(region.name) (\(region.file):\(region.line)) appears in no document: use it or remove it."
            )
        }
    }

    @Test("every source of the getting-started package is shown whole in its article, imports included")
    func gettingStartedFilesAreShownWhole() throws {
        let fixture = Snippets.root.appendingPathComponent("Tests/Fixtures/GettingStarted")
        let article = Snippets.root.appendingPathComponent("Sources/Scout/Scout.docc/GettingStarted.md")
        let blocks = Snippets.blocks(
            inMarkdown: try String(contentsOf: article, encoding: .utf8), file: "GettingStarted.md", path: article.path)
        let files = (FileManager.default.enumerator(atPath: fixture.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") && $0 != "Package.swift" }.sorted()
        #expect(files.count == 4, "\(files)")
        // The manifest starts with its tools-version line, which no region can hold:
        // the article shows the rest of it whole.
        let manifest = try String(contentsOf: fixture.appendingPathComponent("Package.swift"), encoding: .utf8)
        let whole = Snippets.regions(inSource: manifest, file: "Package.swift", path: "Package.swift")
            .first { $0.name == "file Package.swift" }
        #expect(
            whole.map { region in blocks.contains { $0.lines == region.lines } } == true,
            "GettingStarted.md shows no block equal to the manifest below its tools-version line")
        #expect(manifest.hasPrefix("// swift-tools-version: 6.0\n// snippet: file Package.swift\n"))
        for file in files {
            let text = try String(contentsOf: fixture.appendingPathComponent(file), encoding: .utf8)
            for problem in Snippets.wholeFileProblems(text, path: file) { Issue.record(Comment(rawValue: problem)) }
            let region = Snippets.regions(inSource: text, file: file, path: file).first { $0.name == "file \(file)" }
            #expect(
                region.map { region in blocks.contains { $0.lines == region.lines } } == true,
                "GettingStarted.md shows no block equal to the whole of \(file)")
        }
    }

    @Test("the whole-file check finds a region that leaves out the imports")
    func wholeFileCheckFindsMissingImports() {
        let partial = "import Scout\n// snippet: file T.swift\nlet a = 1\n// end-snippet\n"
        #expect(
            Snippets.wholeFileProblems(partial, path: "T.swift") == [
                "T.swift: the first line must be `// snippet: file T.swift` and the last `// end-snippet`, so that "
                    + "the article shows the whole file, its imports included."
            ])
        #expect(Snippets.wholeFileProblems("// snippet: file T.swift\nimport Scout\n// end-snippet\n", path: "T.swift").isEmpty)
    }

    @Test("the checker finds a block that differs, and says where it differs")
    func checkerReportsADifference() throws {
        let region = Snippet(
            name: "example", file: "A.swift", path: "/A.swift", line: 3, lines: ["let a = 1", "let b = 2"])
        let block = Snippet(name: "", file: "B.md", path: "/B.md", line: 9, lines: ["let a = 1", "let b = 3"])
        let message = Snippets.mismatch(block, regions: [region])
        #expect(message.contains("B.md:9: this swift block is no snippet region"))
        #expect(message.contains("closest: example (A.swift:3), first difference at its line 2"))
        #expect(message.contains("block:  let b = 3"))
        #expect(message.contains("region: let b = 2"))
    }

    @Test("blocks are read from fenced code, indented ones too, and normalized")
    func blockExtraction() {
        let markdown = """
            Text.

            ```swift
            let x = 1
            ```

            1. Step:

               ```swift
               if x {
                   go()
               }
               ```

            ```sh
            swift test
            ```
            """
        let blocks = Snippets.blocks(inMarkdown: markdown, file: "T.md", path: "/T.md")
        #expect(blocks.map(\.lines) == [["let x = 1"], ["if x {", "    go()", "}"]])
        #expect(blocks.map(\.line) == [4, 10])
        let windows = Snippets.blocks(
            inMarkdown: "```Swift \r\nlet y = 2\r\n```\r\n~~~~swift\nlet z = 3\n~~~~\n```swift\nlet open = 1\n",
            file: "W.md", path: "/W.md")
        #expect(windows.map(\.lines) == [["let y = 2"], ["let z = 3"], ["(a fence that is never closed)"]])
    }
}

/// A code block of a document, or a region of a source.
struct Snippet {
    let name: String
    let file: String
    let path: String
    /// The line of its first line of code.
    let line: Int
    /// Its lines, common indentation and trailing spaces removed, no blank line at
    /// either end.
    let lines: [String]
}

enum Snippets {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// README.md and every article of the catalog, in its subfolders too.
    static func documents() -> [URL] {
        let catalog = root.appendingPathComponent("Sources/Scout/Scout.docc")
        let files = FileManager.default.enumerator(atPath: catalog.path)?.compactMap { $0 as? String } ?? []
        let articles = files.filter { $0.hasSuffix(".md") }.sorted().map { catalog.appendingPathComponent($0) }
        return [root.appendingPathComponent("README.md")] + articles
    }

    /// The documents' swift blocks, which must be snippets.
    static func documentBlocks() throws -> [Snippet] {
        try documents().flatMap { url in
            blocks(
                inMarkdown: try String(contentsOf: url, encoding: .utf8), file: url.lastPathComponent, path: url.path)
        }
    }

    /// A document's lines, whatever its line endings.
    static func lines(of text: String) -> [String] {
        text.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n")
    }

    /// The language of a line that opens or closes a fenced block (``` or ~~~, three
    /// or more), lowercased, "" for none; `nil` for any other line.
    static func fenceLanguage(_ trimmed: String) -> String? {
        guard let mark = trimmed.first, mark == "`" || mark == "~" else { return nil }
        let fence = trimmed.prefix { $0 == mark }
        guard fence.count >= 3 else { return nil }
        return trimmed.dropFirst(fence.count).trimmingCharacters(in: .whitespaces).lowercased()
    }

    /// The regions of the sources that hold snippets.
    static func regions() throws -> [Snippet] {
        let folders = ["Tests/ScoutDocsTests", "Tests/Fixtures"].map { root.appendingPathComponent($0) }
        var regions: [Snippet] = []
        for folder in folders {
            guard let files = FileManager.default.enumerator(atPath: folder.path) else { continue }
            for case let file as String in files where file.hasSuffix(".swift") {
                let url = folder.appendingPathComponent(file)
                regions += Self.regions(
                    inSource: try String(contentsOf: url, encoding: .utf8), file: file, path: url.path)
            }
        }
        return regions
    }

    /// A document's swift blocks, normalized; a fence never closed is a block no
    /// region can equal, so it is reported.
    static func blocks(inMarkdown text: String, file: String, path: String) -> [Snippet] {
        fencedBlocks(inMarkdown: text, file: file, path: path).compactMap { language, block in
            guard let language else {
                return Snippet(
                    name: "", file: file, path: path, line: block.line, lines: ["(a fence that is never closed)"])
            }
            guard language == "swift" else { return nil }
            return Snippet(name: "", file: file, path: path, line: block.line, lines: normalized(block.lines))
        }
    }

    /// Every fenced block of a document (``` or ~~~, CRLF or not), with its
    /// lowercased language ("" for none) and its lines as written; `nil` for the
    /// language of a fence never closed.
    static func fencedBlocks(inMarkdown text: String, file: String, path: String) -> [(String?, Snippet)] {
        var blocks: [(String?, Snippet)] = []
        var open: (language: String, line: Int, lines: [String])?
        for (index, line) in lines(of: text).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if var current = open {
                if fenceLanguage(trimmed) == "" {
                    blocks.append(
                        (
                            current.language,
                            Snippet(name: "", file: file, path: path, line: current.line, lines: current.lines)
                        ))
                    open = nil
                } else {
                    current.lines.append(line)
                    open = current
                }
            } else if let language = fenceLanguage(trimmed) {
                open = (language, index + 2, [])
            }
        }
        if let current = open {
            blocks.append((nil, Snippet(name: "", file: file, path: path, line: current.line, lines: current.lines)))
        }
        return blocks
    }

    /// What keeps a source of the getting-started package from being shown whole:
    /// its first line must open the region `file <path>` and its last close it, so
    /// the block the article shows is the file, imports and all.
    static func wholeFileProblems(_ text: String, path: String) -> [String] {
        let lines = lines(of: text).map { $0.trimmingCharacters(in: .whitespaces) }
        let code = Array(lines.reversed().drop { $0.isEmpty }.reversed())
        guard code.first == "// snippet: file \(path)", code.last == "// end-snippet",
            code.dropFirst().dropLast().allSatisfy({ !$0.hasPrefix("// snippet: ") && $0 != "// end-snippet" })
        else {
            return [
                "\(path): the first line must be `// snippet: file \(path)` and the last `// end-snippet`, so that "
                    + "the article shows the whole file, its imports included."
            ]
        }
        return []
    }

    static func regions(inSource text: String, file: String, path: String) -> [Snippet] {
        var regions: [Snippet] = []
        var open: [(name: String, line: Int, lines: [String])] = []
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("// snippet: ") {
                open.append((String(trimmed.dropFirst("// snippet: ".count)), index + 2, []))
            } else if trimmed == "// end-snippet", let region = open.popLast() {
                regions.append(
                    Snippet(
                        name: region.name, file: file, path: path, line: region.line, lines: normalized(region.lines)))
            } else {
                for position in open.indices { open[position].lines.append(line) }
            }
        }
        return regions
    }

    /// Lines without their common indentation and trailing spaces, and without
    /// blank lines at either end.
    static func normalized(_ lines: [String]) -> [String] {
        var lines = lines.map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        let indent = lines.filter { !$0.isEmpty }.map { $0.prefix(while: { $0 == " " }).count }.min() ?? 0
        return lines.map { $0.isEmpty ? $0 : String($0.dropFirst(indent)) }
    }

    /// What to say of a block no region equals: the closest region and where they
    /// part.
    static func mismatch(_ block: Snippet, regions: [Snippet]) -> String {
        func shared(_ region: Snippet) -> Int {
            zip(block.lines, region.lines).prefix { $0 == $1 }.count
        }
        var message =
            "\(block.file):\(block.line): this swift block is no snippet region of Tests/ScoutDocsTests or Tests/Fixtures"
        guard let closest = regions.max(by: { shared($0) < shared($1) }) else { return message }
        let index = shared(closest)
        message +=
            "; closest: \(closest.name) (\(closest.file):\(closest.line)), first difference at its line \(index + 1)"
        message += "\n  block:  " + (index < block.lines.count ? block.lines[index] : "(ends)")
        message += "\n  region: " + (index < closest.lines.count ? closest.lines[index] : "(ends)")
        return message
    }
}
