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
@discardableResult
public func verifyNoMoreInteractions(
    _ mocks: Mock...,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> Bool {
    NoMoreInteractionsCheck.run(mocks.map(\.core), at: CodeLocation(fileID, filePath, line, column))
}
