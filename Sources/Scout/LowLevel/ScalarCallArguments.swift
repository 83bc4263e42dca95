/// The arguments of the call proxies' scalar overloads (`ScalarArgument`): bits on
/// the fast path, boxed pairs elsewhere.
extension CallArguments {
    #if _pointerBitWidth(_64) && !SCOUT_PORTABLE
        /// Calls `body` with the arguments of a call site whose values share one
        /// type: one or two `Int`, `Bool` or `Double` values as bits; any other count
        /// or type boxed. The labels' strings are kept alive until `body` returns:
        /// the bits read from them find the member during the call.
        ///
        /// Each case calls `body` with a case the optimizer knows, so nothing is left
        /// to destroy after a call with bits. The count of a literal folds, so the
        /// only case that hands the call site's array on (`boxing`) is dropped, and
        /// with it the array itself; a value of another type is boxed from the
        /// element, never from the array.
        @inlinable @inline(__always)
        package static func withScalars<Argument, Result, Thrown: Error>(
            _ arguments: KeyValuePairs<String, Argument>, fastPath: Bool,
            _ body: (CallArguments) throws(Thrown) -> Result
        ) throws(Thrown) -> Result {
            // Off the fast path (the mock's, which a test may force off), no word of a
            // label is read: every argument is boxed with its label's string.
            let tag = fastPath ? ScalarTag.of(Argument.self) : .other
            switch arguments.count {
            case 1:
                let first = arguments[0]
                if tag == .other { return try body(.array([(key: first.key, value: first.value as Any?)])) }
                defer { withExtendedLifetime(first.key) {} }
                return try body(.bits(ScalarBits(first.key, tag, ScalarTag.word(of: first.value))))
            case 2:
                let first = arguments[0]
                let second = arguments[1]
                if tag == .other {
                    return try body(
                        .array([
                            (key: first.key, value: first.value as Any?),
                            (key: second.key, value: second.value as Any?),
                        ]))
                }
                defer { withExtendedLifetime((first.key, second.key)) {} }
                return try body(
                    .bits(
                        ScalarBits(
                            first.key, tag, ScalarTag.word(of: first.value), second.key, tag,
                            ScalarTag.word(of: second.value))))
            default:
                return try body(.array(boxing(arguments)))
            }
        }

        /// The async form of ``withScalars(_:fastPath:_:)``.
        @inlinable @inline(__always)
        package static func withScalars<Argument, Result, Thrown: Error>(
            _ arguments: KeyValuePairs<String, Argument>, fastPath: Bool,
            _ body: (CallArguments) async throws(Thrown) -> Result
        ) async throws(Thrown) -> Result {
            let tag = fastPath ? ScalarTag.of(Argument.self) : .other
            switch arguments.count {
            case 1:
                let first = arguments[0]
                if tag == .other { return try await body(.array([(key: first.key, value: first.value as Any?)])) }
                defer { withExtendedLifetime(first.key) {} }
                return try await body(.bits(ScalarBits(first.key, tag, ScalarTag.word(of: first.value))))
            case 2:
                let first = arguments[0]
                let second = arguments[1]
                if tag == .other {
                    return try await body(
                        .array([
                            (key: first.key, value: first.value as Any?),
                            (key: second.key, value: second.value as Any?),
                        ]))
                }
                defer { withExtendedLifetime((first.key, second.key)) {} }
                return try await body(
                    .bits(
                        ScalarBits(
                            first.key, tag, ScalarTag.word(of: first.value), second.key, tag,
                            ScalarTag.word(of: second.value))))
            default:
                return try await body(.array(boxing(arguments)))
            }
        }
    #else
        /// Off the fast path's platforms, the arguments of a scalar overload are
        /// boxed like any others.
        @inlinable @inline(__always)
        package static func withScalars<Argument, Result, Thrown: Error>(
            _ arguments: KeyValuePairs<String, Argument>, fastPath: Bool,
            _ body: (CallArguments) throws(Thrown) -> Result
        ) throws(Thrown) -> Result {
            try body(.array(boxing(arguments)))
        }

        /// The async form of ``withScalars(_:fastPath:_:)``.
        @inlinable @inline(__always)
        package static func withScalars<Argument, Result, Thrown: Error>(
            _ arguments: KeyValuePairs<String, Argument>, fastPath: Bool,
            _ body: (CallArguments) async throws(Thrown) -> Result
        ) async throws(Thrown) -> Result {
            try await body(.array(boxing(arguments)))
        }
    #endif
}

extension CallArguments {
    /// The arguments of a scalar overload in an unoptimized build, where
    /// ``withScalars(_:fastPath:_:)`` is not specialized and each generic step of it
    /// (the collection's count, each pair) would look metadata up: one or two
    /// `Int`, `Bool` or `Double` values read in place from the call site's pairs
    /// (``scalars(in:_:)``), any other count boxed. Inlined into the call site,
    /// where `Argument` is known, so that nothing looks up the metadata of
    /// `KeyValuePairs<String, Argument>`. The caller keeps `arguments` alive until
    /// the call returns: the label bits are its strings'.
    @usableFromInline @_transparent
    package static func scalars<Argument>(_ arguments: KeyValuePairs<String, Argument>, fastPath: Bool) -> CallArguments
    {
        #if _pointerBitWidth(_64) && !SCOUT_PORTABLE
            if fastPath {
                let bits = scalars(in: unsafeBitCast(arguments, to: UnsafeRawPointer.self), ScalarTag.of(Argument.self))
                if bits.count > 0 { return .bits(bits) }
            }
        #endif
        return .array(boxing(arguments))
    }
}
