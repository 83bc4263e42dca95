/// Sets expectations: `mock.expect.name` for a property, `mock.expect.fetch(id: 1)`
/// for a function.
///
/// ```swift
/// mock.expect.name.to(`return`("Ada"))
/// mock.expect.fetch(id: 1).to(`return`(user))
/// mock.expect.volume.toBeSet(to: 11)
/// ```
@dynamicMemberLookup
public struct ExpectProxy: Sendable {
    let core: MockCore
    /// The mock class it was reached through (`service.expect`), which names the
    /// mock in messages; noted when an expectation is registered.
    var ownerClass: Any.Type? = nil

    /// The member named `name`: a property, or, called with arguments, a function.
    ///
    /// - Parameter name: The member's name, as written at the use site.
    /// - Returns: The expectation builder for that member.
    public subscript(dynamicMember name: String) -> ExpectMember {
        ExpectMember(core: core, name: name, ownerClass: ownerClass)
    }
}
