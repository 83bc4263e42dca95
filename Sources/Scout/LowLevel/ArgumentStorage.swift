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

    /// The pairs of `arguments`, read from the array's storage without retaining
    /// it: valid while the caller keeps `arguments` alive. Only where
    /// `directReadsWork`; `withPairs` otherwise.
    ///
    /// A native array is one reference to a storage object: the object's header
    /// (two words), the count, the capacity, then the elements.
    @inline(__always)
    static func pairs(of arguments: KeyValuePairs<String, Any?>) -> UnsafeBufferPointer<Pair> {
        let storage = unsafeBitCast(arguments, to: UnsafeRawPointer.self)
        let count = storage.load(fromByteOffset: 2 * MemoryLayout<Int>.size, as: Int.self)
        return UnsafeBufferPointer(start: (storage + elementsOffset).assumingMemoryBound(to: Pair.self), count: count)
    }

    @inline(__always)
    private static var elementsOffset: Int {
        let alignment = MemoryLayout<Pair>.alignment
        return (4 * MemoryLayout<Int>.size + alignment - 1) / alignment * alignment
    }

    /// Whether `pairs(of:)` finds what `withPairs` does, checked once on samples
    /// (arguments are always native arrays: the compiler builds them from a literal).
    static let directReadsWork: Bool = {
        let samples: [KeyValuePairs<String, Any?>] = [[:], ["": 1], ["id": 1, "name": "Ada", "": nil]]
        return samples.allSatisfy { sample in
            withPairs(sample) { expected in
                let found = pairs(of: sample)
                return found.count == expected.count
                    && (expected.isEmpty || found.baseAddress == expected.baseAddress)
            }
        }
    }()

    /// The pairs as `KeyValuePairs`, without copying them.
    static func keyValuePairs(_ pairs: [Pair]) -> KeyValuePairs<String, Any?> {
        unsafeBitCast(pairs, to: KeyValuePairs<String, Any?>.self)
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
