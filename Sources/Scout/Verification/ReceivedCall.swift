/// One interaction a mock received, read as hand-written mocks are read: its
/// arguments by label, typed by inference.
///
/// ```swift
/// #expect(service.received.save(user: any()).last?.user == ada)
/// let names: [String?] = service.received.greet(name: any()).all.map(\.name)
/// ```
///
/// A label the call does not have, or an argument of another type, reads as
/// `nil`; `interaction.arguments` throws with a message saying which.
@dynamicMemberLookup
public struct ReceivedCall: Sendable {
    /// The interaction, with its arguments and place in the global order.
    public let interaction: Interaction

    /// The argument labelled `label` (positional ones are `args[0]`…), or `nil`.
    ///
    /// - Parameter label: The argument's label: the member's name, as written at the use site.
    /// - Returns: The argument's value, of the type the use site infers; `nil` when the call has no argument
    ///   labelled `label` or its value is of another type.
    public subscript<Value>(dynamicMember label: String) -> Value? {
        try? interaction.arguments[label, as: Value.self]
    }

    /// The argument at `position`, or `nil`.
    ///
    /// - Parameter position: The argument's position, from `0`.
    /// - Returns: The argument's value, of the type the use site infers; `nil` when there is no argument at
    ///   `position` or its value is of another type.
    public subscript<Value>(position: Int) -> Value? {
        try? interaction.arguments[position, as: Value.self]
    }
}

extension ReceivedInteractions {
    /// Every interaction the matchers accept, oldest first, to read arguments.
    public var all: [ReceivedCall] { interactions.map(ReceivedCall.init) }

    /// The latest interaction the matchers accept, if any.
    public var last: ReceivedCall? { interactions.last.map(ReceivedCall.init) }

    /// The earliest interaction the matchers accept, if any.
    public var first: ReceivedCall? { interactions.first.map(ReceivedCall.init) }
}
