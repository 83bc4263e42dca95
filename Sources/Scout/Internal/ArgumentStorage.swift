/// Reads a call's arguments in place, without copying each `(label, value)` pair:
/// such a copy goes through the runtime's generic tuple witness, which costs more
/// than everything else a mocked call does.
///
/// `KeyValuePairs` is `@frozen` and stores exactly one array of its pairs, so its
/// layout is fixed by the ABI; the array is read through a buffer pointer.
enum ArgumentStorage {
    typealias Pair = (key: String, value: Any?)

    @inline(__always)
    static func withPairs<Result>(
        _ arguments: KeyValuePairs<String, Any?>, _ body: (UnsafeBufferPointer<Pair>) throws -> Result
    ) rethrows -> Result {
        let pairs = unsafeBitCast(arguments, to: [Pair].self)
        return try pairs.withUnsafeBufferPointer(body)
    }

    /// The label of the pair at `pointer`, as raw words, without retaining it.
    @inline(__always)
    static func labelBits(at pointer: UnsafePointer<Pair>) -> StringBits {
        StringBits(UnsafeRawPointer(pointer))
    }

    /// Where a pair's value sits in the pair.
    ///
    /// An `Any?` is an opaque existential container, an ABI-stable layout: three
    /// words of inline value, then the type's metadata, null for `nil`. The four
    /// scalar types are stored inline, so matchers read them in place. A check at
    /// first use (`ScalarMetadata.inPlaceReadsWork`) falls back to copying if this
    /// ever misreads.
    @inline(__always)
    static var valueOffset: Int {
        // The tuple's second element follows the first, aligned: a constant.
        let alignment = MemoryLayout<Any?>.alignment
        return (MemoryLayout<String>.size + alignment - 1) / alignment * alignment
    }
}

/// The metadata of the scalar types, to recognise them in an existential.
enum ScalarMetadata {
    // Computed, not stored: a metadata address is a constant the compiler loads
    // directly, while a stored static would cost a `swift_once` check per read.
    @inline(__always) static var int: UInt { bits(Int.self) }
    @inline(__always) static var string: UInt { bits(String.self) }
    @inline(__always) static var bool: UInt { bits(Bool.self) }
    @inline(__always) static var double: UInt { bits(Double.self) }

    @inline(__always)
    private static func bits(_ type: Any.Type) -> UInt {
        UInt(bitPattern: unsafeBitCast(type, to: Int.self))
    }

    /// The type metadata of the `Any?` stored at `value`: 0 for `nil`.
    @inline(__always)
    static func metadata(ofExistentialAt value: UnsafeRawPointer) -> UInt {
        value.load(fromByteOffset: 3 * MemoryLayout<Int>.size, as: UInt.self)
    }

    @inline(__always)
    static func isScalar(_ metadata: UInt) -> Bool {
        metadata == int || metadata == string || metadata == bool || metadata == double
    }

    /// Classifies the `Any?` stored at `value`, in place.
    @inline(__always)
    static func classify(existentialAt value: UnsafeRawPointer) -> ScalarValue {
        let metadata = metadata(ofExistentialAt: value)
        if metadata == 0 { return .none }
        if metadata == int { return .int(value.load(as: Int.self)) }
        if metadata == string { return .string(value.load(as: String.self)) }
        if metadata == bool { return .bool(value.load(as: Bool.self)) }
        if metadata == double { return .double(value.load(as: Double.self)) }
        return .other
    }

    /// Whether reading in place agrees with the safe, copying path on samples of
    /// every case; checked once, and kept by each mock so the hot path reads a
    /// stored `Bool`.
    static let inPlaceReadsWork: Bool = {
        let offsetIsRight = MemoryLayout<ArgumentStorage.Pair>.offset(of: \ArgumentStorage.Pair.value)
            == ArgumentStorage.valueOffset
        let samples: [Any?] = [nil, 42, "ada", "a string longer than fifteen bytes", true, 2.5, [1], Optional<Int>.none]
        guard offsetIsRight else { return false }
        return samples.allSatisfy { sample in
            withUnsafePointer(to: sample) { pointer in
                ScalarMetadata.classify(existentialAt: UnsafeRawPointer(pointer)) == ScalarValue(sample)
            }
        }
    }()
}

/// A `String`'s bits: the same literal always has the same bits, and so do equal
/// small strings. Equal bits mean equal strings; different bits only mean "ask `==`".
struct StringBits: Equatable {
    private let first: UInt64
    private let second: UInt64

    @inline(__always)
    init(_ string: String) {
        self = withUnsafeBytes(of: string) { StringBits($0.baseAddress!) }
    }

    @inline(__always)
    init(_ pointer: UnsafeRawPointer) {
        if MemoryLayout<String>.size == 16 {
            first = pointer.loadUnaligned(as: UInt64.self)
            second = pointer.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
        } else {
            var folded: UInt64 = 0
            for offset in 0..<MemoryLayout<String>.size {
                folded = folded << 8 | UInt64(pointer.load(fromByteOffset: offset, as: UInt8.self))
            }
            first = folded
            second = 0
        }
    }

    @inline(__always)
    func mix(into hash: inout UInt64) {
        hash = (hash ^ first) &* 0x100_0000_01b3
        hash = (hash ^ second) &* 0x100_0000_01b3
    }
}
