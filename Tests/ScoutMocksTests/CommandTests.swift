import Foundation
import Testing

/// Runs the `ScoutMocks` executable `swift test` builds next to this test binary.
private func scoutMocks(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
    let candidates =
        [URL(fileURLWithPath: CommandLine.arguments[0])]
        + Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
    let tool = try #require(
        candidates.lazy.map { $0.deletingLastPathComponent().appendingPathComponent("ScoutMocks") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) })
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let out = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let err = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, out, err)
}

@Suite("The scout-mocks command")
struct CommandTests {
    /// A symbol graph of one protocol with one requirement, written to a new folder.
    private func graphFile() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let json = """
            {"module": {"name": "App"}, "symbols": [
              {"identifier": {"precise": "p"}, "kind": {"identifier": "swift.protocol"}, "pathComponents": ["P"],
               "accessLevel": "public", "declarationFragments": [{"kind": "text", "spelling": "protocol P"}]},
              {"identifier": {"precise": "r"}, "kind": {"identifier": "swift.method"}, "pathComponents": ["P", "r()"],
               "accessLevel": "public", "declarationFragments": [{"kind": "text", "spelling": "func reset()"}]}],
             "relationships": [{"kind": "requirementOf", "source": "r", "target": "p"}]}
            """
        let file = folder.appendingPathComponent("App.symbols.json")
        try json.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    @Test("it writes into a folder it makes, and --check passes on what it wrote")
    func writesAndChecks() throws {
        let graph = try graphFile()
        let output = graph.deletingLastPathComponent().appendingPathComponent("Tests/AppTests/AppMocks.swift")
        let written = try scoutMocks(["--symbol-graph", graph.path, "--output", output.path, "--command", "regenerate"])
        #expect(written.status == 0, "\(written.errors)")
        #expect(written.output == "Wrote the mocks of 1 protocol of App to \(output.path).\n")
        let text = try String(contentsOf: output, encoding: .utf8)
        #expect(text.contains("    func reset() { mock.run.reset() }"))
        let checked = try scoutMocks(["--symbol-graph", graph.path, "--output", output.path, "--command", "regenerate", "--check"])
        #expect(checked.status == 0)
        #expect(checked.output == "\(output.path) is current.\n")
    }

    @Test("--check on a missing file, and on a stale one, fails and says what to run")
    func checkFails() throws {
        let graph = try graphFile()
        let output = graph.deletingLastPathComponent().appendingPathComponent("AppMocks.swift")
        let missing = try scoutMocks(["--symbol-graph", graph.path, "--output", output.path, "--command", "regenerate", "--check"])
        #expect(missing.status == 1)
        #expect(missing.errors == "error: \(output.path) does not exist. Write it: regenerate\n")
        _ = try scoutMocks(["--symbol-graph", graph.path, "--output", output.path, "--command", "regenerate"])
        let stale = try String(contentsOf: output, encoding: .utf8)
            .replacingOccurrences(of: "mock.run.reset()", with: "mock.run.restart()")
        try stale.write(to: output, atomically: true, encoding: .utf8)
        let checked = try scoutMocks(["--symbol-graph", graph.path, "--output", output.path, "--command", "regenerate", "--check"])
        #expect(checked.status == 1)
        #expect(checked.errors.hasPrefix("error: \(output.path) is stale. Write it again: regenerate\n"))
        let written = try String(contentsOf: output, encoding: .utf8).components(separatedBy: "\n")
        let line = try #require(written.firstIndex(of: "    func reset() { mock.run.restart() }")) + 1
        #expect(checked.errors.contains("-\(line):     func reset() { mock.run.restart() }\n+\(line):     func reset() { mock.run.reset() }"))
    }

    @Test("a bad argument is an error with the usage, status 2")
    func badArgument() throws {
        let run = try scoutMocks(["--output"])
        #expect(run.status == 2)
        #expect(
            run.errors
                == "error: usage: scout-mocks --symbol-graph <Module>.symbols.json --output <file> [--check]\n")
    }
}
