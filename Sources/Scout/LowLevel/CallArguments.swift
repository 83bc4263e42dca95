/// The arguments of one call, as the engine receives them: the array the call
/// site built, or, for one or two arguments that are all `Int`, all `Bool` or
/// all `Double`, their labels and bits alone.
///
/// Bits come from the proxies' scalar overloads, which the type checker picks for
/// such call sites in optimized builds: no `Any` box is made, and the array never
/// leaves the mock's method, so it lives on the stack. A heap array costs more
/// than the rest of a mocked call. Property reads and assignments of scalars are
/// bits too.
@usableFromInline
@frozen
enum CallArguments {
    case boxed(KeyValuePairs<String, Any?>)
    case bits(ScalarBits)

    /// No arguments: a property read.
    @inline(__always) static var none: CallArguments { .bits(ScalarBits(count: 0, "", .none, 0, "", .none, 0)) }

    /// Arguments of a call site whose values are all `Int`, all `Bool` or all
    /// `Double`.
    @inlinable
    @inline(__always)
    init<Argument: ScalarArgument>(scalars arguments: KeyValuePairs<String, Argument>) {
        let tag = ScalarTag(rawValue: Argument._scoutTag) ?? .other
        switch arguments.count {
        case 1:
            self = .bits(ScalarBits(count: 1, arguments[0].key, tag, arguments[0].value._scoutWord, "", .none, 0))
        case 2:
            self = .bits(
                ScalarBits(
                    count: 2, arguments[0].key, tag, arguments[0].value._scoutWord, arguments[1].key, tag,
                    arguments[1].value._scoutWord))
        default:
            self = .boxed(Self.boxing(arguments))
        }
    }

    /// More than two scalars: boxed like any other arguments.
    @usableFromInline
    static func boxing<Argument>(_ arguments: KeyValuePairs<String, Argument>) -> KeyValuePairs<String, Any?> {
        ArgumentStorage.keyValuePairs(arguments.map { (key: $0.key, value: $0.value as Any?) })
    }

    /// An assignment of `value`, kept as bits when it is a scalar.
    static func assigning(_ value: Any?) -> CallArguments {
        let words = withUnsafePointer(to: value) { ArgumentWords(existential: UnsafeRawPointer($0)) }
        let tag = ScalarTag(words.metadata, ScalarMetadata.Words())
        guard tag != .other, ScalarMetadata.inPlaceReadsWork else { return .boxed(["": value]) }
        return .bits(ScalarBits(count: 1, "", tag, words.first, "", .none, 0))
    }

    /// The arguments as a call site passes them: the array itself, or one built
    /// from the bits (for blocks, captors, matchers and messages, off the fast path).
    var keyValuePairs: KeyValuePairs<String, Any?> {
        switch self {
        case .boxed(let pairs): return pairs
        case .bits(let bits): return bits.keyValuePairs
        }
    }
}

/// One or two arguments of one scalar type each (or `nil`), as labels and bits.
///
/// Plain data, so passing it around costs no reference counting. The labels are
/// kept as bits too: a call site's labels are string literals, whose bits stay
/// valid for the life of the process (`StringBits.string` turns them back).
@usableFromInline
@frozen
struct ScalarBits {
    @usableFromInline let count: Int
    @usableFromInline let firstLabel: StringBits
    @usableFromInline let secondLabel: StringBits
    @usableFromInline let firstWord: UInt64
    @usableFromInline let secondWord: UInt64
    @usableFromInline let firstTag: ScalarTag
    @usableFromInline let secondTag: ScalarTag

    @inlinable
    @inline(__always)
    init(
        count: Int, _ firstLabel: String, _ firstTag: ScalarTag, _ firstWord: UInt64, _ secondLabel: String,
        _ secondTag: ScalarTag, _ secondWord: UInt64
    ) {
        self.init(
            count: count, StringBits(firstLabel), firstTag, firstWord, StringBits(secondLabel), secondTag, secondWord)
    }

    @usableFromInline
    init(
        count: Int, _ firstLabel: StringBits, _ firstTag: ScalarTag, _ firstWord: UInt64, _ secondLabel: StringBits,
        _ secondTag: ScalarTag, _ secondWord: UInt64
    ) {
        self.count = count
        (self.firstLabel, self.firstTag, self.firstWord) = (firstLabel, firstTag, firstWord)
        (self.secondLabel, self.secondTag, self.secondWord) = (secondLabel, secondTag, secondWord)
    }

    var keyValuePairs: KeyValuePairs<String, Any?> {
        var pairs: [ArgumentStorage.Pair] = []
        if count > 0 { pairs.append((firstLabel.string, firstTag.value(firstWord))) }
        if count > 1 { pairs.append((secondLabel.string, secondTag.value(secondWord))) }
        return ArgumentStorage.keyValuePairs(pairs)
    }
}

