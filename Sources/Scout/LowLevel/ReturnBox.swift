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

    @inlinable package init(storedType: UInt, type: Any.Type) {
        self.storedType = storedType
        self.type = type
    }

    /// The value as the test gave it (messages, the general path's conversions).
    @inlinable package var anyValue: Any {
        preconditionFailure("ReturnBox is abstract")
    }

    /// The value as a `Value`, which is exactly its type (the caller compared
    /// `storedType` first).
    @inlinable package func value<Value>(as type: Value.Type) -> Value {
        preconditionFailure("ReturnBox is abstract")
    }

    /// A box for `value`, with its dynamic type; `nil` for `nil`.
    @inlinable package static func make(_ value: Any?) -> ReturnBox? {
        #if _pointerBitWidth(_64) && !SCOUT_PORTABLE
            // The four read in place: taking the value out of the optional and
            // opening it go through the runtime's value witnesses and
            // `swift_getDynamicType` (callgrind, release scenario l: about 250
            // instructions).
            if LayoutChecks.fastPathForNewMock {
                let words = ArgumentWords.of(value)
                let scalars = ScalarMetadata.Words()
                if words.metadata == 0 { return nil }
                if words.metadata == scalars.int {
                    return TypedReturnBox(Int(truncatingIfNeeded: words.first), type: Int.self)
                }
                if words.metadata == scalars.bool { return TypedReturnBox(words.first & 0xFF != 0, type: Bool.self) }
                if words.metadata == scalars.double {
                    return TypedReturnBox(Double(bitPattern: words.first), type: Double.self)
                }
                if words.metadata == scalars.string {
                    // A copy (a retain of its storage) from the container's inline
                    // buffer, where an `Any` keeps a `String`.
                    let string = withUnsafePointer(to: value) { UnsafeRawPointer($0).load(as: String.self) }
                    return TypedReturnBox(string, type: String.self)
                }
            }
        #endif
        guard let value else { return nil }
        // The value's own type, not the one it was boxed as: an instance of a class
        // boxed as its superclass opens as the superclass.
        let type = Swift.type(of: value)
        // The scalar types tests return most, boxed by a concrete type: a box of a
        // type known only at run time looks its class up in the runtime's cache
        // of generic types, about 330 instructions (callgrind, release).
        if type == Int.self { return TypedReturnBox(unbox(value, as: Int.self), type: type) }
        if type == String.self { return TypedReturnBox(unbox(value, as: String.self), type: type) }
        if type == Bool.self { return TypedReturnBox(unbox(value, as: Bool.self), type: type) }
        if type == Double.self { return TypedReturnBox(unbox(value, as: Double.self), type: type) }
        func box<Stored>(_ stored: Stored) -> ReturnBox { KeptReturnBox(stored, type: type, kept: value) }
        return box(value)
    }
}

@usableFromInline package class TypedReturnBox<Stored>: ReturnBox, @unchecked Sendable {
    @usableFromInline package let stored: Stored

    @inlinable package init(_ stored: Stored, type: Any.Type) {
        self.stored = stored
        super.init(storedType: ScalarMetadata.bits(Stored.self), type: type)
    }

    /// The stored value, as a new `Any`: one of the four scalars, which an `Any`
    /// holds inline.
    @inlinable package override var anyValue: Any { stored }

    @inlinable package override func value<Value>(as type: Value.Type) -> Value {
        sameTypeCast(stored, to: Value.self)
    }
}

/// A box for a value that came the general way (`Stored` opened from the test's
/// `Any`), which keeps that `Any` too: reading ``anyValue`` then copies no value
/// of any size into a new existential (a value over three words would be copied
/// into a new heap box on each read).
@usableFromInline package final class KeptReturnBox<Stored>: TypedReturnBox<Stored>, @unchecked Sendable {
    @usableFromInline let kept: Any

    @inlinable package init(_ stored: Stored, type: Any.Type, kept: Any) {
        self.kept = kept
        super.init(stored, type: type)
    }

    @inlinable package override var anyValue: Any { kept }
}
