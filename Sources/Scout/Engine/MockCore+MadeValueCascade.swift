import ScoutLowLevel

/// One mistake, followed: a value Scout made to go on after a failure (an empty
/// token, an empty receipt) travels on through the code under test, and the calls
/// it reaches fail in turn. Those later failures are still reported (a value equal
/// to a made one may be the test's own: an empty string, a first enum case), but
/// each says which of its arguments equals the value Scout made, for which call, after
/// which failure, so that the reader starts from the first. And an expectation that
/// a reported call missed is not reported again as unmet by a `verify()` of the same
/// test: that call's failure lists it with its verdicts.
///
/// A value counts as made when it is of the type of one Scout made after a failure
/// of the test running now and equal to it (the same text, for a value that is not
/// `Equatable`; any `nil` for a made `nil`). Objects and `Void` are not kept: an
/// object would be kept alive. Numbers, `Bool` and `nil` are, though code passes its
/// own `0`, `false` and `nil` all the time: the note says "may follow", and a warning
/// is given only in a test that failed already, in the task of its failure.
/// Outside tests nothing is kept.
extension MockCore {
    /// The made value among `arguments`, if any, with where it came from.
    func madeValueOrigin(in arguments: [ArgumentPair]) -> (label: String, entry: MadeValueLog.Entry)? {
        MadeValueLog.origin(of: arguments, in: testOfFailure)
    }

    /// Notes `value`, made for `selector` after the failure at `location`, for
    /// which its test fails when `testFailed` (or which followed from one it fails for).
    func noteMade(_ value: Any?, for selector: Selector, after location: CodeLocation, testFailed: Bool) {
        MadeValueLog.note(value, for: selector.description, after: location, testFailed: testFailed, in: testOfFailure)
    }

    /// Whether a failure of this mock given the value `entry` stands for follows
    /// from `entry`'s failure for certain enough to be recorded as a warning:
    /// - its test failed for that failure (not a known issue, not a warning);
    /// - this call comes from the very task where that failure happened, known by
    ///   its runtime ID, which no later task (a later run of the same test, with
    ///   `--repetitions` or a retry) reuses; nothing is a warning where the ID is
    ///   not known, or outside tasks;
    /// - within the same capture (Scout's own tests), or outside any;
    /// - and this mock was made before that failure.
    func follows(_ entry: MadeValueLog.Entry) -> Bool {
        entry.testFailed && entry.execution.isUnique && entry.execution == ExecutionIdentity.current
            && entry.capture == FailureCapture.current?.number && madeAfterSequence < entry.sequence
    }

    /// The test a failure here belongs to: the one running in this task, or, from a
    /// thread or task outside any test, the one that owns the mock.
    private var testOfFailure: TestToken {
        let running = TestContext.currentToken
        return running != .none ? running : state.withLock { $0.owner }
    }

    /// Notes that the expectation numbered `ordinal` of `selector` was missed by a
    /// call whose failure said so: a `verify()` of the same test does not report it
    /// again.
    func noteExplained(_ selector: Selector, ordinal: Int?) {
        guard let ordinal else { return }
        let test = testOfFailure
        state.withLock { state in
            guard let record = state.table.existing(selector)?.expectations.first(where: { $0.ordinal == ordinal })
            else { return }
            state.explainedUnmet[ObjectIdentifier(record)] = test
        }
    }
}

extension MockCore {
    /// After a call that failed its test by missing the expectation numbered
    /// `ordinal`, that expectation's captors whose own argument the call passed
    /// keep it: what the test reads of them is what the code passed, not an empty
    /// captor that would fail the test's own checks a second time. Only once the
    /// test has failed: under `withKnownIssue` a captor keeps only what it matched.
    func captureMissed(_ selector: Selector, ordinal: Int?, _ pairs: [ArgumentPair]) {
        guard let ordinal else { return }
        // Only when that expectation is the one of its member still waiting for a
        // call: one used up has its call, and of several, the call may have been meant
        // for another.
        let captors = state.withLock { state -> [(position: Int, captor: any CapturingMatcher)] in
            let waiting = (state.table.existing(selector)?.expectations ?? []).filter { $0.used < ($0.limit ?? .max) }
            guard waiting.count == 1, waiting[0].ordinal == ordinal else { return [] }
            return waiting[0].captors
        }
        for (position, captor) in captors where position < pairs.count {
            guard let matcher = captor as? any ArgMatcher, matcher.match(pairs[position].value).isMatch else {
                continue
            }
            captor.capture(pairs[position].value)
        }
    }
}

/// The values Scout made after failures, by test.
enum MadeValueLog {
    struct Entry: Sendable {
        let value: Shared<Any>
        let type: ObjectIdentifier
        let selector: String
        let failure: CodeLocation
        /// Whether its test failed for that failure, or for the one it followed from.
        let testFailed: Bool
        /// The task, or thread, where it was made.
        let execution: ExecutionIdentity
        /// The capture (Scout's own tests) its failure went to, if any.
        let capture: UInt64?
        /// A sequence number taken as it was made.
        let sequence: UInt64
    }

    /// At most this many per test: past that, the oldest gives way, so that a
    /// test run many times (`--repetitions`, retries) keeps its latest run's.
    private static let limit = 64
    private static let entries = Locked<[TestToken: [Entry]]>([:])

    static func note(
        _ value: Any?, for selector: String, after failure: CodeLocation, testFailed: Bool, in test: TestToken
    ) {
        guard test != .none, let (type, value) = kept(value), !(value is Void), !(Swift.type(of: value) is AnyClass)
        else { return }
        let entry = Entry(
            value: Shared(wrappedValue: value), type: type, selector: selector,
            failure: failure, testFailed: testFailed, execution: .current,
            capture: FailureCapture.current?.number, sequence: SequenceCounter.next())
        entries.withLock { entries in
            if entries[test, default: []].count == limit { entries[test, default: []].removeFirst() }
            entries[test, default: []].append(entry)
        }
    }

    static func origin(of arguments: [ArgumentPair], in test: TestToken) -> (label: String, entry: Entry)? {
        guard test != .none else { return nil }
        let made = entries.withLock { $0[test] ?? [] }
        guard !made.isEmpty else { return nil }
        // Newest first, and one made in this very task before any other: an earlier
        // run of the same test made equal values in tasks of its own.
        let execution = ExecutionIdentity.current
        var found: (label: String, entry: Entry)?
        for (label, argument) in arguments {
            guard let (type, argument) = kept(argument) else { continue }
            for entry in made.reversed() where entry.type == type && isSame(argument, entry.value.wrappedValue) {
                if entry.execution == execution { return (label, entry) }
                if found == nil { found = (label, entry) }
            }
        }
        return found
    }

    /// A value as it is kept and compared: unwrapped, with its type; `nil` as
    /// `MadeNil`.
    private static func kept(_ value: Any?) -> (ObjectIdentifier, Any)? {
        if let value = flattened(value) { return (ObjectIdentifier(Swift.type(of: value)), value) }
        // An argument passed as `Any?` loses its optional type: every nil is alike.
        return (ObjectIdentifier(MadeNil.self), MadeNil())
    }

    /// `nil`, made or passed.
    private struct MadeNil: Equatable {}

    private static func isSame(_ argument: Any, _ made: Any) -> Bool {
        if argument is MadeNil { return made is MadeNil }
        if let matcher = matcher(forPlainValue: made), !(matcher is AnyValueMatcher) {
            return matcher.match(argument).isMatch
        }
        return render(argument) == render(made)
    }
}
