/// Looks back at what a mock received, to count interactions or verify how often
/// they happened: `mock.received.fetch(id: 1).called(.once)`.
///
/// ```swift
/// mock.received.fetch(id: any()).called(.atLeast(2))
/// #expect(mock.received.reset().count == 0)
/// mock.received.title.gets.called(.twice)
/// mock.received.title.sets(to: "Staff").called(.once)
/// ```
///
/// Arguments take the same plain values and matchers as expectations. Every
/// interaction counts, whether an expectation answered it or not.
@dynamicMemberLookup
public struct ReceivedProxy: Sendable {
    let core: MockCore

    /// The member named `name`: a property, or, called with matchers, a function.
    ///
    /// - Parameter name: The member's name, as written at the use site.
    /// - Returns: The member, to look back at.
    public subscript(dynamicMember name: String) -> ReceivedMember {
        ReceivedMember(core: core, name: name)
    }
}

/// One member of a mock, looked back at: call it with matchers for a function, or
/// use ``gets`` and ``sets(to:)`` for a property.
@dynamicCallable
public struct ReceivedMember: Sendable {
    let core: MockCore
    let name: String

    /// The calls of the function whose arguments these matchers (or plain values)
    /// accept.
    ///
    /// - Parameter arguments: The call's arguments, with their labels, as written at the call site: matchers or
    ///   plain values.
    /// - Returns: Those calls, to count or to verify with `called`.
    public func dynamicallyCall(withKeywordArguments arguments: KeyValuePairs<String, Any?>) -> ReceivedInteractions {
        ReceivedInteractions(
            core: core, selector: Selector(.call, name, arguments: arguments, fastPath: core.fastPath),
            written: UncheckedArguments(pairs: arguments))
    }

    /// The reads of the property.
    public var gets: ReceivedInteractions {
        ReceivedInteractions(core: core, selector: Selector(.get, name), written: UncheckedArguments(pairs: [:]))
    }

    /// Every assignment to the property.
    public var sets: ReceivedInteractions {
        ReceivedInteractions(
            core: core, selector: Selector(.set, name), written: UncheckedArguments(pairs: ["": AnyValueMatcher()]))
    }

    /// The assignments to the property of a value that `value` accepts.
    ///
    /// - Parameter value: What an assigned value must be: a plain value or a matcher.
    /// - Returns: Those assignments, to count or to verify with `called`.
    public func sets(to value: Any?) -> ReceivedInteractions {
        ReceivedInteractions(
            core: core, selector: Selector(.set, name), written: UncheckedArguments(pairs: ["": value]))
    }
}
