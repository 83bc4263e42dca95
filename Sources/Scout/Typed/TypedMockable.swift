/// A mock class with typed `expect`, `received` and `observe` members of its own,
/// checked by the compiler and completed by the editor: what Scout's mock
/// generator writes. A member the protocol does not have, a wrong label, or an
/// argument or answer of the wrong type does not compile:
///
/// ```swift
/// store.expect.find(id: 1).to(`return`(invoice))
/// store.expect.fnd(id: 1)           // error: value of type 'MockStore.Expect' has no member 'fnd'
/// store.mock.expect.fnd(id: 1)      // the dynamic proxy: fails at run time, with "did you mean"
/// ```
///
/// It is not ``Mockable``, whose dynamic `expect` would accept any name: generic
/// code over both takes ``MockBacked`` and reaches the dynamic proxies through
/// `mock.expect`, or ``dynamicExpect``, which names the mock class in messages.
public protocol TypedMockable: MockBacked {}

extension TypedMockable {
    /// The dynamic proxy the typed `expect` members set expectations through.
    public var dynamicExpect: ExpectProxy { ExpectProxy(core: mock.core, ownerClass: Self.self) }

    /// The dynamic proxy the typed `received` members look back through.
    public var dynamicReceived: ReceivedProxy {
        mock.noteOwnerClass(Self.self)
        return mock.received
    }

    /// The dynamic proxy the typed `observe` members observe through.
    public var dynamicObserve: ObserveProxy {
        mock.noteOwnerClass(Self.self)
        return mock.observe
    }
}
