import ScoutLowLevel

/// The engine behind a ``Mock``: its state behind one lock, and the one flag that
/// says whether calls take the fast path (see ``LayoutChecks``).
///
/// What the engine does lives in one file per concern: `Registration` (setting
/// expectations), `Resolution` (choosing the expectation that answers),
/// `Answering` (carrying it out), `ArgumentJudge` (judging arguments),
/// `Lifecycle` (verify, reset, the log), `Waiting` (waiters), `FailureSink` (the
/// only place that reports). Transactions on the state are short; matchers, blocks
/// and captors run outside the lock, so a block may call this mock or another.
@usableFromInline
final class MockCore: Sendable {
    let state: Locked<MockState>
    let policy: MockPolicy
    let createdAt: CodeLocation
    /// The name `Mock(name:)` gave, which messages use (see `MockNames`).
    let name: String?
    /// Whether calls read arguments and names in place: the layout checks passed
    /// (once per process), and no test forced the portable path when it was made.
    @usableFromInline let fastPath: Bool
    /// The scalar types' metadata words, found once rather than on every call.
    let scalars = ScalarMetadata.Words()
    /// Whether it records its answers (`.recording`): answers then take the
    /// general path, never the immediate one.
    let recordsAnswers: Bool
    /// What the mock answered each interaction with, by its sequence number, when
    /// it records: its own lock, out of the way of the hot path's state. `nil`
    /// when it does not record (a lock is three allocations a fresh mock spares).
    let answers: Locked<[UInt64: RecordedAnswer]>?
    /// The last sequence number handed out when it was made: a value Scout made
    /// after a later failure cannot come from a run of its test before this mock's.
    let madeAfterSequence: UInt64
    /// Whether it is one test's engine of a mock kept per test: a failure of a call
    /// from outside any test's context may come from an earlier test's late work.
    let keptPerTest: Bool

    /// A mock with `policy`, or else the policy of the context's scope (see
    /// `TestScope`), or else strict; it joins that scope, and belongs to the
    /// context's test.
    init(
        policy: MockPolicy?, createdAt: CodeLocation, name: String? = nil, keptPerTest: Bool = false,
        in context: TestContext
    ) {
        self.keptPerTest = keptPerTest
        let scope = context.scope
        self.policy = policy ?? scope?.policy ?? .strict
        // The bit, not `contains`: unoptimized, `contains` is a generic call.
        recordsAnswers = self.policy.rawValue & MockPolicy.recording.rawValue != 0
        answers = recordsAnswers ? Locked([:]) : nil
        self.createdAt = createdAt
        self.name = name
        madeAfterSequence = SequenceCounter.current
        fastPath = LayoutChecks.fastPathForNewMock
        state = Locked(MockState(generation: 0, owner: context.token, fastPath: fastPath))
        scope?.join(self)
    }

    deinit {
        reportPendingAtEnd()
        reportUnmetWhenFreed()
    }
}
