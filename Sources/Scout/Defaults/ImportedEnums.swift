/// Enums imported from C as Swift enums (`typedef enum __attribute__((enum_extensibility(…)))`,
/// `NS_ENUM`): Swift stores their raw value, not a case index, and `init(rawValue:)`
/// accepts any value, so a made raw value, or zero bytes, may be none of their cases
/// (a closed enum with cases 5 and 7 made as 0 traps in an exhaustive `switch`).
/// Their cases are not known at run time: Scout makes none, and says so, unless a
/// default is declared (`MockDefault`, `withMockDefaults`). A plain C `enum` is
/// imported as a struct, whose every raw value is valid: it is made as before.
enum ImportedEnums {
    /// Whether `type` is such an enum: the Clang importer's module, `__C`, an integer
    /// raw value, and an enum (told by the value of raw value 0, which `init(rawValue:)`
    /// accepts for every one of them, reflected).
    static func contains(_ type: Any.Type) -> Bool {
        guard let raw = type as? any RawRepresentable.Type, !(type is any OptionSet.Type),
            String(reflecting: type).hasPrefix("__C.")
        else { return false }
        return isEnumWithIntegerRawValue(raw)
    }

    private static func isEnumWithIntegerRawValue<Raw: RawRepresentable>(_ type: Raw.Type) -> Bool {
        guard let integer = Raw.RawValue.self as? any BinaryInteger.Type,
            let zero = rawZero(integer) as? Raw.RawValue, let value = Raw(rawValue: zero)
        else { return false }
        return Mirror(reflecting: value).displayStyle == .enum
    }

    private static func rawZero<Integer: BinaryInteger>(_ type: Integer.Type) -> Any { Integer.zero }
}
