import Foundation
import Testing

/// Outside any test, a failure goes to standard error, once, and nowhere else.
@Suite("Delivery outside tests")
struct OutsideTestsTests {
    /// The Playground executable `swift test` built next to this test binary.
    static var playground: URL? {
        let testBinaries =
            [URL(fileURLWithPath: CommandLine.arguments[0])]
            + Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
        return testBinaries.lazy
            .map { $0.deletingLastPathComponent().appendingPathComponent("Playground") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    @Test("the Playground prints each failure to standard error exactly once")
    func playgroundStandardError() throws {
        let executable = try #require(Self.playground, "swift test builds the Playground next to the test binary")
        let process = Process()
        process.executableURL = executable
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let stdout = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        #expect(process.terminationStatus == 0)
        #expect(stdout.contains("End of the tour."))
        #expect(!stdout.contains("error:"))
        let unexpected = "error: Unexpected call fetch(id: 5): no expectation of fetch(id:) accepts its arguments."
        #expect(stderr.components(separatedBy: unexpected).count - 1 == 1)
        #expect(stderr.contains("/Playground/Chapters/WhenThingsGoWrong.swift:"))
        #expect(!stderr.contains("/Sources/Scout/"))
        #expect(!stderr.contains("note: No test could receive"))
        #expect(stderr.components(separatedBy: "error: ").count - 1 == 4)
    }
}
