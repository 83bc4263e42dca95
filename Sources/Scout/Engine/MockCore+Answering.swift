import ScoutLowLevel

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

    /// A call made with `await`: async blocks can answer it.
    @usableFromInline
    func callAsync<Value>(_ name: String, _ arguments: CallArguments) async throws -> Value {
        try await performAsync(name, arguments, path: .asyncCall(.any))
    }

    /// Resolves the interaction and answers it: the answer handed out under the
    /// lock (see ``start(_:_:_:as:)``), or what is pending once the lock is released.
    @inline(__always)
    func perform<Value>(
        _ kind: MemberKind, _ name: String, _ arguments: CallArguments, path: CallPath
    ) throws -> Value {
        switch start(kind, name, arguments, as: Value.self) {
        case .handOut(let expectation):
            let value: Value = immediateValue(of: expectation)
            state.unlock()
            return value
        case .pending(let pending):
            return try answer(resolution(pending, kind, name, arguments, wanted: Value.self), arguments, path: path)
        }
    }

    /// Runs an async block in this frame; anything else is answered as for a
    /// synchronous call. Each level of async call costs a frame, so there is one.
    @inline(__always)
    func performAsync<Value>(_ name: String, _ arguments: CallArguments, path: CallPath) async throws -> Value {
        let pending: Pending
        switch start(.call, name, arguments, as: Value.self) {
        case .handOut(let expectation):
            let value: Value = immediateValue(of: expectation)
            state.unlock()
            return value
        case .pending(let left): pending = left
        }
        let resolution = self.resolution(pending, .call, name, arguments, wanted: Value.self)
        guard case .answered(let expectation, let followUp, let sequence) = resolution,
            let block = expectation.behavior.asyncBlock
        else { return try answer(resolution, arguments, path: path) }
        if recordsAnswers {
            return try await answerRecording(block, expectation, followUp, arguments, sequence: sequence, path: path)
        }
        do {
            return try await run(block, expectation, followUp, arguments, path: path)
        } catch {
            keep(.threw(error), for: sequence, of: expectation.selector)
            throw error
        }
    }

    /// How a call starts, for ``perform(_:_:_:path:)`` and ``performAsync(_:_:path:)``.
    fileprivate enum Start {
        /// The expectation answers with a value of exactly the type the call asks
        /// for and has no follow-up (no captor, waiter or observer): the answer is
        /// handed out under the lock, **still held**; the caller reads the value, then
        /// unlocks.
        case handOut(Unretained<ExpectationRecord>)
        /// The lock is released; this is what is left to do.
        case pending(Pending)
    }

    /// Takes the lock and resolves the interaction. When the expectation returns a
    /// value of exactly `Value` (or accepts a call returning `Void`) and has no
    /// follow-up, the lock stays held for the caller to read the value, running no
    /// code; anything else releases the lock and leaves a ``Pending`` value. Private
    /// to this file, since it can return holding the lock; `@inline(always)`, which
    /// inlines a call of the same file even unoptimized, so each caller stays one
    /// frame in a debug build too.
    #if compiler(>=6.3)
        @inline(always)
    #else
        @inline(__always)
    #endif
    fileprivate func start<Value>(_ kind: MemberKind, _ name: String, _ arguments: CallArguments, as type: Value.Type)
        -> Start
    {
        let view = ArgumentView.of(arguments, fastPath: fastPath, scalars: scalars)
        let held = state.lock()
        let outcome = resolveLocked(kind, name, view, arguments, in: held)
        if case .answered(let expectation, let followUp) = outcome, followUp.isEmpty,
            answersImmediately(expectation, Value.self)
        {
            return .handOut(expectation)
        }
        let pending = Pending(outcome, sequence: held.state.lastRecorded)
        state.unlock()
        return .pending(pending)
    }

    /// Runs the async block that answers the call, after its follow-up, and handles
    /// what it throws. Inlined: the hot path stays one frame.
    @inline(__always)
    private func run<Value>(
        _ block: any RunAsyncBlock, _ expectation: ExpectationRecord, _ followUp: FollowUp, _ arguments: CallArguments,
        path: CallPath
    ) async throws -> Value {
        self.followUp(followUp, expectation, arguments, of: expectation.selector)
        do {
            return try await block.run(
                AnsweredCall(arguments: arguments, selector: expectation.selector, fastPath: fastPath), as: Value.self)
        } catch {
            return try handle(error, of: expectation, path: path)
        }
    }

    /// An async block's answer, kept by a recording mock.
    @inline(never)
    private func answerRecording<Value>(
        _ block: any RunAsyncBlock, _ expectation: ExpectationRecord, _ followUp: FollowUp, _ arguments: CallArguments,
        sequence: UInt64, path: CallPath
    ) async throws -> Value {
        try await recorded(sequence: sequence, of: expectation.selector) {
            try await run(block, expectation, followUp, arguments, path: path)
        }
    }

    /// What is left to do once the lock is released, unless the answer was handed
    /// out under it.
    enum Pending {
        case resolved(Resolution)
        case undecided(Undecided)

        /// The outcome, retained where it was unretained: under the lock. Not
        /// inlined: the hot path only branches here.
        @inline(never)
        init(_ outcome: LockedOutcome, sequence: UInt64) {
            switch outcome {
            case .answered(let expectation, let followUp):
                self = .resolved(.answered(expectation.object, followUp, sequence: sequence))
            case .unanswered(let member, let followUp):
                self = .resolved(.unanswered(member.object, followUp, sequence: sequence))
            case .undecided(let undecided):
                self = .undecided(undecided)
            }
        }
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
        do {
            return try answerNow(resolution, arguments, path: path)
        } catch {
            // Every mock keeps what was thrown, for `received….threw(…)`.
            keep(.threw(error), for: resolution.sequence, of: resolution.selector)
            throw error
        }
    }

    private func answerNow<Value>(_ resolution: Resolution, _ arguments: CallArguments, path: CallPath) throws -> Value
    {
        switch resolution {
        case .answered(let expectation, let followUp, _):
            self.followUp(followUp, expectation, arguments, of: expectation.selector)
            do {
                return try expectation.behavior.action.answer(
                    AnsweredCall(arguments: arguments, selector: expectation.selector, fastPath: fastPath),
                    as: Value.self)
            } catch {
                return try handle(error, of: expectation, path: path)
            }
        case .unanswered(let member, let followUp, _):
            self.followUp(followUp, nil, arguments, of: member.selector)
            return try answerUnexpected(member, arguments, path: path)
        }
    }

    /// A property read through `mock.set`, which only assigns.
    func readThroughSetProxy<Value>(_ name: String) -> Value {
        let message = Messages.readThroughSetProxy(name)
        report(message, at: state.withLock { $0.lastConfigured } ?? testDeclarationElsewhere ?? createdAt)
        guard let value = defaultValue(of: Value.self) else { fatalError(message) }
        return value
    }
}

