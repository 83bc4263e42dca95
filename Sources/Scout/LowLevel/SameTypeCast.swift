/// Conversions between a value and its own type seen through generics, after the
/// caller checked the types are the same: no dynamic cast, and no `Optional` of a
/// generic type, whose metadata unoptimized code looks up at run time.

/// `value` as a `To`, which is its own type (checked by the caller; asserted).
@_transparent
func sameTypeCast<From, To>(_ value: From, to type: To.Type) -> To {
    assert(From.self == To.self, "sameTypeCast between different types")
    return unsafeBitCast(value, to: To.self)
}

/// The value in the `Any` box, whose dynamic type is exactly `Value` (checked by the
/// caller with `type(of: value) == Value.self`; asserted).
@inline(__always)
func unbox<Value>(_ value: Any, as type: Value.Type) -> Value {
    func open<Opened>(_ opened: Opened) -> Value { sameTypeCast(opened, to: Value.self) }
    return open(value)
}

/// `object` as a `Subclass`, which it is (checked by the caller; asserted).
@_transparent
func downcast<Object: AnyObject, Subclass: AnyObject>(_ object: Object, to type: Subclass.Type) -> Subclass {
    assert(object is Subclass, "downcast to a class the object is not")
    return unsafeDowncast(object, to: Subclass.self)
}

/// The empty tuple as a `Value`, which is `Void` (checked by the caller; asserted).
@_transparent
func voidValue<Value>(as type: Value.Type) -> Value {
    sameTypeCast((), to: Value.self)
}
