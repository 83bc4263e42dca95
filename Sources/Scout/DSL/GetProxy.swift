/// Reads a property through the mock: `mock.get.name`, typed by inference.
///
/// ```swift
/// var name: String { mock.get.name }
/// ```
///
/// The read is answered by the first unused expectation set with
/// `expect.name.to(…)`. Without one, a strict mock reports an unexpected read and
/// returns the type's ``MockDefault``; if the type has none, the test process stops
/// with a message saying what to add (a property read cannot throw).
@dynamicMemberLookup
public struct GetProxy: Sendable {
    @usableFromInline let core: MockCore

    @_transparent @usableFromInline init(core: MockCore) {
        self.core = core
    }

    /// The value of the property `name`, as its expectation says.
    @inlinable
    public subscript<Value>(dynamicMember name: String) -> Value {
        @_transparent get { core.get(name) }
    }

    /// Reads a `Void` property: `var ready: Void { mock.get.ready }`.
    @inlinable
    public subscript(dynamicMember name: String) -> Void {
        @_transparent get {
            let _: Void = core.get(name)
        }
    }
}
