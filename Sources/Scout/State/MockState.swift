/// All mutable state of a mock, behind its one lock: plain data, no policy.
struct MockState: Sendable {
    /// Changes with every `reset()`: a call judged outside the lock in one
    /// generation is judged again, not recorded, in the next.
    private(set) var generation: UInt64
    let table: MemberTable
    let log: InteractionLog
    /// The same two, unretained, for the hot path: this state owns them, and the
    /// hot path reads them only while it holds the lock.
    let unretainedTable: Unretained<MemberTable>
    let unretainedLog: Unretained<InteractionLog>
    /// Failures no test could receive when they happened, with the test they belong to.
    var pending: [PendingFailure] = []
    /// The last place the mock was configured: where an otherwise unplaced failure points.
    var lastConfigured: CodeLocation?
    /// Where `verify()` last ran; expectations set after it are a mistake.
    var verifiedAt: CodeLocation?
    /// The expectations a `verify()` reported unmet: the end of a test with
    /// `.mocks` does not report them again.
    var reportedUnmet: Set<ObjectIdentifier> = []
    /// The queries checks ran (`called`, waits, order), as selectors and matchers:
    /// the interactions they match count as checked for `verifyNoMoreInteractions`.
    /// Each with the last sequence number handed out when it ran: it covers only
    /// interactions up to there.
    var checkedQueries: [(selector: Selector, matchers: [any ArgMatcher], upTo: UInt64)] = []
    /// The test that last configured the mock.
    var owner: TestToken
    /// Calls that came out of an `expectInOrder` sequence, to report once the lock
    /// is released.
    var outOfSequence: [OutOfSequence] = []
    /// Waiters whose member had an interaction recorded, to resume once the lock is
    /// released.
    var waitersToResume: [MemberWaiter] = []

    init(generation: UInt64, owner: TestToken) {
        self.generation = generation
        self.owner = owner
        table = MemberTable()
        log = InteractionLog()
        unretainedTable = Unretained(table)
        unretainedLog = Unretained(log)
    }

    /// The expectations not used up (with their use counts), leaving out those a
    /// `verify()` already reported when `skippingReported`; and how often each
    /// member was reached with no expectation to answer. Under the lock.
    func unmetExpectations(
        skippingReported: Bool
    ) -> (unmet: [(ExpectationRecord, Int)], unexpected: [(selector: Selector, count: Int)]) {
        let unmet = table.members.flatMap { member in
            member.expectations.filter {
                $0.isUnmet && !(skippingReported && reportedUnmet.contains(ObjectIdentifier($0)))
            }
            .map { ($0, $0.used) }
        }
        let unexpected = table.members.filter { $0.unexpectedCalls > 0 }.map {
            (selector: $0.selector, count: $0.unexpectedCalls)
        }
        return (unmet, unexpected)
    }

    /// Begins a new generation in place, after part of the state was forgotten:
    /// calls judged outside the lock before it are judged again.
    mutating func beginGeneration() {
        generation &+= 1
    }

    /// Keeps only the interactions `isKept` accepts; returns the others, to be
    /// freed once the lock is released (their arguments may call the mock from a
    /// `deinit`).
    func keepInteractions(_ isKept: (borrowing InteractionRecord) -> Bool) -> [InteractionRecord] {
        log.keepOnly(isKept)
    }
}

/// A failure waiting for a test that can receive it, and the test it belongs to.
struct PendingFailure: Sendable {
    let failure: Failure
    let owner: TestToken
}

/// A call that came out of its `expectInOrder` sequence: which expectation
/// answered it, with which arguments, and what was out of order.
struct OutOfSequence: @unchecked Sendable {
    let expectation: ExpectationRecord
    let arguments: [ArgumentPair]
    let misstep: ExpectationSequence.Misstep
}

/// What a recording mock answered one interaction with.
enum RecordedAnswer: @unchecked Sendable {
    case value(Any?)
    case threw(any Error)
}
