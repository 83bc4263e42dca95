/// The arguments of one call, as the engine receives them: the array the call
/// site built, or, for one or two arguments that are all `Int`, all `Bool` or all
/// `Double`, their labels' and values' bits alone.
///
/// Bits come from the call proxies' overloads for those three types, on the fast
/// path: no `Any` box is made, and the call site's array never leaves
/// the mock's method, so it lives on the stack. Property reads are bits too (no
/// arguments), and so are assignments of a scalar on the fast path.
@usableFromInline
package enum CallArguments {
    /// The call site's own array.
    case boxed(KeyValuePairs<String, Any?>)
    /// Pairs Scout built: arguments of a scalar overload that could not be bits.
    case array([ArgumentPair])
    case bits(ScalarBits)

    /// No arguments: a property read.
    @_transparent @usableFromInline package static var none: CallArguments { .bits(ScalarBits(count: 0)) }

    /// Arguments of another type, or more than two: boxed like any others.
    @usableFromInline
    package static func boxing<Argument>(_ arguments: KeyValuePairs<String, Argument>) -> [ArgumentPair] {
        arguments.map { (key: $0.key, value: $0.value as Any?) }
    }

    /// An assignment of `value`: bits for a scalar on the fast path.
    @inlinable package static func assigning(_ value: Any?, fastPath: Bool) -> CallArguments {
        #if _pointerBitWidth(_64) && !SCOUT_PORTABLE
            if fastPath {
                let words = ArgumentWords.of(value)
                let tag = ScalarTag(words.metadata, ScalarMetadata.Words())
                if tag != .other { return .bits(ScalarBits(one: StringBits(""), tag, words.first)) }
            }
        #endif
        return .boxed(["": value])
    }

    /// The arguments as pairs, labelled by `labels` (the member's own) where they
    /// are bits: labels are never rebuilt from bits once the call has returned.
    /// The call site's own pairs are read in place on the mock's fast path only.
    @inlinable package func pairs(labels: [String], fastPath: Bool) -> [ArgumentPair] {
        switch self {
        case .boxed(let pairs): ArgumentStorage.array(pairs, fastPath: fastPath)
        case .array(let pairs): pairs
        case .bits(let bits): bits.pairs(labels: labels)
        }
    }

    /// How many arguments there are.
    @inlinable package var count: Int {
        switch self {
        case .boxed(let pairs): pairs.count
        case .array(let pairs): pairs.count
        case .bits(let bits): bits.count
        }
    }
}

