/// What the engine reads of a call's arguments, gathered once and as plain data:
/// the labels' bits for the member lookup, the first arguments' words for the fast
/// matchers, and whether the log can keep the arguments as bits.
///
/// On the portable path (see ``LayoutChecks``) nothing is read in place: labels and
/// words are unknown, so the member is found by content and every matcher but
/// `any()` judges with its own `match`.
@usableFromInline package struct ArgumentView {
    @usableFromInline package let count: Int
    @usableFromInline package let firstLabel: StringBits
    @usableFromInline package let secondLabel: StringBits
    /// The pairs read in place, for arguments past the second; `nil` otherwise.
    @usableFromInline let pairs: UnsafePointer<ArgumentPair>?
    /// Whether the words below and the labels' bits were read.
    @usableFromInline package let inPlace: Bool
    @usableFromInline package let first: ArgumentWords
    @usableFromInline package let second: ArgumentWords
    /// The types of up to two arguments the log can keep as bits; `.other` when it
    /// must keep the arguments' array.
    @usableFromInline package let firstTag: ScalarTag
    @usableFromInline package let secondTag: ScalarTag
    /// Whether the log may keep these arguments as bits and free their array. Stored:
    /// unoptimized, comparing the tags on every read calls generic `==`.
    @usableFromInline package let fitsInBits: Bool

    /// The view of `arguments`, valid while they are alive. Transparent, as the
    /// initializers it calls: unoptimized, ScoutCore then inlines them (a module
    /// boundary, unlike a file boundary, lets a debug build inline).
    @_transparent
    @usableFromInline package static func of(_ arguments: CallArguments, fastPath: Bool, scalars: ScalarMetadata.Words)
        -> ArgumentView
    {
        #if _pointerBitWidth(_64) && !SCOUT_PORTABLE
            if fastPath {
                switch arguments {
                case .boxed(let pairs): return ArgumentView(pairs: ArgumentStorage.pairs(of: pairs), scalars: scalars)
                case .array(let pairs): return ArgumentView(pairs: ArgumentStorage.pairs(of: pairs), scalars: scalars)
                case .bits(let bits): return ArgumentView(bits, scalars: scalars)
                }
            }
        #endif
        return ArgumentView(opaqueCount: arguments.count)
    }

    /// Nothing read: the portable path.
    @inlinable package init(opaqueCount count: Int) {
        self.count = count
        firstLabel = StringBits(0, 0)
        secondLabel = StringBits(0, 0)
        pairs = nil
        inPlace = false
        first = .unknown
        second = .unknown
        firstTag = .other
        secondTag = .other
        fitsInBits = false
    }

    /// Arguments passed as bits.
    @_transparent
    @usableFromInline package init(_ bits: ScalarBits, scalars: ScalarMetadata.Words) {
        count = bits.count
        firstLabel = bits.firstLabel
        secondLabel = bits.secondLabel
        pairs = nil
        inPlace = true
        first = ArgumentWords(metadata: bits.firstTag.metadata(scalars), first: bits.firstWord, second: 0)
        second = ArgumentWords(metadata: bits.secondTag.metadata(scalars), first: bits.secondWord, second: 0)
        firstTag = bits.firstTag
        secondTag = bits.secondTag
        fitsInBits = true
    }

    #if _pointerBitWidth(_64) && !SCOUT_PORTABLE
        /// Arguments passed as an array, whose pairs are `buffer`.
        @inline(__always)
        @inlinable package init(pairs buffer: UnsafeBufferPointer<ArgumentPair>, scalars: ScalarMetadata.Words) {
            let count = buffer.count
            let base = buffer.baseAddress ?? UnsafePointer(bitPattern: MemoryLayout<ArgumentPair>.alignment)!
            self.count = count
            pairs = base
            inPlace = true
            firstLabel = count > 0 ? StringBits(at: UnsafeRawPointer(base)) : StringBits(0, 0)
            secondLabel = count > 1 ? StringBits(at: UnsafeRawPointer(base + 1)) : StringBits(0, 0)
            first = count > 0 ? ArgumentWords(base) : .unknown
            second = count > 1 ? ArgumentWords(base + 1) : .unknown
            // Freeing the call's array and keeping its bits costs less than the memory
            // the array would hold, in optimized and unoptimized builds alike, and
            // the log keeps a third of the bytes (the Performance article).
            if count <= 2 {
                firstTag = count > 0 ? ScalarTag(first.metadata, scalars) : .none
                secondTag = count > 1 ? ScalarTag(second.metadata, scalars) : .none
                fitsInBits = firstTag.isScalarOrNone && secondTag.isScalarOrNone
            } else {
                firstTag = .other
                secondTag = .other
                fitsInBits = false
            }
        }
    #endif

    /// The label bits of the argument at `index`, which is past the second.
    @_transparent
    @usableFromInline package func laterLabel(at index: Int) -> StringBits {
        #if _pointerBitWidth(_64) && !SCOUT_PORTABLE
            if let pairs { return StringBits(at: UnsafeRawPointer(pairs + index)) }
        #endif
        return StringBits(0, 0)
    }

    /// The words of the argument at `index`, which is past the second.
    @_transparent
    @usableFromInline package func laterWords(at index: Int) -> ArgumentWords {
        #if _pointerBitWidth(_64) && !SCOUT_PORTABLE
            if let pairs { return ArgumentWords(pairs + index) }
        #endif
        return .unknown
    }

}
