import ScoutLowLevel

/// The tests a Scout failure has failed, by token, each with where its first such
/// failure is: a mock of such a test freed with expectations unmet adds nothing
/// (see `MockCore.reportUnmetWhenFreed`), and what may follow from that failure is
/// a warning that names it (see `FollowOn`), since the test is red and its first
/// failure is the one to read. A known issue or a warning fails no test and is not
/// noted.
enum FailedTests {
    /// A test, and the capture (Scout's own tests) its failure went to.
    private struct Key: Hashable {
        let token: TestToken
        let capture: UInt64?
    }

    private static let firstFailures = Locked<[Key: CodeLocation]>([:])
    private static let tokens = Locked<Set<TestToken>>([])

    static func note(_ token: TestToken, failedAt location: CodeLocation) {
        guard token != .none else { return }
        let key = Key(token: token, capture: FailureCapture.current?.number)
        firstFailures.withLock { failures in
            if failures[key] == nil { failures[key] = location }
        }
        tokens.withLock { _ = $0.insert(token) }
    }

    static func contains(_ token: TestToken) -> Bool {
        token != .none && tokens.withLock { $0.contains(token) }
    }

    /// Where the first Scout failure that failed the test `token` is, if one did,
    /// within the capture running now (Scout's own tests), or outside any.
    static func firstFailure(of token: TestToken) -> CodeLocation? {
        guard token != .none else { return nil }
        let key = Key(token: token, capture: FailureCapture.current?.number)
        return firstFailures.withLock { $0[key] }
    }
}
