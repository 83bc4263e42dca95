import Scout
import Testing

/// The single failure in `failures`, checked to point at `line` of the calling test
/// file; records an issue and returns `nil` otherwise.
func onlyFailure(
    _ failures: [Failure], at line: UInt,
    fileID: String = #fileID, sourceLocation: SourceLocation = #_sourceLocation
) -> Failure? {
    guard failures.count == 1, let failure = failures.first else {
        Issue.record(
            "Expected exactly one failure, got \(failures.count):\n\(failures.map(\.description).joined(separator: "\n"))",
            sourceLocation: sourceLocation)
        return nil
    }
    #expect(failure.location.fileID.description == fileID, sourceLocation: sourceLocation)
    #expect(failure.location.line == line, sourceLocation: sourceLocation)
    return failure
}

/// Checks that `failure` points at `line` of the calling test file.
func expectLocation(
    _ failure: Failure?, line: UInt,
    fileID: String = #fileID, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(failure?.location.fileID.description == fileID, sourceLocation: sourceLocation)
    #expect(failure?.location.line == line, sourceLocation: sourceLocation)
}
