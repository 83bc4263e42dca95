import Foundation
import XCTest

/// An XCTest case that can capture the failures XCTest records, to assert on their
/// message, file and line, instead of failing.
class CapturingTestCase: XCTestCase {
    struct RecordedFailure {
        let message: String
        let file: String
        let line: Int
    }

    private let lock = NSLock()
    private var capturing = false
    private var recorded: [RecordedFailure] = []

    /// Runs `body` and returns the failures XCTest recorded meanwhile, on any thread.
    func failures(during body: () throws -> Void) rethrows -> [RecordedFailure] {
        setCapturing(true)
        defer { setCapturing(false) }
        try body()
        lock.lock()
        defer {
            recorded = []
            lock.unlock()
        }
        return recorded
    }

    /// Awaits `body` and returns the failures XCTest recorded meanwhile, on any thread.
    func failures(during body: () async throws -> Void) async rethrows -> [RecordedFailure] {
        setCapturing(true)
        defer { setCapturing(false) }
        try await body()
        return takeRecorded()
    }

    private func takeRecorded() -> [RecordedFailure] {
        lock.lock()
        defer {
            recorded = []
            lock.unlock()
        }
        return recorded
    }

    private func setCapturing(_ value: Bool) {
        lock.lock()
        capturing = value
        lock.unlock()
    }

    /// Keeps the failure when capturing; returns whether it did.
    private func keep(_ message: String, file: String, line: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard capturing else { return false }
        recorded.append(RecordedFailure(message: message, file: file, line: line))
        return true
    }

    #if canImport(ObjectiveC)
        override func record(_ issue: XCTIssue) {
            let location = issue.sourceCodeContext.location
            if !keep(issue.compactDescription, file: location?.fileURL.path ?? "", line: location?.lineNumber ?? 0) {
                super.record(issue)
            }
        }
    #else
        override func recordFailure(
            withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
        ) {
            // XCTFail's description is "failed - <message>".
            let message = description.hasPrefix("failed - ") ? String(description.dropFirst(9)) : description
            if !keep(message, file: filePath, line: lineNumber) {
                super.recordFailure(
                    withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
            }
        }
    #endif
}
