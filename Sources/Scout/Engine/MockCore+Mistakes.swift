import ScoutLowLevel

/// When a call cannot be answered as its expectation says, or no expectation
/// answers it: the failure, then a value made to go on with, or Scout's own error
/// when none can be made.
extension MockCore {
    /// What an error out of a behavior becomes: a mistake in the expectation is
    /// reported; Scout's own "no value" error passes through; a wrong argument read
    /// in a block is reported; an error the call cannot throw is reported; any
    /// other is thrown to the caller.
    func handle<Value>(_ error: any Error, of expectation: ExpectationRecord, path: CallPath) throws -> Value {
        if let mistake = error as? BehaviorMistake {
            return try fail(message(for: mistake, of: expectation.selector, returning: Value.self), of: expectation)
        }
        if let error = error as? ScoutError {
            guard error.kind == .argumentAccess else { throw error }
            return try fail(Messages.inBlock(error.description, of: expectation.selector), of: expectation)
        }
        guard path.admits(error) else {
            // A held call the code under test cancelled, where the call cannot throw:
            // no mistake, so it returns a made value without a failure.
            if error is CancellationError, expectation.behavior.action is GateAction,
                let value = fallback(Value.self, answering: expectation.selector, like: expectation)
            {
                return value
            }
            let fromBlock = !(expectation.behavior.action is ThrowError)
            return try fail(
                Messages.cannotThrow(expectation.selector, error: error, site: path.throwSite, fromBlock: fromBlock),
                of: expectation)
        }
        throw error
    }

    /// The message for a behavior that could not answer, as `mistake` says.
    func message(for mistake: BehaviorMistake, of selector: Selector, returning type: Any.Type) -> String {
        switch mistake {
        case .wrongType(let actual):
            Messages.wrongReturnType(
                selector, returning: type, actual: actual.wrappedValue,
                answerTypes: state.withLock { $0.table.existing(selector)?.answerTypes } ?? [])
        case .nilForNonOptional: Messages.nilForNonOptional(selector, returning: type)
        case .asyncBlockFromSyncCall: Messages.asyncBlockFromSyncCall(selector)
        case .acceptWithoutValue: Messages.acceptWithoutValue(selector, returning: type)
        }
    }

    /// Reports a mistake in an expectation, then goes on with a value it makes.
    func fail<Value>(_ message: String, of expectation: ExpectationRecord) throws -> Value {
        let testFailed = report(
            noted(message, Value.self, answering: expectation.selector, like: expectation), at: expectation.location,
            kind: .wrongAnswer, member: expectation.selector.description)
        if let value = fallback(Value.self, answering: expectation.selector, like: expectation) {
            noteMade(value, for: expectation.selector, after: expectation.location, testFailed: testFailed)
            return value
        }
        throw ScoutError(.noValue, Messages.noValueAfterMistake(message, returning: Value.self, mock: identity))
    }

