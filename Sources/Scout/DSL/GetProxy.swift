/// Reads a property through the mock: `mock.get.name`, typed by inference; with
/// an effectful getter, `try mock.get(throwing: (any Error).self).token`.
///
/// ```swift
/// var name: String { mock.get.name }
/// var token: String { get throws { try mock.get(throwing: (any Error).self).token } }
/// var profile: Profile { get throws(LoadError) { try mock.get(throwing: LoadError.self).profile } }
/// var avatar: Data { get async throws { try mock.get(throwing: (any Error).self).avatar } }
/// ```
///
/// The read is answered by the first unused expectation set with
/// `expect.name.to(…)`. Without one, a strict mock reports an unexpected read and
/// returns the type's ``MockDefault``; if the type has none, the test process stops
/// with a message saying what to add (a property read cannot throw).
///
/// `mock.get` is a `GetProxy<Never>`: its reads cannot throw. Through
/// `mock.get(throwing: E.self)`, a `GetProxy<E>`, a read may also throw what its
/// expectation throws (``throw(_:times:)->Behavior``), as long as it is an `E`: an expectation that throws another type is a failure at the
/// expectation, and the read throws a made `E` (or, when none can be made, stops the
/// test process after that failure).
@dynamicMemberLookup
public struct GetProxy<ThrownError: Error>: Sendable {
    @usableFromInline let core: MockCore

    @_transparent @usableFromInline init(core: MockCore) {
        self.core = core
    }

    /// The value of the property `name`, or the error its expectation throws.
    ///
    /// - Parameter name: The property's name, as written at the use site.
    /// - Returns: The property's value, of the type the use site infers.
    /// - Throws: What the read's expectation throws, when it is a `ThrownError`; else, after a failure, a made
    ///   `ThrownError`.
    public subscript<Value>(dynamicMember name: String) -> Value {
        get throws(ThrownError) { try core.get(name, throwing: ThrownError.self) }
    }
}

extension GetProxy where ThrownError == Never {
    /// The value of the property `name`, as its expectation says.
    ///
    /// - Parameter name: The property's name, as written at the use site.
    /// - Returns: The property's value, of the type the use site infers.
    @inlinable
    public subscript<Value>(dynamicMember name: String) -> Value {
        @_transparent get { core.get(name) }
    }

    /// Reads a `Void` property: `var ready: Void { mock.get.ready }`.
    ///
    /// - Parameter name: The property's name, as written at the use site.
    @inlinable
    public subscript(dynamicMember name: String) -> Void {
        @_transparent get {
            let _: Void = core.get(name)
        }
    }
}

extension Mock {
    /// Reads effectful properties: `try mock.get(throwing: (any Error).self).token`;
    /// see ``GetProxy``.
    ///
    /// - Parameter type: The type of error the reads may throw: `(any Error).self`, or a specific error type.
    /// - Returns: A proxy whose reads may throw a `ThrownError`.
    public func get<ThrownError: Error>(throwing type: ThrownError.Type) -> GetProxy<ThrownError> {
        GetProxy(core: core)
    }
}
