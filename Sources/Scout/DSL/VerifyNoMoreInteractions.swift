/// Fails the test, at this line, if any interaction of these mocks was neither
/// answered by an expectation nor matched by a check that ran before (`called`,
/// a wait, `verifyInOrder`): Mockito's `verifyNoMoreInteractions`.
///
/// ```swift
/// let spy = MockAnalytics(Mock(policy: .relaxed))
/// subject.checkout()
/// spy.received.track(event: "checkout").called(.once)
/// verifyNoMoreInteractions(spy)        // nothing else was tracked
/// ```
///
/// - Parameters:
///   - mocks: The mock classes to check.
///   - fileID: The file of the call site, where a failure is reported.
///   - filePath: The full path of that file.
///   - line: The line of the call site.
///   - column: The column of the call site.
/// - Returns: Whether every interaction of the mocks was answered or checked.
@discardableResult
public func verifyNoMoreInteractions(
    _ mocks: any MockBacked...,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> Bool {
    NoMoreInteractionsCheck.run(mocks.map(\.mock.core), at: CodeLocation(fileID, filePath, line, column))
}

/// Fails the test, at this line, if any interaction of these mocks was neither
/// answered by an expectation nor matched by a check that ran before.
///
/// - Parameters:
///   - mocks: The mocks to check.
///   - fileID: The file of the call site, where a failure is reported.
///   - filePath: The full path of that file.
///   - line: The line of the call site.
///   - column: The column of the call site.
/// - Returns: Whether every interaction of the mocks was answered or checked.
@discardableResult
public func verifyNoMoreInteractions(
    _ mocks: Mock...,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> Bool {
    NoMoreInteractionsCheck.run(mocks.map(\.core), at: CodeLocation(fileID, filePath, line, column))
}
