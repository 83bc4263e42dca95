/// How the mock was reached, which decides what it may do: only calls can throw,
/// and a call made through `call(throwing:)` only errors of its type.
enum CallPath {
    case get
    case set
    case call(ThrownErrors)
    case asyncCall(ThrownErrors)

    /// Whether the call may throw `error`.
    func admits(_ error: any Error) -> Bool {
        switch self {
        case .get, .set: false
        case .call(let errors), .asyncCall(let errors): errors.admits(error)
        }
    }
}

/// The errors a call may throw: any, or those of one type for typed throws.
enum ThrownErrors: Sendable {
    case any
    case only(any Error.Type, admits: @Sendable (any Error) -> Bool)

    static func only<Failure: Error>(_ type: Failure.Type) -> ThrownErrors {
        .only(type) { $0 is Failure }
    }

    /// The error type, or `nil` for untyped `throws`.
    var type: (any Error.Type)? {
        switch self {
        case .any: nil
        case .only(let type, _): type
        }
    }

    func admits(_ error: any Error) -> Bool {
        switch self {
        case .any: true
        case .only(_, let admits): admits(error)
        }
    }
}

extension MockCore {
    /// A property read; it cannot throw, so a missing value stops the process.
    @usableFromInline
    func get<Value>(_ name: String) -> Value {
        do {
            return try perform(.get, name, .none, path: .get)
        } catch {
            fatalError(String(describing: error))
        }
    }

    /// An assignment; it returns nothing, so it never needs a value.
    func set(_ name: String, to value: Any?) {
        do {
            let _: Void = try perform(.set, name, CallArguments.assigning(flattened(value)), path: .set)
        } catch {
            // Void always has a default, so an assignment never throws.
        }
    }

    /// A synchronous call.
    @usableFromInline
    func call<Value>(_ name: String, _ arguments: CallArguments) throws -> Value {
        try perform(.call, name, arguments, path: .call(.any))
    }

    /// A synchronous call that may throw only `errors`.
    func call<Value>(
        _ name: String, _ arguments: KeyValuePairs<String, Any?>, throwing errors: ThrownErrors
    ) throws -> Value {
        try perform(.call, name, .boxed(arguments), path: .call(errors))
    }

    /// A call made with `await`: async blocks can answer it.
    @usableFromInline
    func callAsync<Value>(_ name: String, _ arguments: CallArguments) async throws -> Value {
        try await callAsync(name, arguments, path: .asyncCall(.any))
    }

    /// A call made with `await` that may throw only `errors`.
    func callAsync<Value>(
        _ name: String, _ arguments: KeyValuePairs<String, Any?>, throwing errors: ThrownErrors
    ) async throws -> Value {
        try await callAsync(name, .boxed(arguments), path: .asyncCall(errors))
    }

    /// Runs an async block in this frame; anything else is answered as for a
    /// synchronous call. Each level of async call costs a frame, so there is one.
    @inline(__always)
    private func callAsync<Value>(
        _ name: String, _ arguments: CallArguments, path: CallPath
    ) async throws -> Value {
        let expectation: ExpectationRecord
        switch resolve(.call, name, arguments) {
        case .answered(let answered): expectation = answered.takeUnretainedValue()
        case .unanswered(let member): return try answerUnexpected(.call, member: member, arguments, path: path)
        }
        guard case .asyncBlock(let block) = expectation.behavior.action else {
            return try answer(with: expectation, arguments, path: path)
        }
        let blockArguments = Arguments(arguments, of: expectation.selector)
        do {
            if block.resultType == Value.self {
                return try await unsafeDowncast(block, to: TypedAsyncBlock<Value>.self).body(blockArguments)
            }
            return try await block.run(blockArguments, as: Value.self) { try cast($0, from: expectation, path: path) }
        } catch {
            return try rethrowOrFail(error, of: expectation, path: path)
        }
    }

    /// A property read through `mock.set`, which only assigns.
    func readThroughSetProxy<Value>(_ name: String) -> Value {
        let message = Messages.readThroughSetProxy(name)
        report(message, at: state.withLock { $0.lastConfigured } ?? createdAt)
        guard let value = defaultValue(of: Value.self) else { fatalError(message) }
        return value
    }

    private func perform<Value>(
        _ kind: MemberKind, _ name: String, _ arguments: CallArguments, path: CallPath
    ) throws -> Value {
        switch resolve(kind, name, arguments) {
        case .answered(let expectation):
            #if DEBUG
                // Unoptimized, a closure costs more than a retain.
                try answer(with: expectation.takeUnretainedValue(), arguments, path: path)
            #else
                try expectation._withUnsafeGuaranteedRef { try answer(with: $0, arguments, path: path) }
            #endif
        case .unanswered(let member): try answerUnexpected(kind, member: member, arguments, path: path)
        }
    }

