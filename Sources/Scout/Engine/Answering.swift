/// The interactions a mock class forwards: reads, assignments and calls, each
/// resolved (see `Resolution.swift`) and answered by its expectation's behavior,
/// or, when none answers, by the policy and a failure.
extension MockCore {
    /// A property read. It cannot throw: a read with no value to give stops the
    /// process after its failure was delivered.
    @usableFromInline
    func get<Value>(_ name: String) -> Value {
        do {
            return try perform(.get, name, .none, path: .get)
        } catch {
            fatalError(String(describing: error))
        }
    }

    /// A read of an effectful property (`get throws`), which may throw `errors`.
    func get<Value>(_ name: String, throwing errors: ThrownErrors) throws -> Value {
        try perform(.get, name, .none, path: .throwingGet(errors))
    }

    /// An assignment; it returns nothing, so it always has a value.
    func set(_ name: String, to value: Any?) {
        do {
            let _: Void = try perform(.set, name, .assigning(flattened(value), fastPath: fastPath), path: .set)
        } catch {
            // Void always has a value, so an assignment never throws.
        }
    }

    /// A synchronous call.
    @usableFromInline
    func call<Value>(_ name: String, _ arguments: CallArguments) throws -> Value {
        try perform(.call, name, arguments, path: .call(.any))
    }

    /// A synchronous call that may throw only `errors`.
    func call<Value>(_ name: String, _ arguments: CallArguments, throwing errors: ThrownErrors) throws -> Value {
        try perform(.call, name, arguments, path: .call(errors))
    }

    /// A call made with `await`: async blocks can answer it.
    @usableFromInline
    func callAsync<Value>(_ name: String, _ arguments: CallArguments) async throws -> Value {
        try await performAsync(name, arguments, path: .asyncCall(.any))
    }

    /// A call made with `await` that may throw only `errors`.
    func callAsync<Value>(
        _ name: String, _ arguments: CallArguments, throwing errors: ThrownErrors
    ) async throws -> Value {
        try await performAsync(name, arguments, path: .asyncCall(errors))
    }

    @inline(__always)
    func perform<Value>(
        _ kind: MemberKind, _ name: String, _ arguments: CallArguments, path: CallPath
    ) throws -> Value {
        do {
            return try immediately(kind, name, arguments)
        } catch {
            return try answer(resolution(error, kind, name, arguments, wanted: Value.self), arguments, path: path)
        }
    }

    /// Runs an async block in this frame; anything else is answered as for a
    /// synchronous call. Each level of async call costs a frame, so there is one.
    @inline(__always)
    func performAsync<Value>(_ name: String, _ arguments: CallArguments, path: CallPath) async throws -> Value {
        let resolution: Resolution
        do {
            return try immediately(.call, name, arguments)
        } catch {
            resolution = self.resolution(error, .call, name, arguments, wanted: Value.self)
        }
        guard case .answered(let expectation, let followUp, let sequence) = resolution,
            let block = expectation.behavior.asyncBlock
        else { return try answer(resolution, arguments, path: path) }
        if recordsAnswers {
            return try await answerRecording(block, expectation, followUp, arguments, sequence: sequence, path: path)
        }
        return try await run(block, expectation, followUp, arguments, path: path)
    }

    /// Runs the async block that answers the call, after its follow-up, and handles
    /// what it throws. Inlined: the hot path stays one frame.
    @inline(__always)
    private func run<Value>(
        _ block: RunAsyncBlock, _ expectation: ExpectationRecord, _ followUp: FollowUp, _ arguments: CallArguments,
        path: CallPath
    ) async throws -> Value {
        self.followUp(followUp, expectation, arguments, of: expectation.selector)
        do {
            return try await block.run(
                AnsweredCall(arguments: arguments, selector: expectation.selector), as: Value.self)
        } catch {
            return try handle(error, of: expectation, path: path)
        }
    }

    /// An async block's answer, kept by a recording mock.
    @inline(never)
    private func answerRecording<Value>(
        _ block: RunAsyncBlock, _ expectation: ExpectationRecord, _ followUp: FollowUp, _ arguments: CallArguments,
        sequence: UInt64, path: CallPath
    ) async throws -> Value {
        try await recorded(sequence: sequence, of: expectation.selector) {
            try await run(block, expectation, followUp, arguments, path: path)
        }
    }

