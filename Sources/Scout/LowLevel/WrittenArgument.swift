/// A written argument read where it lies in the call's pairs, by its type: for
/// the values and matchers tests write most (`1`, `"Ada"`, `equalTo(1)`, `any()`),
/// which ScoutCore names.
@usableFromInline package enum WrittenArgument {
    /// The type metadata of the value at `position` of `arguments`, as
    /// `ScalarMetadata.bits` gives it; 0 for `nil`, and always off the fast path.
    @inlinable package static func typeBits(
        at position: Int, of arguments: KeyValuePairs<String, Any?>, fastPath: Bool
    ) -> UInt {
        #if _pointerBitWidth(_64) && !SCOUT_PORTABLE
            if fastPath {
                defer { withExtendedLifetime(arguments) {} }
                return ArgumentWords(ArgumentStorage.pairs(of: arguments).baseAddress! + position).metadata
            }
        #endif
        return 0
    }

    /// A copy of the value at `position`, whose type ``typeBits(at:of:fastPath:)``
    /// said is exactly `Value`: read from its container's inline buffer, where an
    /// `Any` keeps a value of at most three words, aligned to 8 and bitwise
    /// takable (the caller's types are `Int`, `String`, `Bool`, `Double` and
    /// structs of such fields). Fast path only.
    @inlinable package static func value<Value>(
        _ type: Value.Type, at position: Int, of arguments: KeyValuePairs<String, Any?>
    ) -> Value {
        precondition(
            MemoryLayout<Value>.size <= 3 * MemoryLayout<Int>.size
                && MemoryLayout<Value>.alignment <= MemoryLayout<Int>.alignment,
            "WrittenArgument.value reads only what an Any keeps inline")
        #if _pointerBitWidth(_64) && !SCOUT_PORTABLE
            defer { withExtendedLifetime(arguments) {} }
            let pair = ArgumentStorage.pairs(of: arguments).baseAddress! + position
            return (UnsafeRawPointer(pair) + ArgumentStorage.valueOffset).load(as: Value.self)
        #else
            preconditionFailure("WrittenArgument.value is for the fast path")
        #endif
    }
}
