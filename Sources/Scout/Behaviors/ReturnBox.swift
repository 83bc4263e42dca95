/// A value to return, kept with its static type so that a call returning
/// exactly that type gets it without a dynamic cast (nor the `Optional` metadata
/// a cast's result needs in generic code). Made once, when the expectation is set.
///
/// A class rather than a protocol, so that the expectation can hand it out
/// unretained (`Unmanaged` needs a class).
class ReturnBox: @unchecked Sendable {
    /// The value as a `Value` when that is exactly its type; `otherwise()` when not.
    func value<Value>(as type: Value.Type, otherwise: () throws -> Value) rethrows -> Value {
        try otherwise()
    }
}

/// Holds the value immutably and only reads it, from any thread.
final class TypedReturnBox<Stored>: ReturnBox, @unchecked Sendable {
    let stored: Stored

    init(_ stored: Stored) {
        self.stored = stored
    }

    override func value<Value>(as type: Value.Type, otherwise: () throws -> Value) rethrows -> Value {
        guard Stored.self == Value.self else { return try otherwise() }
        return unsafeBitCast(stored, to: Value.self)
    }
}

/// A box for the value `return(_:)` was given, or `nil` for `return(nil)`.
func makeReturnBox(_ value: Any?) -> ReturnBox? {
    guard let value else { return nil }
    func box<Stored>(_ stored: Stored) -> ReturnBox { TypedReturnBox(stored) }
    return box(value)
}
