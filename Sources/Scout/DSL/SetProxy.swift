/// Records assignments through the mock: `mock.set.name = newValue`.
///
/// ```swift
/// var volume: Int {
///     get { mock.get.volume }
///     set { mock.set.volume = newValue }
/// }
/// ```
///
/// An assignment is answered by an expectation set with `expect.volume.toBeSet(…)`;
/// a strict mock reports any other as unexpected (``MockPolicy/relaxedVoid`` allows
/// them). Every assignment is recorded in ``Mock/interactions``.
@dynamicMemberLookup
public struct SetProxy: Sendable {
    let core: MockCore

    /// Assigning records the assignment; reading is a mistake (use `mock.get`),
    /// reported as a failure.
    ///
    /// - Parameter name: The property's name, as written at the use site.
    /// - Returns: When read, after the failure, a value Scout makes (the process stops if it can make none).
    public subscript<Value>(dynamicMember name: String) -> Value {
        get { core.readThroughSetProxy(name) }
        nonmutating set { core.set(name, to: newValue) }
    }
}
