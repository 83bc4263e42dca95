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
