import ScoutLowLevel

/// The tests a Scout failure has failed, by token: a mock of such a test freed with
/// expectations unmet adds nothing (see `MockCore.reportUnmetWhenFreed`), since the
/// test is red and its first failure is the one to read. A known issue or a warning
/// fails no test and is not noted.
enum FailedTests {
    private static let tokens = Locked<Set<TestToken>>([])

    static func note(_ token: TestToken) {
        guard token != .none else { return }
        tokens.withLock { _ = $0.insert(token) }
    }

    static func contains(_ token: TestToken) -> Bool {
        token != .none && tokens.withLock { $0.contains(token) }
    }
}
