import Foundation

/// Runs the `ScoutProbes` executable that `swift test` builds next to the test
/// binary, for checks on how a process ends.
enum Probes {
    struct Run {
        let status: Int32
        let standardOutput: String
        let standardError: String
    }

    static var executable: URL? {
        let testBinaries =
            [URL(fileURLWithPath: CommandLine.arguments[0])]
            + Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
        return testBinaries.lazy
            .map { $0.deletingLastPathComponent().appendingPathComponent("ScoutProbes") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    struct Missing: Error, CustomStringConvertible {
        var description: String { "swift test builds ScoutProbes next to the test binary; it was not found" }
    }

    static func run(_ scenario: String, arguments: [String] = []) throws -> Run {
        guard let executable else { throw Missing() }
        let process = Process()
        process.executableURL = executable
        process.arguments = [scenario] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let stdout = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return Run(status: process.terminationStatus, standardOutput: stdout, standardError: stderr)
    }
}