/// The type of an argument kept as bits.
@usableFromInline
enum ScalarTag: UInt8 {
    case none
    case int
    case bool
    case double
    /// Any other type: the arguments stay boxed.
    case other

    /// The tag of a value whose type's metadata is `metadata` (0 for `nil`).
    @inline(__always)
    init(_ metadata: UInt, _ scalars: ScalarMetadata.Words) {
        self =
            metadata == 0
            ? .none
            : metadata == scalars.int
                ? .int : metadata == scalars.bool ? .bool : metadata == scalars.double ? .double : .other
    }

    /// The metadata word fast matchers compare.
    @inline(__always)
    func metadata(_ scalars: ScalarMetadata.Words) -> UInt {
        switch self {
        case .none: 0
        case .int: scalars.int
        case .bool: scalars.bool
        case .double: scalars.double
        case .other: 1
        }
    }

    /// The argument these bits are.
    func value(_ bits: UInt64) -> Any? {
        switch self {
        case .int: Int(truncatingIfNeeded: Int64(bitPattern: bits))
        case .bool: bits & 0xFF != 0
        case .double: Double(bitPattern: bits)
        case .none, .other: nil
        }
    }
}

/// What the fast path reads of a call's arguments, gathered once and as plain
/// data: the first labels' bits for the member lookup, the first arguments'
/// words for the matchers, and whether the log can keep the arguments as bits.
struct ArgumentView {
    let count: Int
    let firstLabel: StringBits
    let secondLabel: StringBits
    /// The boxed arguments' pairs, for those past the second; `nil` for bits.
    let pairs: UnsafePointer<ArgumentStorage.Pair>?
    /// Whether the pairs' values may be read in place.
    let inPlace: Bool
    /// The first two arguments' words (`unknown` when they cannot be read).
    let first: ArgumentWords
    let second: ArgumentWords
    /// The types of up to two arguments the log can keep as bits; `.other` when
    /// it must keep the array.
    let firstTag: ScalarTag
    let secondTag: ScalarTag

    /// Arguments passed as bits.
    init(_ bits: ScalarBits, scalars: ScalarMetadata.Words) {
        count = bits.count
        firstLabel = bits.firstLabel
        secondLabel = bits.secondLabel
        pairs = nil
        inPlace = false
        first = ArgumentWords(metadata: bits.firstTag.metadata(scalars), first: bits.firstWord, second: 0)
        second = ArgumentWords(metadata: bits.secondTag.metadata(scalars), first: bits.secondWord, second: 0)
        firstTag = bits.firstTag
        secondTag = bits.secondTag
    }

    /// Arguments passed as an array, whose pairs are `buffer`; `inPlace` says
    /// whether their values' words may be read.
    init(pairs buffer: UnsafeBufferPointer<ArgumentStorage.Pair>, inPlace: Bool, scalars: ScalarMetadata.Words) {
        let count = buffer.count
        let base = buffer.baseAddress ?? UnsafePointer(bitPattern: MemoryLayout<ArgumentStorage.Pair>.alignment)!
        let unknown = ArgumentWords(metadata: 1, first: 0, second: 0)
        self.count = count
        pairs = base
        self.inPlace = inPlace
        firstLabel = count > 0 ? ArgumentStorage.labelBits(at: base) : StringBits(0, 0)
        secondLabel = count > 1 ? ArgumentStorage.labelBits(at: base + 1) : StringBits(0, 0)
        first = count > 0 && inPlace ? ArgumentWords(base) : unknown
        second = count > 1 && inPlace ? ArgumentWords(base + 1) : unknown
        // Optimized, freeing the call's array and keeping its bits costs less than
        // the memory the array would hold. Unoptimized, the array's generic
        // deinitialization costs more than the rest of the call: the log keeps it.
        #if DEBUG
            firstTag = .other
            secondTag = .other
        #else
            if inPlace && count <= 2 {
                firstTag = count > 0 ? ScalarTag(first.metadata, scalars) : .none
                secondTag = count > 1 ? ScalarTag(second.metadata, scalars) : .none
            } else {
                firstTag = .other
                secondTag = .other
            }
        #endif
    }

    /// The label bits of the argument at `index`, which is past the second.
    func laterLabel(at index: Int) -> StringBits {
        ArgumentStorage.labelBits(at: pairs.unsafelyUnwrapped + index)
    }

    /// The words of the argument at `index`, which is past the second.
    func laterWords(at index: Int) -> ArgumentWords {
        inPlace ? ArgumentWords(pairs.unsafelyUnwrapped + index) : ArgumentWords(metadata: 1, first: 0, second: 0)
    }
}