#if _pointerBitWidth(_64) && !SCOUT_PORTABLE
    extension CallArguments {
        /// One or two values of the scalar type `tag` names, read in place from the
        /// storage of a call site's `KeyValuePairs<String, Argument>` (see
        /// ``scalars(_:fastPath:)``); none (a count of 0) for another type or count.
        ///
        /// The storage holds the array's count, then pairs of a `String` (two words)
        /// and the value, 24 bytes apart for `Int`, `Bool` and `Double` alike.
        /// `LayoutChecks.scalarPairsLayout` compares these literals with
        /// `MemoryLayout` once per process: a mock takes the fast path only if they
        /// hold. In this file, as `ScalarBits`: unoptimized, a call to a helper in
        /// another file is not inlined, and costs more than the reads.
        @usableFromInline
        package static func scalars(in storage: UnsafeRawPointer, _ tag: ScalarTag) -> ScalarBits {
            if case .other = tag { return ScalarBits(count: 0) }
            LayoutReads.note()
            let count = ScalarPairsLayout.int(storage + ScalarPairsLayout.countOffset)
            // No pair is read past the count (an empty array's storage ends at its header).
            guard count == 1 || count == 2 else { return ScalarBits(count: 0) }
            let first = storage + ScalarPairsLayout.elementsOffset
            let firstLabel = ScalarPairsLayout.label(first)
            let firstWord = ScalarPairsLayout.word(first, tag)
            if count == 1 { return ScalarBits(one: firstLabel, tag, firstWord) }
            let second = first + ScalarPairsLayout.stride
            return ScalarBits(
                firstLabel, tag, firstWord, ScalarPairsLayout.label(second), tag, ScalarPairsLayout.word(second, tag))
        }
    }

    /// Where the storage of a `KeyValuePairs<String, Argument>` keeps its count and
    /// pairs, for `Int`, `Bool` and `Double` values: literals, since unoptimized,
    /// each `MemoryLayout` would be a call (checked by `LayoutChecks.scalarPairsLayout`).
    @usableFromInline package enum ScalarPairsLayout {
        /// Where the array's count is, after its object header.
        @inlinable package static var countOffset: Int { @_transparent get { 16 } }
        /// Where the first pair starts: after the array's header of four words.
        @inlinable package static var elementsOffset: Int { @_transparent get { 32 } }
        /// Bytes from one pair to the next: `MemoryLayout<(String, Int)>.stride`.
        @inlinable package static var stride: Int { @_transparent get { 24 } }
        /// Where the value starts in a pair, after the `String`.
        @inlinable package static var valueOffset: Int { @_transparent get { 16 } }

        /// The words of the label of the pair at `pair`.
        @_transparent
        @usableFromInline package static func label(_ pair: UnsafeRawPointer) -> StringBits {
            let words = pair.assumingMemoryBound(to: UInt64.self)
            return StringBits(words[0], words[1])
        }

        /// The bits of the value of the pair at `pair`, as ``ScalarTag/word(of:)`` gives them.
        @_transparent
        @usableFromInline package static func word(_ pair: UnsafeRawPointer, _ tag: ScalarTag) -> UInt64 {
            let value = pair + valueOffset
            if case .bool = tag { return UInt64(value.assumingMemoryBound(to: UInt8.self).pointee) }
            return value.assumingMemoryBound(to: UInt64.self).pointee
        }

        /// The `Int` at `address`. Unoptimized, `load(as:)` is a generic call;
        /// `pointee` is inlined.
        @_transparent
        @usableFromInline package static func int(_ address: UnsafeRawPointer) -> Int {
            address.assumingMemoryBound(to: Int.self).pointee
        }
    }
#endif

/// One or two arguments of one scalar type each (or `nil`), as labels and bits.
/// Plain data, so passing it around costs no reference counting.
///
/// The label bits serve only to find the member during the call, while the call
/// site's strings are alive; ``pairs(labels:fastPath:)`` takes the labels from the member.
@usableFromInline
package struct ScalarBits {
    @usableFromInline package let count: Int
    @usableFromInline package let firstLabel: StringBits
    @usableFromInline package let secondLabel: StringBits
    @usableFromInline package let firstWord: UInt64
    @usableFromInline package let secondWord: UInt64
    @usableFromInline package let firstTag: ScalarTag
    @usableFromInline package let secondTag: ScalarTag

    @usableFromInline @_transparent
    package init(count: Int) {
        self.init(count: count, StringBits(0, 0), .none, 0, StringBits(0, 0), .none, 0)
    }

    @usableFromInline @_transparent
    package init(one label: StringBits, _ tag: ScalarTag, _ word: UInt64) {
        self.init(count: 1, label, tag, word, StringBits(0, 0), .none, 0)
    }

    /// One argument from the call site; not inlinable, so that reading the
    /// label's words does not keep the call site's array from the stack.
    @usableFromInline
    package init(_ label: String, _ tag: ScalarTag, _ word: UInt64) {
        self.init(one: StringBits(label), tag, word)
    }

    /// Two arguments from the call site.
    @usableFromInline
    package init(
        _ firstLabel: String, _ firstTag: ScalarTag, _ firstWord: UInt64, _ secondLabel: String,
        _ secondTag: ScalarTag, _ secondWord: UInt64
    ) {
        self.init(StringBits(firstLabel), firstTag, firstWord, StringBits(secondLabel), secondTag, secondWord)
    }

    @usableFromInline @_transparent
    package init(
        _ firstLabel: StringBits, _ firstTag: ScalarTag, _ firstWord: UInt64, _ secondLabel: StringBits,
        _ secondTag: ScalarTag, _ secondWord: UInt64
    ) {
        self.init(count: 2, firstLabel, firstTag, firstWord, secondLabel, secondTag, secondWord)
    }

    @usableFromInline @_transparent
    package init(
        count: Int, _ firstLabel: StringBits, _ firstTag: ScalarTag, _ firstWord: UInt64, _ secondLabel: StringBits,
        _ secondTag: ScalarTag, _ secondWord: UInt64
    ) {
        self.count = count
        self.firstLabel = firstLabel
        self.firstTag = firstTag
        self.firstWord = firstWord
        self.secondLabel = secondLabel
        self.secondTag = secondTag
        self.secondWord = secondWord
    }

    /// The value of the argument at `position` (0 or 1).
    @inlinable package func value(at position: Int) -> Any? {
        position == 0 ? firstTag.value(firstWord) : secondTag.value(secondWord)
    }

    /// The arguments as pairs, labelled by the member's `labels`.
    @inlinable package func pairs(labels: [String]) -> [ArgumentPair] {
        (0..<count).map { position in
            (key: position < labels.count ? labels[position] : "", value: value(at: position))
        }
    }

    /// The call site's labels, copied while the call is in progress: only to
    /// name a member the first time a call reaches it.
    @inlinable package func labelsDuringCall() -> [String] {
        #if _pointerBitWidth(_64) && !SCOUT_PORTABLE
            // A literal at its size, no `prefix` or `map`: unoptimized, those and
            // the slice they make cost about 4,000 instructions (callgrind, debug
            // scenario t).
            switch count {
            case 0: return []
            case 1: return [firstLabel.copyString()]
            default: return [firstLabel.copyString(), secondLabel.copyString()]
            }
        #else
            // Without the fast path, the only bits are `none`: a read, no labels.
            assert(count == 0, "arguments are bits only on the fast path")
            return []
        #endif
    }
}

