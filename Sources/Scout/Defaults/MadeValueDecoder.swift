/// A decoder that answers every request with a made value (see ``MadeValues``):
/// `false`, zero, `""`, `nil` for optionals, empty arrays, and made values for
/// nested types. Decoding a `Decodable` model from it makes a model to return when
/// nothing else says what to. It cannot pick an enum's case (no key is present),
/// so enums with associated values, and raw-value enums that are not
/// `CaseIterable`, cannot be made this way.
struct MadeValueDecoder: Decoder {
    /// How deep in nested models this decoder is, to stop at types containing themselves.
    let depth: Int
    /// The `Decodable` types being made around this point (see ``MadeValues``).
    var making: Set<ObjectIdentifier> = []

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(MadeKeyedContainer<Key>(depth: depth, making: making))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        EmptyUnkeyedContainer()
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        MadeSingleValueContainer(depth: depth, making: making)
    }

    /// A made value of `type`, or an error when none can be made.
    static func value<Value: Decodable>(
        _ type: Value.Type, depth: Int, making: Set<ObjectIdentifier>, codingPath: [any CodingKey]
    ) throws -> Value {
        if let value = MadeValues.make(anyOf: type, depth: depth, making: making) as? Value { return value }
        throw DecodingError.valueNotFound(
            type, DecodingError.Context(codingPath: codingPath, debugDescription: "Scout cannot make this value"))
    }
}

/// Every key is present, and holds a made value (`nil` for an optional).
private struct MadeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let depth: Int
    let making: Set<ObjectIdentifier>
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { [] }

    func contains(_ key: Key) -> Bool { true }
    func decodeNil(forKey key: Key) throws -> Bool { true }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { false }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { "" }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { 0 }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { 0 }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { 0 }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { 0 }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { 0 }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { 0 }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { 0 }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { 0 }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { 0 }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { 0 }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { 0 }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { 0 }

    func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
        try MadeValueDecoder.value(type, depth: depth, making: making, codingPath: [key])
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        KeyedDecodingContainer(MadeKeyedContainer<NestedKey>(depth: depth + 1, making: making))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        EmptyUnkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { MadeValueDecoder(depth: depth + 1, making: making) }
    func superDecoder(forKey key: Key) throws -> any Decoder { MadeValueDecoder(depth: depth + 1, making: making) }
}

/// An empty array.
private struct EmptyUnkeyedContainer: UnkeyedDecodingContainer {
    var codingPath: [any CodingKey] { [] }
    var count: Int? { 0 }
    var isAtEnd: Bool { true }
    var currentIndex: Int { 0 }

    mutating func decodeNil() throws -> Bool { true }

    mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        throw DecodingError.valueNotFound(
            type, DecodingError.Context(codingPath: [], debugDescription: "Scout makes empty arrays"))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        KeyedDecodingContainer(MadeKeyedContainer<NestedKey>(depth: 32, making: []))
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { self }
    mutating func superDecoder() throws -> any Decoder { MadeValueDecoder(depth: 32) }
}

/// One made value: `nil` where an optional asks, else the type's made value.
private struct MadeSingleValueContainer: SingleValueDecodingContainer {
    let depth: Int
    let making: Set<ObjectIdentifier>
    var codingPath: [any CodingKey] { [] }

    func decodeNil() -> Bool { true }
    func decode(_ type: Bool.Type) throws -> Bool { false }
    func decode(_ type: String.Type) throws -> String { "" }
    func decode(_ type: Double.Type) throws -> Double { 0 }
    func decode(_ type: Float.Type) throws -> Float { 0 }
    func decode(_ type: Int.Type) throws -> Int { 0 }
    func decode(_ type: Int8.Type) throws -> Int8 { 0 }
    func decode(_ type: Int16.Type) throws -> Int16 { 0 }
    func decode(_ type: Int32.Type) throws -> Int32 { 0 }
    func decode(_ type: Int64.Type) throws -> Int64 { 0 }
    func decode(_ type: UInt.Type) throws -> UInt { 0 }
    func decode(_ type: UInt8.Type) throws -> UInt8 { 0 }
    func decode(_ type: UInt16.Type) throws -> UInt16 { 0 }
    func decode(_ type: UInt32.Type) throws -> UInt32 { 0 }
    func decode(_ type: UInt64.Type) throws -> UInt64 { 0 }

    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        try MadeValueDecoder.value(type, depth: depth + 1, making: making, codingPath: [])
    }
}