    /// Carries out everything but an async block, which only `callAsync` can run.
    private func answer<Value>(
        with expectation: ExpectationRecord, _ arguments: CallArguments, path: CallPath
    ) throws -> Value {
        if let box = expectation.unretainedReturnBox {
            return try box._withUnsafeGuaranteedRef { box in
                try box.value(as: Value.self) { try castSlowly(from: expectation, path: path) }
            }
        }
        switch expectation.behavior.action {
        case .value(let value):
            return try cast(value, from: expectation, path: path)
        case .error(let error):
            guard path.admits(error) else {
                return try fail(
                    Messages.cannotThrow(expectation, error: error, path: path, fromBlock: false), of: expectation,
                    path: path)
            }
            throw error
        case .block(let block), .getter(let block):
            do {
                return try block.run(Arguments(arguments, of: expectation.selector), as: Value.self) {
                    try cast($0, from: expectation, path: path)
                }
            } catch {
                return try rethrowOrFail(error, of: expectation, path: path)
            }
        case .asyncBlock:
            return try fail(Messages.asyncBlockFromSyncCall(expectation), of: expectation, path: path)
        case .accept:
            if Value.self == Void.self { return unsafeBitCast((), to: Value.self) }
            return try fail(
                Messages.acceptWithoutValue(expectation, returning: Value.self), of: expectation, path: path)
        }
    }

    /// What an error out of a block becomes: Scout's own "no value" error passes
    /// through; a wrong argument read is reported; an error the call cannot throw is
    /// reported; any other is thrown to the caller.
    private func rethrowOrFail<Value>(_ error: any Error, of expectation: ExpectationRecord, path: CallPath) throws
        -> Value
    {
        if let error = error as? ScoutError {
            guard error.kind == .argumentAccess else { throw error }
            return try fail(Messages.inBlock(error.description, of: expectation), of: expectation, path: path)
        }
        guard path.admits(error) else {
            return try fail(
                Messages.cannotThrow(expectation, error: error, path: path, fromBlock: true), of: expectation,
                path: path)
        }
        throw error
    }

    /// The value of a block or getter as the call's result: exactly its type is
    /// the fast path; anything else (optionals, existentials, mistakes) the slow.
    private func cast<Value>(_ value: Any?, from expectation: ExpectationRecord, path: CallPath) throws -> Value {
        if let value, type(of: value) == Value.self { return unbox(value, as: Value.self) }
        return try castSlowly(value, from: expectation, path: path)
    }

    /// Kept out of `cast`: the `Optional<Value>` this needs would otherwise be looked
    /// up on every call.
    @inline(never)
    private func castSlowly<Value>(from expectation: ExpectationRecord, path: CallPath) throws -> Value {
        guard case .value(let value) = expectation.behavior.action else { preconditionFailure("a box holds a value") }
        return try castSlowly(value, from: expectation, path: path)
    }

    @inline(never)
    private func castSlowly<Value>(_ value: Any?, from expectation: ExpectationRecord, path: CallPath) throws -> Value {
        if let value, let typed = value as? Value { return typed }
        if isNilValue(value) {
            if let none = noneValue(of: Value.self) { return none }
            return try fail(Messages.nilForNonOptional(expectation, returning: Value.self), of: expectation, path: path)
        }
        return try fail(
            Messages.wrongReturnType(expectation, returning: Value.self, actual: value), of: expectation, path: path)
    }

    /// Reports a mistake in an expectation, then goes on with the default value.
    private func fail<Value>(_ message: String, of expectation: ExpectationRecord, path: CallPath) throws -> Value {
        report(message, at: expectation.location)
        if let value = defaultValue(of: Value.self) { return value }
        throw ScoutError(.noValue, Messages.noValueAfterMistake(message, returning: Value.self, createdAt: createdAt))
    }

    /// A call no expectation answered: a failure unless the policy tolerates it,
    /// then the type's default, or an error that says what to add.
    private func answerUnexpected<Value>(
        _ kind: MemberKind, member: MemberRecord, _ arguments: CallArguments, path: CallPath
    ) throws -> Value {
        let fallback = defaultValue(of: Value.self)
        let tolerated = policy.tolerates(Value.self, kind: kind)
        if tolerated, let fallback { return fallback }
        let call = explainUnanswered(member: member, arguments.keyValuePairs)
        let explanation = UnexpectedCallExplanation(call, returning: Value.self, relaxed: tolerated)
        report(explanation.message, at: explanation.location)
        if let fallback { return fallback }
        throw ScoutError(.noValue, explanation.errorDescription)
    }
}

/// `value` with nested optionals flattened: `Optional(Optional(nil))` is `nil`.
func flattened(_ value: Any?) -> Any? {
    guard let value else { return nil }
    guard let optional = value as? any OptionalValue else { return value }
    return flattened(optional.wrappedAny)
}