    /// Resolves the interaction and, when its expectation returns a value of
    /// exactly `Value` (or accepts a call returning `Void`), hands it out under the
    /// lock, running no code. Anything else is thrown, as what remains to do.
    @inline(__always)
    private func immediately<Value>(
        _ kind: MemberKind, _ name: String, _ arguments: CallArguments
    ) throws(Pending) -> Value {
        let view = ArgumentView.of(arguments, fastPath: fastPath, scalars: scalars)
        let held = state.lock()
        switch resolveLocked(kind, name, view, arguments, in: held) {
        case .answered(let expectation, let followUp):
            // A call made without a result type takes a `Void` answer immediately.
            let wanted = isUntyped(Value.self) ? ScalarMetadata.bits(Void.self) : ScalarMetadata.bits(Value.self)
            if followUp.isEmpty, expectation.with({ $0.immediateType == wanted }) {
                let value: Value = expectation.with { record in
                    guard !isUntyped(Value.self), let box = record.immediateBox else {
                        return nothingValue(as: Value.self)
                    }
                    return box.with { $0.value(as: Value.self) }
                }
                state.unlock()
                return value
            }
            let record = expectation.object
            let sequence = held.state.lastRecorded
            state.unlock()
            throw .resolved(.answered(record, followUp, sequence: sequence))
        case .unanswered(let member, let followUp):
            let record = member.object
            let sequence = held.state.lastRecorded
            state.unlock()
            throw .resolved(.unanswered(record, followUp, sequence: sequence))
        case .undecided(let undecided):
            state.unlock()
            throw .undecided(undecided)
        }
    }

    /// What is left to do after `immediately`.
    enum Pending: Error {
        case resolved(Resolution)
        case undecided(Undecided)
    }

    /// `wanted` is the type the call asks for: it takes part in choosing among
    /// expectations that answer with several types. Not inlined: the hot path does
    /// not come here, and its frame stays small.
    @inline(never)
    private func resolution(
        _ pending: Pending, _ kind: MemberKind, _ name: String, _ arguments: CallArguments, wanted: Any.Type
    ) -> Resolution {
        switch pending {
        case .resolved(let resolution): resolution
        case .undecided(let undecided): resolveOutsideLock(undecided, kind, name, arguments, wanted: wanted)
        }
    }

    /// Carries out what the expectation says, or answers an unexpected interaction.
    private func answer<Value>(_ resolution: Resolution, _ arguments: CallArguments, path: CallPath) throws -> Value {
        // A recording mock's expectations never answer immediately: every answer
        // comes through here, off the hot path.
        if recordsAnswers {
            return try recorded(sequence: resolution.sequence, of: resolution.selector) {
                try answerNow(resolution, arguments, path: path)
            }
        }
        return try answerNow(resolution, arguments, path: path)
    }

    private func answerNow<Value>(_ resolution: Resolution, _ arguments: CallArguments, path: CallPath) throws -> Value
    {
        switch resolution {
        case .answered(let expectation, let followUp, _):
            self.followUp(followUp, expectation, arguments, of: expectation.selector)
            do {
                return try expectation.behavior.action.answer(
                    AnsweredCall(arguments: arguments, selector: expectation.selector), as: Value.self)
            } catch {
                return try handle(error, of: expectation, path: path)
            }
        case .unanswered(let member, let followUp, _):
            self.followUp(followUp, nil, arguments, of: member.selector)
            return try answerUnexpected(member, arguments, path: path)
        }
    }

