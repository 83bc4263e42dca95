/// A value to return, kept with its static type so that an interaction whose
/// result is exactly that type gets it without a dynamic cast (`sameTypeCast`).
///
/// Immutable, read from any thread: the claim of ``Shared`` (a test's answer,
/// stored once and only read), made here because a class with a subclass can only
/// be `@unchecked Sendable`, and each subclass must say so again.
@usableFromInline package class ReturnBox: @unchecked Sendable {
    /// The stored value's type, as `ScalarMetadata.bits` gives it.
    @usableFromInline package let storedType: UInt
    /// The value's own type, as `type(of:)` gives it: for an instance of a class
    /// boxed as its superclass, its class, where `storedType` is the superclass.
    @usableFromInline package let type: Any.Type

    /// The value as the test gave it: kept, so that reading it (messages, the
    /// general path's conversions) copies no value into a new existential.
    @usableFromInline package let anyValue: Any

    @inlinable package init(storedType: UInt, type: Any.Type, anyValue: Any) {
        self.storedType = storedType
        self.type = type
        self.anyValue = anyValue
    }

    /// The value as a `Value`, which is exactly its type (the caller compared
    /// `storedType` first).
    @inlinable package func value<Value>(as type: Value.Type) -> Value {
        preconditionFailure("ReturnBox is abstract")
    }

    /// A box for `value`, with its dynamic type; `nil` for `nil`.
    @inlinable package static func make(_ value: Any?) -> ReturnBox? {
        guard let value else { return nil }
        // The value's own type, not the one it was boxed as: an instance of a class
        // boxed as its superclass opens as the superclass.
        let type = Swift.type(of: value)
        // The scalar types tests return most, boxed by a concrete type: a box of a
        // type known only at run time looks its class up in the runtime's cache
        // of generic types, about 330 instructions (callgrind, release).
        if type == Int.self { return TypedReturnBox(unbox(value, as: Int.self), type: type, anyValue: value) }
        if type == String.self { return TypedReturnBox(unbox(value, as: String.self), type: type, anyValue: value) }
        if type == Bool.self { return TypedReturnBox(unbox(value, as: Bool.self), type: type, anyValue: value) }
        if type == Double.self { return TypedReturnBox(unbox(value, as: Double.self), type: type, anyValue: value) }
        func box<Stored>(_ stored: Stored) -> ReturnBox { TypedReturnBox(stored, type: type, anyValue: value) }
        return box(value)
    }
}

@usableFromInline package final class TypedReturnBox<Stored>: ReturnBox, @unchecked Sendable {
    @usableFromInline package let stored: Stored

    @inlinable package init(_ stored: Stored, type: Any.Type, anyValue: Any) {
        self.stored = stored
        super.init(storedType: ScalarMetadata.bits(Stored.self), type: type, anyValue: anyValue)
    }

    @inlinable package override func value<Value>(as type: Value.Type) -> Value {
        sameTypeCast(stored, to: Value.self)
    }

}
