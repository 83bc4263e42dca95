/// An argument's `Any?` container as words: the type's metadata (0 for `nil`) and
/// the first two words of the inline value, read without copying or retaining.
///
/// Plain numbers: comparing them is safe anywhere. Only reading them from a
/// container is layout-dependent, and lives here (see ``LayoutChecks``).
@usableFromInline package struct ArgumentWords {
    @usableFromInline package let metadata: UInt
    @usableFromInline package let first: UInt64
    @usableFromInline package let second: UInt64

    @_transparent
    @usableFromInline package init(metadata: UInt, first: UInt64, second: UInt64) {
        self.metadata = metadata
        self.first = first
        self.second = second
    }

    /// Nothing known: every fast matcher but `any()` leaves it to `match`.
    @_transparent @usableFromInline package static var unknown: ArgumentWords {
        ArgumentWords(metadata: 1, first: 0, second: 0)
    }

    #if _pointerBitWidth(_64) && !SCOUT_PORTABLE
        /// Reads the value of the pair at `pair`.
        @inline(__always)
        @inlinable package init(_ pair: UnsafePointer<ArgumentStorage.Pair>) {
            self.init(existential: UnsafeRawPointer(pair) + ArgumentStorage.valueOffset)
        }

        /// Reads the `Any?` container at `container`: three words of inline value,
        /// then the type's metadata, null for `nil`.
        @inline(__always)
        @inlinable package init(existential container: UnsafeRawPointer) {
            // One load of the whole container: in debug builds each `load` is a generic call.
            let words = container.load(as: (UInt64, UInt64, UInt64, UInt).self)
            metadata = words.3
            first = words.0
            second = words.1
        }

        /// The words of `value`, boxed as an `Any?`.
        @inlinable package static func of(_ value: Any?) -> ArgumentWords {
            LayoutReads.note()
            return withUnsafePointer(to: value) { ArgumentWords(existential: UnsafeRawPointer($0)) }
        }
    #endif

    /// The words of `value` on the fast path; unknown on the portable one.
    @inlinable package static func read(_ value: Any?, fastPath: Bool) -> ArgumentWords {
        #if _pointerBitWidth(_64) && !SCOUT_PORTABLE
            if fastPath { return .of(value) }
        #endif
        return .unknown
    }

    /// The words of the argument at `position` of `pairs`, read in place on the
    /// fast path; unknown on the portable one.
    @inline(__always)
    @inlinable package static func read(_ pairs: [ArgumentPair], at position: Int, fastPath: Bool) -> ArgumentWords {
        #if _pointerBitWidth(_64) && !SCOUT_PORTABLE
            if fastPath { return ArgumentWords(ArgumentStorage.pairs(of: pairs).baseAddress! + position) }
        #endif
        return .unknown
    }
}

/// The metadata of the types the fast path reads in place, to recognise them in an
/// existential container.
@usableFromInline package enum ScalarMetadata {
    /// A type's metadata address, as `ArgumentWords.metadata` holds it.
    @inline(__always)
    @inlinable package static func bits(_ type: any Any.Type) -> UInt {
        UInt(bitPattern: ObjectIdentifier(type))
    }

    /// The four metadata words, found once per mock and passed down.
    @usableFromInline package struct Words: Sendable {
        @usableFromInline package let int = ScalarMetadata.bits(Int.self)
        @usableFromInline package let string = ScalarMetadata.bits(String.self)
        @usableFromInline package let bool = ScalarMetadata.bits(Bool.self)
        @usableFromInline package let double = ScalarMetadata.bits(Double.self)

        @inlinable package init() {}

        @_transparent
        @usableFromInline package func contains(_ metadata: UInt) -> Bool {
            metadata == int || metadata == string || metadata == bool || metadata == double
        }
    }
}
