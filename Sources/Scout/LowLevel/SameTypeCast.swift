/// Conversions between a value and its own type seen through generics, after the
/// caller checked the types are the same: no dynamic cast, and no `Optional` of a
/// generic type, whose metadata unoptimized code looks up at run time. Each checks
/// again, in every build, with a comparison of type metadata (a constant once
/// specialized): a wrong caller stops the process instead of reading memory as
/// the wrong type.

/// `value` as a `To`, which is its own type (checked by the caller, and here).
@_transparent
@usableFromInline package func sameTypeCast<From, To>(_ value: From, to type: To.Type) -> To {
    precondition(From.self == To.self, "sameTypeCast between different types")
    return unsafeBitCast(value, to: To.self)
}

/// The value in the `Any` box, whose dynamic type is exactly `Value` (checked by the
/// caller with `type(of: value) == Value.self`): opened without a cast when it was
/// boxed as `Value`. An instance of a class boxed as one of its superclasses opens
/// as that superclass, though `type(of:)` gives its own class: it is cast down,
/// which cannot fail, since the instance is of class `Value`.
@inline(__always)
@inlinable package func unbox<Value>(_ value: Any, as type: Value.Type) -> Value {
    func open<Opened>(_ opened: Opened) -> Value {
        if Opened.self == Value.self { return sameTypeCast(opened, to: Value.self) }
        return opened as! Value
    }
    return open(value)
}

/// `object` as a `Subclass`, which is exactly its class (checked by the caller,
/// and here by comparing the class itself, not with a dynamic cast).
@_transparent
@usableFromInline package func downcast<Object: AnyObject, Subclass: AnyObject>(
    _ object: Object, to type: Subclass.Type
) -> Subclass {
    precondition(
        ObjectIdentifier(Swift.type(of: object)) == ObjectIdentifier(Subclass.self), "downcast to another class")
    return unsafeDowncast(object, to: Subclass.self)
}

/// The empty tuple as a `Value`, which is `Void` (checked by the caller, and here).
@_transparent
@usableFromInline package func voidValue<Value>(as type: Value.Type) -> Value {
    sameTypeCast((), to: Value.self)
}

/// What a call that returns nothing gives, as a `Value`: `()` for `Void`, and `()`
/// in an `Any` box for a call made without a result type (see `isUntyped`).
/// `Value` is one of the two (checked by the caller, and here).
@_transparent
@usableFromInline package func nothingValue<Value>(as type: Value.Type) -> Value {
    if Value.self == Any.self { return sameTypeCast(() as Any, to: Value.self) }
    return sameTypeCast((), to: Value.self)
}