    /// What an error out of a behavior becomes: a mistake in the expectation is
    /// reported; Scout's own "no value" error passes through; a wrong argument read
    /// in a block is reported; an error the call cannot throw is reported; any
    /// other is thrown to the caller.
    private func handle<Value>(_ error: any Error, of expectation: ExpectationRecord, path: CallPath) throws -> Value {
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
    private func message(for mistake: BehaviorMistake, of selector: Selector, returning type: Any.Type) -> String {
        switch mistake {
        case .wrongType(let actual):
            Messages.wrongReturnType(
                selector, returning: type, actual: actual,
                answerTypes: state.withLock { $0.table.existing(selector)?.answerTypes } ?? [])
        case .nilForNonOptional: Messages.nilForNonOptional(selector, returning: type)
        case .asyncBlockFromSyncCall: Messages.asyncBlockFromSyncCall(selector)
        case .acceptWithoutValue: Messages.acceptWithoutValue(selector, returning: type)
        }
    }

    /// Reports a mistake in an expectation, then goes on with a value it makes.
    private func fail<Value>(_ message: String, of expectation: ExpectationRecord) throws -> Value {
        report(noted(message, Value.self, answering: expectation.selector, like: expectation), at: expectation.location)
        if let value = fallback(Value.self, answering: expectation.selector, like: expectation) { return value }
        throw ScoutError(.noValue, Messages.noValueAfterMistake(message, returning: Value.self, createdAt: createdAt))
    }

    /// An interaction no expectation answered: a failure unless the policy
    /// tolerates it, then the type's default, or an error that says what to add.
    private func answerUnexpected<Value>(
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
        let call = unansweredSnapshot(member, arguments.pairs(labels: member.selector.argumentLabels))
        let explanation = UnexpectedCallExplanation(call, returning: Value.self, relaxed: tolerated)
        let message = state.withLock { $0.scopeEnded } ? Messages.afterScopeEnded(explanation.message) : explanation.message
        report(
            tolerated ? message : noted(message, Value.self, answering: member.selector),
            at: explanation.location)
        if !tolerated, let fallback = fallback(Value.self, answering: member.selector) { return fallback }
        throw ScoutError(.noValue, explanation.errorDescription)
    }

    /// `message`, with what happens next when no value can be made to go on with:
    /// of `Value`, or for a call made without a result type, of the type its
    /// expectations answer with.
    private func noted<Value>(
        _ message: String, _ type: Value.Type, answering selector: Selector, like expectation: ExpectationRecord? = nil
    ) -> String {
        let needed = isUntyped(Value.self) ? answerType(answering: selector, like: expectation) : Value.self
        guard let needed else { return message }
        return Messages.withMakingNote(message, for: needed, mayMake: MadeValues.mayMake(needed))
    }

    /// The type `expectation`, or else the first expectation of the member that
    /// says, answers with; or else the first of a member with the same name and
    /// other labels (a call made with the wrong number of arguments).
    private func answerType(answering selector: Selector, like expectation: ExpectationRecord?) -> Any.Type? {
        expectation?.behavior.action.answerType
            ?? state.withLock { state in
                let sameName = state.table.members.lazy.filter {
                    $0.selector.kind == selector.kind && $0.selector.name == selector.name
                }
                let members = [state.table.existing(selector)].compactMap { $0 } + sameName
                return members.lazy.flatMap(\.expectations).compactMap(\.behavior.action.answerType).first
            }
    }

    /// The value a call goes on with when nothing answers it: the type's made value
    /// (see `MadeValues`). A call made without a result type (an `as!` cast, an
    /// untyped `let`) gets a made value of the type `expectation`, or else the
    /// first expectation of the member that says, answers with, so that the cast
    /// goes on; `()` when none says.
    private func fallback<Value>(
        _ type: Value.Type, answering selector: Selector, like expectation: ExpectationRecord? = nil
    ) -> Value? {
        guard isUntyped(Value.self) else { return defaultValue(of: Value.self) }
        guard let answerType = answerType(answering: selector, like: expectation),
            let made = MadeValues.make(anyOf: answerType)
        else { return nothingValue(as: Value.self) }
        // `as Any` keeps the value boxed: passed bare, Swift would open the box.
        return sameTypeCast(made as Any, to: Value.self)
    }

    /// A property read through `mock.set`, which only assigns.
    func readThroughSetProxy<Value>(_ name: String) -> Value {
        let message = Messages.readThroughSetProxy(name)
        report(message, at: state.withLock { $0.lastConfigured } ?? testDeclarationElsewhere ?? createdAt)
        guard let value = defaultValue(of: Value.self) else { fatalError(message) }
        return value
    }
}
