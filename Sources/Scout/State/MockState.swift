import ScoutLowLevel

/// All mutable state of a mock, behind its one lock: plain data, no policy. It
/// lives in place in the mock's `Locked` storage, its member table and log inside
/// it, so that a fresh mock allocates none of the three apart; not copyable, so
/// that it stays there.
struct MockState: ~Copyable, Sendable {
    /// Changes with every `reset()`: a call judged outside the lock in one
    /// generation is judged again, not recorded, in the next.
    private(set) var generation: UInt64
    var table: MemberTable
    var log: InteractionLog
    /// Failures no test could receive when they happened, with the test they belong to.
    var pending: [PendingFailure] = []
    /// The last place the mock was configured: where an otherwise unplaced failure points.
    var lastConfigured: CodeLocation?
    /// Where `verify()` last ran; expectations set after it are a mistake.
    var verifiedAt: CodeLocation?
    /// The test whose `verify()` that was: an expectation a later test sets is no
    /// mistake.
    var verifiedBy: TestToken = .none
    /// The expectations a `verify()` reported unmet: the end of a test with
    /// `.mocks` does not report them again.
    var reportedUnmet: Set<ObjectIdentifier> = []
    /// Expectations a reported call missed (its failure lists them with verdicts):
    /// `verify()` does not report them again as unmet (see `MadeValueCascade`).
    /// With the test whose call missed each: only that test's `verify()` skips it.
    var explainedUnmet = [ObjectIdentifier: TestToken]()
    /// Members with no expectation whose call failed a test, with where (see
    /// `UnansweredMember`): a later call of the same member there fails for the
    /// same reason (a misspelled name in the mock class), a warning.
    var unansweredMembers = [Selector: UnansweredMember]()
    /// The interactions a check (`called`, a wait, an order) matched, by sequence
    /// number: they count as checked for `verifyNoMoreInteractions`. A check
    /// covers the interactions recorded before it ran. As many at most as the
    /// log holds, however many checks run.
    var checked: Set<UInt64> = []
    /// The test that last configured the mock.
    private(set) var owner: TestToken
    /// Whether more than one test configured it (a `static let` mock): a failure
    /// from outside any test's task then cannot be charged to one.
    private(set) var sharedByTests = false
    /// The last test that configured it (creating it does not count).
    private var configuredBy: TestToken?
    /// Calls that came out of an `expectInOrder` sequence, to report once the lock
    /// is released.
    var outOfSequence: [OutOfSequence] = []
    /// The sequence number of the interaction recorded last: read under the same
    /// lock by the call that recorded it.
    var lastRecorded: UInt64 = 0
    /// Interactions numbered up to this were forgotten by a `reset()`: an answer
    /// a recording mock finishes for one of them is not kept. Each reset takes a
    /// number of its own, so that the marker moves even when no call came between
    /// two resets (a late-call watch ends when it moves).
    var forgottenUpTo: UInt64 = 0
    /// What each interaction that threw threw, by its sequence number, for
    /// `received….threw(…)`: kept by every mock, since throwing is off the hot
    /// path (a recording mock keeps every answer in `MockCore.answers` too).
    /// Empty by `init()`, as the mock's other dictionaries: a `[:]` literal costs
    /// a call, about 20 instructions, per dictionary a fresh mock makes.
    var thrown = [UInt64: any Error]()
    /// The mock class that embeds the mock, once a test used it through that class.
    var ownerClass: MockOwnerClass?
    /// The gates set on the mock (`toSuspend()`) that may still hold a call: a
    /// `verify()` releases what they hold.
    var gates: [Gate] = []
    /// Whether the scope of the test that created the mock ended (which let go of
    /// its expectations): a later call says so in its failure.
    var scopeEnded = false
    /// Whether the test said the mock outlives it (`outlivesItsTest()`): freeing it
    /// then reports no unmet expectation.
    var outlivesTest = false
    /// The members the mock class declared (`declare(members:)`), or `nil`: then a
    /// check or expectation on any other name fails.
    var declaredMembers: [Selector]?
    /// Whether a failure of this mock failed the test it went to: freeing the mock
    /// then adds nothing (the test is red, and the first failure is the one to read).
    var failedATest = false
    /// Whether it joined `LiveMocks` (an expectation that must be used was set).
    var liveMock = false
    /// Its slot in `LiveMocks`, once it joined.
    var liveSlot = 0
    /// Whether an explicit `verify()` of the owning test saw every expectation and
    /// none was set since: calls only use expectations up, so nothing can be unmet
    /// that it did not report, and freeing the mock checks nothing again.
    var verifiedEveryExpectation = false
    /// Waiters whose member had an interaction recorded, to resume once the lock is
    /// released.
    var waitersToResume: [MemberWaiter] = []

