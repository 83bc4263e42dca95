/// Whether a call asks for `Value` without saying which type it wants: the
/// `@discardableResult` forms of `mock.call` return `Any`, which a statement
/// call, an `as!` cast (`mock.call.count() as! Int`, forced with `try!`: the
/// original Scout's form) and an untyped `let` reach. Such a call takes whatever its expectation
/// answers, and `()` from an expectation that answers nothing.
@_transparent
func isUntyped<Value>(_ type: Value.Type) -> Bool {
    Value.self == Any.self
}

/// Whether a call asking for `Value` may be answered with nothing: it returns
/// `Void`, or it was made without a result type.
@_transparent
func acceptsNothing<Value>(_ type: Value.Type) -> Bool {
    Value.self == Void.self || Value.self == Any.self
}
