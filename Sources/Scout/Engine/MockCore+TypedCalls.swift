import ScoutLowLevel

/// Calls through `CallProxy<ThrownError>`, `mock.call` (`any Error`) and
/// `mock.call(throwing: E.self)`, and reads through `GetProxy<ThrownError>`. A call
/// throws only `ThrownError`: an expectation
/// that throws another type is a failure at the expectation, and the call throws a
/// made `ThrownError` (or, when none can be made, stops the process after that
/// failure); with `Never`, it returns a made value, as `mock.run` does.
extension MockCore {
    /// A synchronous call that may throw only `ThrownError`.
    @usableFromInline
    func call<Value, ThrownError: Error>(
        _ name: String, _ arguments: CallArguments, throwing type: ThrownError.Type
    ) throws(ThrownError) -> Value {
        // Untyped `throws`, the common case: the error is passed on as it is.
        if ThrownError.self == (any Error).self {
            do {
                return try call(name, arguments)
            } catch {
                // `as any Error`: passed bare, the existential would be opened to its dynamic type.
                throw sameTypeCast(error as any Error, to: ThrownError.self)
            }
        }
        if ThrownError.self == Never.self { return run(name, arguments) }
        do {
            return try perform(.call, name, arguments, path: .call(.only(ThrownError.self)))
        } catch {
            throw typedError(error, as: ThrownError.self, returning: Value.self)
        }
    }

    /// A call made with `await` that may throw only `ThrownError`: async blocks can
    /// answer it.
    @usableFromInline
    func callAsync<Value, ThrownError: Error>(
        _ name: String, _ arguments: CallArguments, throwing type: ThrownError.Type
    ) async throws(ThrownError) -> Value {
        if ThrownError.self == (any Error).self {
            do {
                return try await callAsync(name, arguments)
            } catch {
                // `as any Error`: passed bare, the existential would be opened to its dynamic type.
                throw sameTypeCast(error as any Error, to: ThrownError.self)
            }
        }
        if ThrownError.self == Never.self { return await runAsync(name, arguments) }
        do {
            return try await performAsync(name, arguments, path: .asyncCall(.only(ThrownError.self)))
        } catch {
            throw typedError(error, as: ThrownError.self, returning: Value.self)
        }
    }

    /// A read through `GetProxy<ThrownError>`: an effectful property (`get throws`)
    /// that may throw only `ThrownError`.
    func get<Value, ThrownError: Error>(_ name: String, throwing type: ThrownError.Type) throws(ThrownError) -> Value {
        if ThrownError.self == Never.self { return get(name) }
        do {
            return try get(name, throwing: .only(ThrownError.self))
        } catch {
            throw typedError(error, as: ThrownError.self, returning: Value.self)
        }
    }
}

/// The error a typed call throws: the expectation's own when it has the type,
/// else a made one; when none can be made, the process stops after the failure
/// Scout already delivered.
func typedError<ThrownError: Error>(
    _ error: any Error, as type: ThrownError.Type, returning result: Any.Type
) -> ThrownError {
    if let failure = error as? ThrownError { return failure }
    if let made = MadeValues.make(ThrownError.self) { return made }
    // The first line of Scout's error says what happened; the rest assumes a throw.
    let headline = String(describing: error).split(separator: "\n").first.map(String.init) ?? ""
    fatalError(Messages.noValueNorError(headline, errorType: ThrownError.self, returning: result))
}
