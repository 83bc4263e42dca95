/// The engine behind a ``Mock``: all its state behind one lock, and what the mock
/// does with expectations, calls and failures.
///
/// Transactions on the state are short; matchers, blocks and captors run outside
/// the lock, so a block may call this mock or another without deadlock.
@usableFromInline
final class MockCore: Sendable {
    let state: Locked<MockState>
    let policy: MockPolicy
    let createdAt: CodeLocation
    /// Whether fast matchers may read scalar arguments in place (checked once).
    let readsArgumentsInPlace = ScalarMetadata.inPlaceReadsWork
    /// Whether a call's arguments may be read from their array's storage without
    /// retaining it (checked once).
    let readsArgumentStorage = ArgumentStorage.directReadsWork
    /// The scalar types' metadata words, computed once rather than on every call.
    let scalars = ScalarMetadata.Words()

    init(policy: MockPolicy, createdAt: CodeLocation) {
        self.policy = policy
        self.createdAt = createdAt
        state = Locked(MockState(ownerToken: FailureDelivery.currentTestToken))
    }

    /// Turns the arguments a test wrote into matchers, reporting at `location` any
    /// value that cannot be compared (and accepting any value in its place, so one
    /// mistake gives one failure).
    func matchers(
        for arguments: KeyValuePairs<String, Any?>, of selector: Selector, at location: CodeLocation
    ) -> [any ArgMatcher] {
        arguments.enumerated().map { position, argument in
            if let matcher = matcher(forPlainValue: argument.value) { return matcher }
            report(
                Messages.notComparable(argument.value, label: argument.key, position: position, of: selector),
                at: location)
            return AnyValueMatcher()
        }
    }

    /// Adds an expectation for `selector`, after the last one set for it.
    func register(
        _ selector: Selector, matchers: [any ArgMatcher], behavior: Behavior, at location: CodeLocation
    ) {
        if let limit = behavior.limit, limit <= 0 {
            report(Messages.invalidTimes(limit, behavior: behavior, of: selector), at: location)
            return
        }
        let token = FailureDelivery.currentTestToken
        let verifiedAt = state.withLock { state -> CodeLocation? in
            state.ownerToken = token
            state.lastConfigured = location
            let member = state.member(selector)
            let record = ExpectationRecord(
                selector: selector, matchers: matchers, behavior: behavior, limit: behavior.limit,
                location: location, ordinal: member.expectations.count + 1)
            member.add(record)
            return state.verifiedAt
        }
        if let verifiedAt {
            report(Messages.expectationAfterVerify(selector, verifiedAt: verifiedAt), at: location)
        }
    }

    /// Delivers a failure to the test that owns this mock; when tests run but none
    /// can receive it now, keeps it for the next `verify()` and prints it at once.
    func report(_ message: String, at location: CodeLocation) {
        let failure = Failure(message, at: location)
        let owner = state.withLock { $0.ownerToken }
        switch FailureDelivery.deliver(failure, ownerToken: owner) {
        case .delivered:
            return
        case .outsideTests:
            FailureDelivery.printToStandardError(failure)
        case .notReceived:
            state.withLock { $0.undelivered.append(failure) }
            FailureDelivery.printToStandardError(failure, note: Messages.undeliveredNote)
        }
    }
}
