/// A written argument that is a plain `Int`, `String`, `Bool` or `Double`, the
/// values tests write most, read where it lies in the call's pairs.
@usableFromInline package enum PlainScalarArgument {
    case int(Int)
    case string(String)
    case bool(Bool)
    case double(Double)

    /// The argument at `position` of `arguments` if it is one of the four, read in
    /// place: copying the `Any?` out of its pair, then its payload out of the
    /// `Any`, goes through the runtime's value witnesses (callgrind, release
    /// scenario l: about 300 instructions per argument). `nil` for any other value,
    /// and always off the fast path, where the caller reads the value as written.
    @inlinable package static func read(
        at position: Int, of arguments: KeyValuePairs<String, Any?>, fastPath: Bool
    ) -> PlainScalarArgument? {
        #if _pointerBitWidth(_64) && !SCOUT_PORTABLE
            if fastPath {
                // The pairs are read while `arguments` is kept alive.
                defer { withExtendedLifetime(arguments) {} }
                let pair = ArgumentStorage.pairs(of: arguments).baseAddress! + position
                let words = ArgumentWords(pair)
                let scalars = ScalarMetadata.Words()
                if words.metadata == scalars.int { return .int(Int(truncatingIfNeeded: words.first)) }
                if words.metadata == scalars.bool { return .bool(words.first & 0xFF != 0) }
                if words.metadata == scalars.double { return .double(Double(bitPattern: words.first)) }
                if words.metadata == scalars.string {
                    // A copy of the string (a retain of its storage), from the
                    // container's inline buffer, where an `Any` keeps a `String`.
                    return .string((UnsafeRawPointer(pair) + ArgumentStorage.valueOffset).load(as: String.self))
                }
            }
        #endif
        return nil
    }
}

/// A written argument read where it lies in the call's pairs, by its type: for
/// the matchers tests write most (`equalTo(1)`, `any()`), which ScoutCore names.
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
    /// takable (the caller's types are structs of `Int`, `String`, `Bool` and
    /// `Double` fields). Fast path only.
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
