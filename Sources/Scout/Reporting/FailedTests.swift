import ScoutLowLevel

/// The tests a Scout failure has failed, by token: a mock of such a test freed with
/// expectations unmet adds nothing (see `MockCore.reportUnmetWhenFreed`), and what
/// may follow from that failure is a warning that names it (see
/// `MockCore+FollowOnFailures`), since the test is red and its first failure is the
/// one to read. A known issue or a warning fails no test and is not noted.
///
/// A token stands for a test, not for one run of it: a test run again
/// (`--repetitions`, a retry) has the same one. So a failure counts only for what
/// was made after it (`failed(_:since:)`), and a first failure only in the task it
/// happened in (`firstFailure(of:)`): a later run, made anew in a new task, is never
/// excused by an earlier run's failure.
enum FailedTests {
    /// A test, the capture (Scout's own tests) its failure went to, and the task.
    private struct Key: Hashable {
        let token: TestToken
        let capture: UInt64?
        let execution: ExecutionIdentity
    }

    private static let firstFailures = Locked<[Key: CodeLocation]>([:])
    /// The sequence number of each test's latest failure.
    private static let latest = Locked<[TestToken: UInt64]>([:])

    static func note(_ token: TestToken, failedAt location: CodeLocation) {
        guard token != .none else { return }
        let sequence = SequenceCounter.next()
        latest.withLock { $0[token] = sequence }
        let execution = ExecutionIdentity.current
        guard execution.canTellRuns else { return }
        let key = Key(token: token, capture: FailureCapture.current?.number, execution: execution)
        firstFailures.withLock { failures in
            if failures[key] == nil { failures[key] = location }
        }
    }

    /// Whether a Scout failure failed the test `token` after `sequence` (when the
    /// mock or captor asking was made): a failure of an earlier run is not one.
    static func failed(_ token: TestToken, since sequence: UInt64) -> Bool {
        token != .none && latest.withLock { ($0[token] ?? 0) > sequence }
    }

    /// Where the first Scout failure that failed the test `token` is, if one did in
    /// this task (known by its runtime ID) or thread and within the capture running now.
    static func firstFailure(of token: TestToken) -> CodeLocation? {
        let execution = ExecutionIdentity.current
        guard token != .none, execution.canTellRuns else { return nil }
        let key = Key(token: token, capture: FailureCapture.current?.number, execution: execution)
        return firstFailures.withLock { $0[key] }
    }
}

extension ExecutionIdentity {
    /// Whether a later run of a test cannot pass for this one: a task known by its
    /// runtime ID, or a thread (an XCTest test's, whose token is new at every run);
    /// not a task known by its address, which a later task may reuse.
    fileprivate var canTellRuns: Bool {
        if case .taskAddress = self { return false }
        return true
    }
}
