/// `value` as a `Value`; only for a `value` whose dynamic type is exactly `Value`
/// (check `type(of: value) == Value.self` first). No dynamic cast, and no
/// `Optional<Value>`, whose metadata generic code would have to look up.
@inline(__always)
func unbox<Value>(_ value: Any, as type: Value.Type) -> Value {
    func open<T>(_ opened: T) -> Value { unsafeBitCast(opened, to: Value.self) }
    return open(value)
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

    /// The four metadata words, read once per call and passed down.
    struct Words {
        let int = ScalarMetadata.int
        let string = ScalarMetadata.string
        let bool = ScalarMetadata.bool
        let double = ScalarMetadata.double

        @inline(__always)
        func contains(_ metadata: UInt) -> Bool {
            metadata == int || metadata == string || metadata == bool || metadata == double
        }
    }

    /// Whether reading arguments in place is right on this platform: an `Any?` is
    /// an opaque existential container (ABI-stable: three words of inline value,
    /// then the type's metadata, null for `nil`), and a pair's value sits where
    /// `ArgumentStorage.valueOffset` says. Checked once, against what `type(of:)`
    /// and plain reads say; each mock keeps the answer in a stored `Bool`.
    static let inPlaceReadsWork: Bool = {
        guard MemoryLayout<String>.size == 16,
            MemoryLayout<ArgumentStorage.Pair>.offset(of: \ArgumentStorage.Pair.value) == ArgumentStorage.valueOffset
        else { return false }
        let samples: [Any?] = [
            nil, 42, "ada", "a string longer than fifteen bytes", true, 2.5, [1], Optional<Int>.none,
        ]
        return samples.allSatisfy { sample in
            withUnsafePointer(to: sample) { pointer in
                let value = UnsafeRawPointer(pointer)
                let metadata = value.load(fromByteOffset: 3 * MemoryLayout<Int>.size, as: UInt.self)
                guard let sample else { return metadata == 0 }
                guard metadata == bits(type(of: sample)) else { return false }
                if let int = sample as? Int { return value.load(as: Int.self) == int }
                if let string = sample as? String { return value.load(as: String.self) == string }
                if let bool = sample as? Bool { return value.load(as: Bool.self) == bool }
                if let double = sample as? Double { return value.load(as: Double.self) == double }
                return true
            }
        }
    }()
}