    init(generation: UInt64, owner: TestToken, fastPath: Bool) {
        self.generation = generation
        self.owner = owner
        table = MemberTable(fastPath: fastPath)
        log = InteractionLog()
    }

    /// The expectations not used up (with their use counts), leaving out those a
    /// `verify()` already reported when `skippingReported`; and how often each
    /// member was reached with no expectation to answer. Under the lock.
    /// `mutating` though it changes nothing: a borrowed state is copied whole (472
    /// bytes) to be passed, an `inout` one is passed in place.
    mutating func unmetExpectations(
        skippingReported: Bool, in test: TestToken
    ) -> (unmet: [(ExpectationRecord, Int)], unexpected: [(selector: Selector, count: Int)]) {
        var unmet: [(ExpectationRecord, Int)] = []
        var unexpected: [(selector: Selector, count: Int)] = []
        // Unions only when both hold some: a verify() in a loop allocates no set.
        let explained = explainedUnmet.isEmpty ? [] : Set(explainedUnmet.filter { $0.value == test }.keys)
        let skipped: Set<ObjectIdentifier>? =
            skippingReported
            ? (explained.isEmpty ? reportedUnmet : reportedUnmet.union(explained))
            : (explained.isEmpty ? nil : explained)
        // One loop by position, no closures or iterator: unoptimized, `filter`,
        // `map` and an array's iterator cost more than the rest.
        let members = table.members
        var position = 0
        while position < members.count {
            let member = members[position]
            member.unmetExpectations(skipping: skipped, into: &unmet)
            if member.unexpectedCalls > 0 {
                unexpected.append((selector: member.selector, count: member.unexpectedCalls))
            }
            position += 1
        }
        return (unmet, unexpected)
    }

    /// Makes `token`, the test running now, the owner; notes that the mock is
    /// shared when another test owned it before.
    mutating func own(by token: TestToken) {
        guard token != .none else { return }
        if let configuredBy, configuredBy != token { sharedByTests = true }
        configuredBy = token
        owner = token
    }

    /// Carries over what outlives a `reset()`: who owned the mock, whether tests
    /// share it, the failures still to report and the gates that may hold a call.
    mutating func inherit(from old: borrowing MockState) {
        owner = old.owner
        sharedByTests = old.sharedByTests
        configuredBy = old.configuredBy
        pending = old.pending
        ownerClass = old.ownerClass
        outlivesTest = old.outlivesTest
        declaredMembers = old.declaredMembers
        // Still in `LiveMocks`: the mock leaves when it is freed.
        liveMock = old.liveMock
        liveSlot = old.liveSlot
        // A call a gate holds outlives the reset: verify() and the end of the test
        // still release it.
        gates = old.gates.filter(\.isHolding)
    }

    /// Begins a new generation in place, after part of the state was forgotten:
    /// calls judged outside the lock before it are judged again.
    mutating func beginGeneration() {
        generation &+= 1
    }

    /// Keeps only the interactions `isKept` accepts; returns the others, to be
    /// freed once the lock is released (their arguments may call the mock from a
    /// `deinit`).
    mutating func keepInteractions(_ isKept: (borrowing InteractionRecord) -> Bool) -> [InteractionRecord] {
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
struct OutOfSequence {
    let expectation: ExpectationRecord
    @Shared var arguments: [ArgumentPair]
    let misstep: ExpectationSequence.Misstep
}
