/// A decoder that answers every request with a made value (see ``MadeValues``):
/// `false`, zero, `""`, `nil` for optionals, empty arrays, and made values for
/// nested types. Decoding a `Decodable` model from it makes a model to return when
/// nothing else says what to. It cannot pick an enum's case (no key is present):
/// enums with associated values cannot be made this way.
///
/// Every key is present until the value's budget is spent (see `MakingBudget`):
/// a model that probes numbered keys with `contains(_:)` then finds the end.
struct MadeValueDecoder: Decoder {
    /// How deep, inside which types, and with what budget left (see ``MadeValues``).
    let context: MakingContext

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(MadeKeyedContainer<Key>(context: context))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        EmptyUnkeyedContainer(context: context)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        MadeSingleValueContainer(context: context)
    }

    /// A made value of `type`, or an error when none can be made.
    static func value<Value: Decodable>(
        _ type: Value.Type, in context: MakingContext, codingPath: [any CodingKey]
    ) throws -> Value {
        if let value = MadeValues.make(anyOf: type, in: context) as? Value { return value }
        throw DecodingError.valueNotFound(
            type, DecodingError.Context(codingPath: codingPath, debugDescription: "Scout cannot make this value"))
    }
}

/// Every key is present while the budget lasts, and holds a made value (`nil` for
/// an optional).
private struct MadeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let context: MakingContext
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { [] }

    func contains(_ key: Key) -> Bool { context.budget.spend() }
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
        try MadeValueDecoder.value(type, in: context, codingPath: [key])
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        KeyedDecodingContainer(MadeKeyedContainer<NestedKey>(context: context.deeper))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        EmptyUnkeyedContainer(context: context)
    }

    func superDecoder() throws -> any Decoder { MadeValueDecoder(context: context.deeper) }
    func superDecoder(forKey key: Key) throws -> any Decoder { MadeValueDecoder(context: context.deeper) }
}

/// An empty array.
private struct EmptyUnkeyedContainer: UnkeyedDecodingContainer {
    let context: MakingContext
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
        KeyedDecodingContainer(MadeKeyedContainer<NestedKey>(context: context.deeper))
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { self }
    mutating func superDecoder() throws -> any Decoder { MadeValueDecoder(context: context.deeper) }
}

/// One made value: `nil` where an optional asks, else the type's made value.
private struct MadeSingleValueContainer: SingleValueDecodingContainer {
    let context: MakingContext
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
        try MadeValueDecoder.value(type, in: context.deeper, codingPath: [])
    }
}
