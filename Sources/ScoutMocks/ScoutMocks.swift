import Foundation

/// `scout-mocks --symbol-graph <Module>.symbols.json --output Mocks.swift [--check]`:
/// writes the mock class of every protocol of a module, from the symbol graph the
/// compiler emits. The `generate-mocks` command plugin runs it; it can run alone.
///
/// With `--check`, it writes nothing: it exits with status 1 and the differing
/// lines when the file is not what it would write.
@main
struct ScoutMocks {
    static func main() {
        // The status is returned first and the process ends after: nothing the run
        // held is alive at exit (LeakSanitizer would count it).
        exit(run(Array(CommandLine.arguments.dropFirst())))
    }

    /// Writes or checks the file; returns the process's status.
    static func run(_ arguments: [String]) -> Int32 {
        do {
            let options = try Options(arguments)
            let data = try Data(contentsOf: URL(fileURLWithPath: options.symbolGraph))
            let graph = try JSONDecoder().decode(SymbolGraph.self, from: data)
            let writer = MockWriter(
                module: graph.module.name, command: options.command ?? "scout-mocks", imports: graph.referencedModules)
            let protocols = graph.protocols()
            let (text, unwritable) = writer.file(for: protocols)
            for note in unwritable { FileHandle.standardError.write(Data("warning: \(note)\n".utf8)) }
            let existing = try? String(contentsOfFile: options.output, encoding: .utf8)
            if options.check {
                guard existing != nil else {
                    FileHandle.standardError.write(
                        Data("error: \(options.output) does not exist. Write it: \(writer.command)\n".utf8))
                    return 1
                }
                guard existing == text else {
                    let diff = LineDiff.describe(
                        old: existing ?? "", new: text, oldName: options.output, newName: "what the generator writes")
                    FileHandle.standardError.write(
                        Data("error: \(options.output) is stale. Write it again: \(writer.command)\n\(diff)\n".utf8))
                    return 1
                }
                print("\(options.output) is current.")
            } else {
                let folder = URL(fileURLWithPath: options.output).deletingLastPathComponent()
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                if existing != text { try text.write(toFile: options.output, atomically: true, encoding: .utf8) }
                let count = "\(protocols.count) protocol" + (protocols.count == 1 ? "" : "s")
                print("Wrote the mocks of \(count) of \(graph.module.name) to \(options.output).")
            }
            return 0
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            return 2
        }
    }
}

/// The command line.
struct Options {
    struct Problem: Error, CustomStringConvertible {
        let description: String
    }

    var symbolGraph = ""
    var output = ""
    var check = false
    /// The command to name in the file's header, to write it again.
    var command: String?

    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--symbol-graph": symbolGraph = rest.popFirst() ?? ""
            case "--output": output = rest.popFirst() ?? ""
            case "--command": command = rest.popFirst()
            case "--check": check = true
            default: throw Problem(description: "unknown argument \(argument)")
            }
        }
        guard !symbolGraph.isEmpty, !output.isEmpty else {
            throw Problem(
                description: "usage: scout-mocks --symbol-graph <Module>.symbols.json --output <file> [--check]")
        }
    }
}