/// The type an expectation must answer for a call asking for `Value` to be handed
/// out under the lock: a call made without a result type takes a `Void` answer.
@_transparent
func immediateType<Value>(of type: Value.Type) -> UInt {
    isUntyped(Value.self) ? ScalarMetadata.bits(Void.self) : ScalarMetadata.bits(Value.self)
}

/// Whether `expectation` hands out its answer to a call asking for `Value` under
/// the lock. Under the lock. Transparent, as the two below: unoptimized, a call
/// from `start` in this file is then inlined.
@_transparent
func answersImmediately<Value>(_ expectation: Unretained<ExpectationRecord>, _ type: Value.Type) -> Bool {
    #if DEBUG
        // Unoptimized, a closure costs more than a retain.
        expectation.object.immediateType == immediateType(of: Value.self)
    #else
        expectation.with { $0.immediateType == immediateType(of: Value.self) }
    #endif
}

/// The value `expectation` hands out under the lock, for a call asking for `Value`.
@_transparent
func immediateValue<Value>(of expectation: Unretained<ExpectationRecord>) -> Value {
    #if DEBUG
        // Unoptimized, a closure costs more than a retain.
        return immediateValue(of: expectation.object)
    #else
        return expectation.with { immediateValue(of: $0) }
    #endif
}

/// The value an expectation hands out under the lock, for a call asking for `Value`.
@_transparent
func immediateValue<Value>(of record: ExpectationRecord) -> Value {
    guard !isUntyped(Value.self), let box = record.immediateBox else { return nothingValue(as: Value.self) }
    #if DEBUG
        // Unoptimized, a closure costs more than a retain.
        return box.object.value(as: Value.self)
    #else
        return box.with { $0.value(as: Value.self) }
    #endif
}