    /// An interaction no expectation answered: a failure unless the policy
    /// tolerates it, then the type's default, or an error that says what to add.
    func answerUnexpected<Value>(
        _ member: MemberRecord, _ arguments: CallArguments, path: CallPath
    ) throws -> Value {
        // An initializer forwarded with mock.call.`init`(…) runs before the test can
        // expect anything: it needs no expectation, and `received` checks it.
        // When the test expected the initializer, with other arguments, it is a mistake.
        let tolerated =
            policy.tolerates(Value.self, kind: member.selector.kind)
            || member.selector.isInitializer && acceptsNothing(Value.self)
                && state.withLock { _ in member.expectations.isEmpty }
        if tolerated, let fallback = fallback(Value.self, answering: member.selector) { return fallback }
        // The failure goes out before a value is made: making one runs the type's own
        // code (a Decodable initializer), which may stop the process.
        let pairs = arguments.pairs(labels: member.selector.argumentLabels, fastPath: fastPath)
        let call = unansweredSnapshot(member, pairs)
        let explanation = UnexpectedCallExplanation(call, returning: Value.self, relaxed: tolerated)
        var message =
            state.withLock { $0.scopeEnded } ? Messages.afterScopeEnded(explanation.message) : explanation.message
        // Given a value Scout made after an earlier failure: it says so, and when it
        // surely follows from it, Swift Testing records it as a warning.
        var followsFrom: CodeLocation?
        if !tolerated, call.expectations.isEmpty, let earlier = earlierUnanswered(member.selector) {
            message = Messages.sameUnansweredMember(message, selector: member.selector, earlier: earlier)
            followsFrom = earlier
        } else if !tolerated, let origin = madeValueOrigin(in: pairs) {
            let follows = follows(origin.entry)
            message = Messages.withMadeValueNote(
                message, label: origin.label, madeFor: origin.entry.selector, after: origin.entry.failure,
                follows: follows)
            if follows { followsFrom = origin.entry.failure }
        }
        let outcome = reportingOutcome(
            tolerated ? message : noted(message, Value.self, answering: member.selector),
            at: explanation.location, followsFrom: followsFrom, kind: .unexpectedCall,
            member: member.selector.description)
        let testFailed = outcome == .delivered
        // A failure a user collects fails no test: it explains no unmet expectation
        // and fills no captor after the collection (within it, what follows says so).
        let collected = FailureCapture.current.map { !$0.failsTheTest } ?? false
        if testFailed, followsFrom == nil, call.expectations.isEmpty {
            noteUnanswered(member.selector, at: explanation.location)
        }
        // The expectation this call missed is explained by a failure that fails the
        // test (now, or once verify() claims it): under withKnownIssue or an
        // issue-handling trait, verify() still reports it.
        if !collected, outcome != .deliveredWithoutFailing || followsFrom != nil {
            noteExplained(member.selector, ordinal: explanation.missedOrdinal)
        }
        if !collected, testFailed || followsFrom != nil {
            captureMissed(member.selector, ordinal: explanation.missedOrdinal, pairs)
        }
        if !tolerated, let fallback = fallback(Value.self, answering: member.selector) {
            // A warning that follows from a failure its test fails for: the test fails.
            noteMade(
                fallback, for: member.selector, after: explanation.location,
                testFailed: testFailed || followsFrom != nil)
            return fallback
        }
        throw ScoutError(.noValue, explanation.errorDescription)
    }

    /// `message`, with what happens next when no value can be made to go on with:
    /// of `Value`, or for a call made without a result type, of the type its
    /// expectations answer with.
    func noted<Value>(
        _ message: String, _ type: Value.Type, answering selector: Selector, like expectation: ExpectationRecord? = nil
    ) -> String {
        let needed = isUntyped(Value.self) ? answerType(answering: selector, like: expectation) : Value.self
        guard let needed else { return message }
        return Messages.withMakingNote(message, for: needed, mayMake: MadeValues.mayMake(needed))
    }

    /// The type `expectation`, or else the first expectation of the member that
    /// says, answers with; or else the first of a member with the same name and
    /// other labels (a call made with the wrong number of arguments).
    func answerType(answering selector: Selector, like expectation: ExpectationRecord?) -> Any.Type? {
        expectation?.behavior.action.answerType
            ?? state.withLock { state in
                let sameName = state.table.members.lazy.filter {
                    $0.selector.kind == selector.kind && $0.selector.name == selector.name
                }
                let members = [state.table.existing(selector)].compactMap { $0 } + sameName
                return members.lazy.flatMap { $0.expectations }.compactMap(\.behavior.action.answerType).first
            }
    }

    /// The value a call goes on with when nothing answers it: the type's made value
    /// (see `MadeValues`). A call made without a result type (an `as!` cast, an
    /// untyped `let`) gets a made value of the type `expectation`, or else the
    /// first expectation of the member that says, answers with, so that the cast
    /// goes on; `()` when none says.
    func fallback<Value>(
        _ type: Value.Type, answering selector: Selector, like expectation: ExpectationRecord? = nil
    ) -> Value? {
        guard isUntyped(Value.self) else { return defaultValue(of: Value.self) }
        guard let answerType = answerType(answering: selector, like: expectation),
            let made = MadeValues.make(anyOf: answerType)
        else { return nothingValue(as: Value.self) }
        // `as Any` keeps the value boxed: passed bare, Swift would open the box.
        return sameTypeCast(made as Any, to: Value.self)
    }
}
