import ScoutLowLevel

/// Calls of requirements that cannot throw, forwarded with `mock.run`. An
/// expectation that throws there is a failure at the expectation, and the call
/// returns a value made to go on with; only when none can be made does the
/// process stop, after a failure that names the line to add.
extension MockCore {
    /// A synchronous call that cannot throw.
    @usableFromInline
    func run<Value>(_ name: String, _ arguments: CallArguments) -> Value {
        do {
            return try perform(.call, name, arguments, path: .call(.nothing))
        } catch {
            stop(after: error, returning: Value.self)
        }
    }

    /// A call made with `await` that cannot throw: async blocks can answer it.
    @usableFromInline
    func runAsync<Value>(_ name: String, _ arguments: CallArguments) async -> Value {
        do {
            return try await performAsync(name, arguments, path: .asyncCall(.nothing))
        } catch {
            stop(after: error, returning: Value.self)
        }
    }

    /// The engine throws only its own "no value to return" error here, after the
    /// failure was delivered: nothing is left to return.
    private func stop(after error: any Error, returning type: Any.Type) -> Never {
        let headline = String(describing: error).split(separator: "\n").first.map(String.init) ?? ""
        fatalError(Messages.noValueNorError(headline, errorType: Never.self, returning: type))
    }
}
