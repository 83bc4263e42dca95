import Foundation
import Testing

/// Outside any test, a failure goes to standard error, once, and nowhere else.
@Suite("Delivery outside tests")
struct OutsideTestsTests {
    @Test("the Playground prints each failure to standard error exactly once")
    func playgroundStandardError() throws {
        let run = try Probes.run(executable: "Playground")
        let stdout = run.standardOutput
        let stderr = run.standardError

        #expect(run.status == 0)
        #expect(stdout.contains("End of the tour."))
        #expect(!stdout.contains("error:"))
        let unexpected = "error: Unexpected call fetch(id: 5): no expectation of fetch(id:) accepts its arguments."
        #expect(stderr.components(separatedBy: unexpected).count - 1 == 1)
        #expect(stderr.contains("/Playground/Chapters/WhenThingsGoWrong.swift:"))
        #expect(!stderr.contains("/Sources/Scout/"))
        #expect(!stderr.contains("note: No test could receive"))
        #expect(stderr.components(separatedBy: "error: ").count - 1 == 9)
        // A mock freed with an expectation unmet and never verified says so, outside tests too.
        #expect(
            stderr.split(separator: "\n").contains {
                $0.contains("/Playground/Chapters/InTimeAndInOrder.swift:")
                    && $0.contains("was freed with 1 unmet expectation, and no verify() or .mocks checked it:")
            })
        #expect(
            stderr.split(separator: "\n").contains {
                $0.contains("/Playground/Chapters/TestScope.swift:")
                    && $0.contains(": error: At the end of the test, MockUserService #")
            })
    }

    @Test("the Playground imports ScoutCore, and its binary links neither test framework")
    func playgroundLinksNoTestFramework() throws {
        let playground = try #require(Probes.executable("Playground"))
        let process = Process()
        #if os(Linux)
            process.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
            process.arguments = [playground.path]
        #else
            process.executableURL = URL(fileURLWithPath: "/usr/bin/otool")
            process.arguments = ["-L", playground.path]
        #endif
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let libraries = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(libraries.contains("swiftCore"), "the tool listed nothing:\n\(libraries)")
        #expect(!libraries.contains("XCTest"), "\(libraries)")
        #expect(!libraries.contains("libTesting") && !libraries.contains("Testing.framework"), "\(libraries)")
    }
}