/// The type of an argument kept as bits.
@usableFromInline
package enum ScalarTag: UInt8 {
    case none
    case int
    case bool
    case double
    /// Any other type: the arguments stay boxed.
    case other

    /// The tag of `Argument`: a constant in specialized code.
    @usableFromInline @_transparent
    package static func of<Argument>(_ type: Argument.Type) -> ScalarTag {
        Argument.self == Int.self
            ? .int : Argument.self == Bool.self ? .bool : Argument.self == Double.self ? .double : .other
    }

    #if _pointerBitWidth(_64) && !SCOUT_PORTABLE
        /// The bits of `value`, whose type is `Int`, `Bool` or `Double`.
        @usableFromInline @_transparent
        package static func word<Argument>(of value: Argument) -> UInt64 {
            if Argument.self == Int.self { return UInt64(bitPattern: Int64(unsafeBitCast(value, to: Int.self))) }
            if Argument.self == Bool.self { return unsafeBitCast(value, to: Bool.self) ? 1 : 0 }
            if Argument.self == Double.self { return unsafeBitCast(value, to: Double.self).bitPattern }
            return 0
        }
    #endif

    /// Whether the argument can be kept as bits: `nil` or a scalar.
    @inline(__always)
    @inlinable package var isScalarOrNone: Bool {
        switch self {
        case .other: false
        case .none, .int, .bool, .double: true
        }
    }

    /// The tag of a value whose type's metadata is `metadata` (0 for `nil`).
    @inline(__always)
    @inlinable package init(_ metadata: UInt, _ scalars: ScalarMetadata.Words) {
        self =
            metadata == 0
            ? .none
            : metadata == scalars.int
                ? .int : metadata == scalars.bool ? .bool : metadata == scalars.double ? .double : .other
    }

    /// The metadata word fast matchers compare. Transparent: unoptimized,
    /// ScoutCore then inlines it.
    @_transparent
    @usableFromInline package func metadata(_ scalars: ScalarMetadata.Words) -> UInt {
        switch self {
        case .none: 0
        case .int: scalars.int
        case .bool: scalars.bool
        case .double: scalars.double
        case .other: 1
        }
    }

    /// The argument these bits are.
    @inlinable package func value(_ bits: UInt64) -> Any? {
        switch self {
        case .int: Int(truncatingIfNeeded: Int64(bitPattern: bits))
        case .bool: bits & 0xFF != 0
        case .double: Double(bitPattern: bits)
        case .none, .other: nil
        }
    }
}

/// A call's arguments as the call site passed them (or their bits), never changed
/// after: the claim of ``Shared``, for the engine's own form of them.
extension CallArguments: @unchecked Sendable {}
