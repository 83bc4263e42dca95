/// Verifies mocks: `verify(service, store)` is `service.verify(); store.verify()`.
///
/// A spelling that never collides with a protocol's own requirements: when the
/// protocol a mock implements has a `verify()` requirement, `service.verify()`
/// calls the mock's forwarding of it, not Scout. (`service.mock.verify()` never
/// collides either.)
///
/// - Parameters:
///   - mocks: The mocks to verify, in order.
///   - fileID: The file of the call site, where a failure is reported.
///   - filePath: The full path of that file.
///   - line: The line of the call site.
///   - column: The column of the call site.
public func verify(
    _ mocks: any MockBacked...,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) {
    for mockable in mocks {
        ExpectationsCheck.run(
            mockable.mock.core, at: CodeLocation(fileID, filePath, line, column), in: .current(),
            ownerClass: type(of: mockable))
    }
}

/// Resets mocks: `reset(service)` forgets every expectation and interaction,
/// `reset(.interactions, of: service)` only the recorded interactions.
///
/// A spelling that never collides with a protocol's own requirements: when the
/// protocol a mock implements has a `reset()` requirement (many do),
/// `service.reset()` calls the mock's forwarding of it, and the mock is never
/// reset. (`service.mock.reset()` never collides either.)
///
/// - Parameters:
///   - contents: What to forget: `.expectations`, `.interactions`, or both (`.all`, the default).
///   - mocks: The mocks to reset.
///   - fileID: The file of the call site, where a failure is reported.
///   - filePath: The full path of that file.
///   - line: The line of the call site.
///   - column: The column of the call site.
public func reset(
    _ contents: ResetContents = .all, of mocks: any MockBacked...,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) {
    for mockable in mocks {
        mockable.mock.reset(contents, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Resets mocks: `reset(service, store)` forgets every expectation and interaction.
///
/// - Parameters:
///   - mocks: The mocks to reset.
///   - fileID: The file of the call site, where a failure is reported.
///   - filePath: The full path of that file.
///   - line: The line of the call site.
///   - column: The column of the call site.
public func reset(
    _ mocks: any MockBacked...,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) {
    for mockable in mocks { mockable.mock.reset(fileID: fileID, filePath: filePath, line: line, column: column) }
}
