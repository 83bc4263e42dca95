/// Reads effectful properties (`get throws`, `get throws(E)`, `get async throws`)
/// through the mock, in one line:
///
/// ```swift
/// var token: String { get throws { try mock.get(throwing: (any Error).self).token } }
/// var profile: Profile { get throws(LoadError) { try mock.get(throwing: LoadError.self).profile } }
/// var avatar: Data { get async throws { try mock.get(throwing: (any Error).self).avatar } }
/// ```
///
/// The read is answered as `mock.get` answers it, and may also throw what its
/// expectation throws: `expect.token.to(`throw`(AuthError.expired))`. With a typed
/// error, an expectation that throws another type is a failure at the expectation,
/// and the read throws a made `ThrownError` (or, when none can be made, stops the test
/// process after that failure).
@dynamicMemberLookup
public struct ThrowingGetProxy<ThrownError: Error>: Sendable {
    let core: MockCore

    /// The value of the property `name`, or the error its expectation throws.
    public subscript<Value>(dynamicMember name: String) -> Value {
        get throws(ThrownError) {
            do {
                return try core.get(name, throwing: .only(ThrownError.self))
            } catch {
                if let failure = error as? ThrownError { throw failure }
                if let made = MadeValues.make(ThrownError.self) { throw made }
                let headline = String(describing: error).split(separator: "\n").first.map(String.init) ?? ""
                fatalError(Messages.noValueNorError(headline, errorType: ThrownError.self, returning: Value.self))
            }
        }
    }
}

extension Mock {
    /// Reads effectful properties: `try mock.get(throwing: (any Error).self).token`;
    /// see ``ThrowingGetProxy``.
    public func get<ThrownError: Error>(throwing type: ThrownError.Type) -> ThrowingGetProxy<ThrownError> {
        ThrowingGetProxy(core: core)
    }
}
