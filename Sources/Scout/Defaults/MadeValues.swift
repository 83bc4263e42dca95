/// The value a call or read gets when nothing says what to return: after a
/// mistake in the test (so that the test goes on and reports every problem) and
/// in relaxed mocks.
///
/// In this order, the first that applies:
/// 1. `Void` (and `()` for a call made without a result type);
/// 2. the type's ``MockDefault`` (optionals, numbers, `Bool`, strings and the
///    standard collections have one; your types can too);
/// 3. common standard and Foundation types: `Character` (`" "`), `Date` (the
///    reference date), `URL` (`about:blank`), `UUID` (all zeros), `Data` (empty),
///    `Decimal` (0), `Duration` (`.zero`);
/// 4. the first case of a `CaseIterable` type, or the value whose raw value is a
///    made one (`0` for an enum of `Int` raw values: its first case by default);
/// 5. an empty collection of any other `RangeReplaceableCollection` or `SetAlgebra`
///    type;
/// 6. `.success` of a made value, for a `Result`;
/// 7. a `Decodable` type, decoded from a decoder that answers every request with a
///    made value: zero, `false`, `""`, empty arrays, `nil` for optionals, and these
///    rules again for nested types.
///
/// Classes that are not `Decodable`, other structs and enums without cases to pick
/// cannot be made: give them a `MockDefault`.
enum MadeValues {
    /// A value of `Value`, or `nil` when none can be made.
    static func make<Value>(_ type: Value.Type) -> Value? {
        if acceptsNothing(Value.self) { return nothingValue(as: Value.self) }
        return make(anyOf: type) as? Value
    }

    /// A value of `type`, or `nil` when none can be made. `making` holds the
    /// `Decodable` types being made around this one: a type is never made inside
    /// itself (a model decoding its own type leniently would otherwise try
    /// exponentially many times).
    static func make(anyOf type: Any.Type, depth: Int = 0, making: Set<ObjectIdentifier> = []) -> Any? {
        if type == Void.self { return () }
        if let declared = type as? any MockDefault.Type { return declared.mockDefault }
        if let known = KnownTypes.value(of: type) { return known }
        if let cases = type as? any CaseIterable.Type, let first = firstCase(of: cases) { return first }
        if let raw = type as? any RawRepresentable.Type, let value = fromRawValue(raw, depth: depth, making: making) {
            return value
        }
        if let collection = type as? any RangeReplaceableCollection.Type { return emptyCollection(collection) }
        if let set = type as? any SetAlgebra.Type { return emptySet(set) }
        if let result = type as? any MadeResult.Type { return result.madeSuccess(depth: depth, making: making) }
        // Deep enough for any model; stops types that contain themselves.
        let identity = ObjectIdentifier(type)
        guard depth < 32, !making.contains(identity), let decodable = type as? any Decodable.Type else { return nil }
        return try? decoded(decodable, depth: depth, making: making.union([identity]))
    }

    /// Whether `make(anyOf:)` may make a `type`: `false` only when no rule applies
    /// at all (a class or struct with no default that is not `Decodable`), found
    /// without running any of the type's code.
    static func mayMake(_ type: Any.Type) -> Bool {
        type == Void.self || type == Any.self || type is any MockDefault.Type || KnownTypes.value(of: type) != nil
            || type is any CaseIterable.Type || type is any RawRepresentable.Type
            || type is any RangeReplaceableCollection.Type || type is any SetAlgebra.Type
            || type is any MadeResult.Type || type is any Decodable.Type
    }

    private static func firstCase<Cases: CaseIterable>(of type: Cases.Type) -> Any? {
        Cases.allCases.first
    }

    /// The value whose raw value is a made one: the first case of an enum with
    /// integer raw values (0 unless they say otherwise).
    private static func fromRawValue<Raw: RawRepresentable>(
        _ type: Raw.Type, depth: Int, making: Set<ObjectIdentifier>
    ) -> Any? {
        guard depth < 32, let raw = make(anyOf: Raw.RawValue.self, depth: depth + 1, making: making) as? Raw.RawValue
        else { return nil }
        return Raw(rawValue: raw)
    }

    private static func emptyCollection<Collection: RangeReplaceableCollection>(_ type: Collection.Type) -> Any {
        Collection()
    }

    private static func emptySet<Set: SetAlgebra>(_ type: Set.Type) -> Any {
        Set()
    }

    private static func decoded<Model: Decodable>(
        _ type: Model.Type, depth: Int, making: Set<ObjectIdentifier>
    ) throws -> Any {
        try Model(from: MadeValueDecoder(depth: depth + 1, making: making))
    }
}

/// `Result`, whose success Scout makes.
protocol MadeResult {
    static func madeSuccess(depth: Int, making: Set<ObjectIdentifier>) -> Any?
}

extension Result: MadeResult {
    static func madeSuccess(depth: Int, making: Set<ObjectIdentifier>) -> Any? {
        (MadeValues.make(anyOf: Success.self, depth: depth + 1, making: making) as? Success).map { Self.success($0) }
    }
}

/// The default for `Result`, when the type has one (see ``MadeValues``).
func defaultValue<Result>(of type: Result.Type) -> Result? {
    MadeValues.make(type)
}
