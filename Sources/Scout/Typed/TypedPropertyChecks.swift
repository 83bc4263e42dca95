/// One property of a generated mock, looked back at: `store.received.title`,
/// typed by the requirement.
///
/// ```swift
/// store.received.title.gets.called(.once)
/// store.received.title.sets(to: "Notes").called(.once)
/// ```
public struct TypedReceivedProperty<Value, Access>: Sendable {
    /// The member as the dynamic proxies make it.
    public let untyped: ReceivedMember

    /// Wraps `untyped`: what a generated mock writes.
    ///
    /// - Parameter untyped: The member, as `mock.received.title` makes it.
    public init(_ untyped: ReceivedMember) {
        self.untyped = untyped
    }

    /// The reads of the property.
    public var gets: ReceivedInteractions { untyped.gets }
}

extension TypedReceivedProperty where Access == ReadWrite {
    /// Every assignment to the property.
    public var sets: ReceivedInteractions { untyped.sets }

    /// The assignments of `value` to the property.
    ///
    /// - Parameter value: The value assigned.
    /// - Returns: The assignments, to count or check.
    public func sets(to value: Value) -> ReceivedInteractions { untyped.sets(to: value) }

    /// The assignments to the property of a value `matcher` accepts.
    ///
    /// - Parameter matcher: A matcher of the property's type.
    /// - Returns: The assignments, to count or check.
    public func sets(to matcher: some TypedArgMatcher<Value>) -> ReceivedInteractions {
        untyped.sets(to: matcher.matcher)
    }
}

/// One property of a generated mock, to observe: `store.observe.title`, typed by
/// the requirement.
public struct TypedObservedProperty<Value, Access>: Sendable {
    /// The member as the dynamic proxies make it.
    public let untyped: ObserveMember

    /// Wraps `untyped`: what a generated mock writes.
    ///
    /// - Parameter untyped: The member, as `mock.observe.title` makes it.
    public init(_ untyped: ObserveMember) {
        self.untyped = untyped
    }

    /// The reads of the property.
    public var gets: ObservedInteractions { untyped.gets }
}

extension TypedObservedProperty where Access == ReadWrite {
    /// The assignments to the property; the block reads the new value as `args[0]`.
    public var sets: ObservedInteractions { untyped.sets }

    /// The assignments of `value` to the property.
    ///
    /// - Parameter value: The value assigned.
    /// - Returns: The assignments, to run a block on.
    public func sets(to value: Value) -> ObservedInteractions { untyped.sets(to: value) }

    /// The assignments to the property of a value `matcher` accepts.
    ///
    /// - Parameter matcher: A matcher of the property's type.
    /// - Returns: The assignments, to run a block on.
    public func sets(to matcher: some TypedArgMatcher<Value>) -> ObservedInteractions {
        untyped.sets(to: matcher.matcher)
    }
}
