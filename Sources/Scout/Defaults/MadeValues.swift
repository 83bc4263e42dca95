import ScoutLowLevel

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
///    made one (`0` for an enum of `Int` raw values: its first case by default),
///    or else the first case of any enum whose cases carry no payload (a
///    `String` enum of an API model), read from its metadata (not in portable
///    builds);
/// 5. an empty collection of any other `RangeReplaceableCollection` or `SetAlgebra`
///    type;
/// 6. `.success` of a made value, for a `Result`;
/// 7. a `Decodable` type, decoded from a decoder that answers every request with a
///    made value: zero, `false`, `""`, empty arrays, `nil` for optionals, and these
///    rules again for nested types.
///
/// Classes that are not `Decodable`, other structs and enums with payloads cannot
/// be made: give them a `MockDefault`.
///
/// Making a `Decodable` runs its own code, so it is bounded: a type is never made
/// inside itself, also through a mock its initializer calls on the same thread (an
/// initializer that waits for another thread to make the same type is not
/// caught: each thread makes its own); one value takes at
/// most ``MakingBudget/limit`` nested values and key probes (a model that
/// decodes leniently, or probes keys until one is missing, then gets `nil`s and
/// missing keys); and should its code stop the process, standard error says
/// which value Scout was making.
enum MadeValues {
    /// A value of `Value`, or `nil` when none can be made.
    static func make<Value>(_ type: Value.Type) -> Value? {
        if acceptsNothing(Value.self) { return nothingValue(as: Value.self) }
        return make(anyOf: type) as? Value
    }

    /// A value of `type`, or `nil` when none can be made. `context` holds the
    /// `Decodable` types being made around this one (a type is never made inside
    /// itself: a model decoding its own type leniently would otherwise try
    /// exponentially many times) and the budget the outermost one shares.
    static func make(anyOf type: Any.Type, in context: MakingContext = MakingContext()) -> Any? {
        if type == Void.self { return () }
        // A scope's defaults come first (`withMockDefaults`, `.mocks(defaults:)`).
        if let scoped = MockDefaults.current?.value(for: type) { return scoped }
        if let declared = type as? any MockDefault.Type { return declared.mockDefault }
        if let known = KnownTypes.value(of: type) { return known }
        if let cases = type as? any CaseIterable.Type, let first = firstCase(of: cases) { return first }
        if ImportedEnums.contains(type) { return nil }
        if let raw = type as? any RawRepresentable.Type, let value = fromRawValue(raw, in: context) {
            return value
        }
        if let first = EnumLayout.firstCase(of: type) { return first }
        if let collection = type as? any RangeReplaceableCollection.Type { return emptyCollection(collection) }
        if let set = type as? any SetAlgebra.Type { return emptySet(set) }
        if let result = type as? any MadeResult.Type { return result.madeSuccess(in: context) }
        // Deep enough for any model; stops types that contain themselves.
        let identity = ObjectIdentifier(type)
        guard context.depth < 32, !context.making.contains(identity), context.budget.spend(),
            let decodable = type as? any Decodable.Type
        else { return nil }
        return try? decoded(decodable, in: context.entering(identity))
    }

    /// Whether `make(anyOf:)` may make a `type`: `false` only when no rule applies
    /// at all (a class or struct with no default that is not `Decodable`), found
    /// without running any of the type's code.
    static func mayMake(_ type: Any.Type) -> Bool {
        if type == Void.self || type == Any.self || MockDefaults.current?.value(for: type) != nil
            || type is any MockDefault.Type || KnownTypes.value(of: type) != nil || type is any CaseIterable.Type
        {
            return true
        }
        if ImportedEnums.contains(type) { return false }
        return type is any RawRepresentable.Type || EnumLayout.firstCase(of: type) != nil
            || type is any RangeReplaceableCollection.Type || type is any SetAlgebra.Type
            || type is any MadeResult.Type || type is any Decodable.Type
    }

    private static func firstCase<Cases: CaseIterable>(of type: Cases.Type) -> Any? {
        Cases.allCases.first
    }

    /// The value whose raw value is a made one: the first case of an enum with
    /// integer raw values (0 unless they say otherwise).
    private static func fromRawValue<Raw: RawRepresentable>(_ type: Raw.Type, in context: MakingContext) -> Any? {
        guard context.depth < 32, let raw = make(anyOf: Raw.RawValue.self, in: context.deeper) as? Raw.RawValue
        else { return nil }
        return Raw(rawValue: raw)
    }

    private static func emptyCollection<Collection: RangeReplaceableCollection>(_ type: Collection.Type) -> Any {
        Collection()
    }

    private static func emptySet<Set: SetAlgebra>(_ type: Set.Type) -> Any {
        Set()
    }

    /// Runs the model's own `init(from:)` on made values, unless this thread is
    /// making one already (its initializer called a mock that needs the same model).
    private static func decoded<Model: Decodable>(_ type: Model.Type, in context: MakingContext) throws -> Any {
        let made = try MakingGuard.making(Model.self, note: Messages.makingStopped(Model.self)) {
            try Model(from: MadeValueDecoder(context: context.deeper))
        }
        guard let made else { throw MakingBudget.Exhausted() }
        return made
    }
}

/// Where a made value is in the making: how deep, inside which `Decodable` types,
/// and the budget all of it shares.
struct MakingContext {
    var depth = 0
    var making: Set<ObjectIdentifier> = []
    var budget = MakingBudget()

    /// One level deeper.
    var deeper: MakingContext {
        var context = self
        context.depth += 1
        return context
    }

    /// Inside a `Decodable` type being made.
    func entering(_ identity: ObjectIdentifier) -> MakingContext {
        var context = self
        context.making.insert(identity)
        return context
    }
}

/// What one made value may cost: `Decodable` values made and keys probed, shared
/// by everything made for it. Bounded by count, not by type identity: a generic
/// model makes a new type at every level.
final class MakingBudget {
    /// Enough for any model a test returns; small enough to take milliseconds.
    static let limit = 2_000
    /// Only the thread making the value uses it.
    private var left = MakingBudget.limit

    struct Exhausted: Error {}

    /// Takes one from the budget; `false` once it is spent.
    func spend() -> Bool {
        guard left > 0 else { return false }
        left -= 1
        return true
    }
}

/// `Result`, whose success Scout makes.
protocol MadeResult {
    static func madeSuccess(in context: MakingContext) -> Any?
}

extension Result: MadeResult {
    static func madeSuccess(in context: MakingContext) -> Any? {
        (MadeValues.make(anyOf: Success.self, in: context.deeper) as? Success).map { Self.success($0) }
    }
}

/// The default for `Result`, when the type has one (see ``MadeValues``).
func defaultValue<Result>(of type: Result.Type) -> Result? {
    MadeValues.make(type)
}
