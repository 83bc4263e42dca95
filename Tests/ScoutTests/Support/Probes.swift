import Foundation

/// Runs the executables `swift test` builds next to the test binary
/// (`ScoutProbes`, the Playground), for checks on what a process prints and how it
/// ends.
enum Probes {
    struct Run {
        let status: Int32
        let standardOutput: String
        let standardError: String
    }

    /// The executable `name` that `swift test` built next to this test binary.
    static func executable(_ name: String) -> URL? {
        let testBinaries =
            [URL(fileURLWithPath: CommandLine.arguments[0])]
            + Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
        return testBinaries.lazy
            .map { $0.deletingLastPathComponent().appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    struct TimedOut: Error, CustomStringConvertible {
        let name: String
        let arguments: [String]
        var description: String { "\(name) \(arguments.joined(separator: " ")) ran for more than 300 s" }
    }

    struct Missing: Error, CustomStringConvertible {
        let name: String
        var description: String { "swift test builds \(name) next to the test binary; it was not found" }
    }

    /// Runs the `ScoutProbes` scenario `scenario` and waits for it.
    static func run(_ scenario: String, arguments: [String] = [], environment: [String: String] = [:]) throws -> Run {
        try run(executable: "ScoutProbes", arguments: [scenario] + arguments, environment: environment)
    }

    /// Runs the executable `name` with `arguments` and waits for it. Its output goes
    /// to files, not pipes: a child that writes more than a pipe holds to one
    /// stream while the parent reads the other to its end would wait forever.
    static func run(
        executable name: String, arguments: [String] = [], environment extra: [String: String] = [:]
    ) throws -> Run {
        guard let executable = executable(name) else { throw Missing(name: name) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ScoutProbes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outputURL = folder.appendingPathComponent("stdout")
        let errorsURL = folder.appendingPathComponent("stderr")
        guard FileManager.default.createFile(atPath: outputURL.path, contents: nil),
            FileManager.default.createFile(atPath: errorsURL.path, contents: nil)
        else { throw CocoaError(.fileWriteUnknown) }
        let output = try FileHandle(forWritingTo: outputURL)
        let errors = try FileHandle(forWritingTo: errorsURL)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        // What the probe checks is how it exits; a sanitizer's leak report at exit
        // would change its status.
        var environment = ProcessInfo.processInfo.environment
        environment["ASAN_OPTIONS"] = [environment["ASAN_OPTIONS"], "detect_leaks=0"].compactMap { $0 }.joined(
            separator: ":")
        environment.merge(extra) { _, new in new }
        process.environment = environment
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // A generous limit against hangs, never a judgement of speed.
        let deadline = Date().addingTimeInterval(300)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            throw TimedOut(name: name, arguments: arguments)
        }
        try output.close()
        try errors.close()
        let stdout = String(decoding: try Data(contentsOf: outputURL), as: UTF8.self)
        let stderr = String(decoding: try Data(contentsOf: errorsURL), as: UTF8.self)
        return Run(status: process.terminationStatus, standardOutput: stdout, standardError: stderr)
    }
}
