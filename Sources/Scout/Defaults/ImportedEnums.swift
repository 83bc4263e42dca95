/// Enums imported from C (`typedef enum … CColor`): Swift stores their raw value,
/// not a case index, and `init(rawValue:)` accepts any value, so neither the zero
/// bytes of ``EnumLayout`` nor a made raw value is sure to be one of their cases
/// (a closed enum with cases 5 and 7 made as 0 traps in an exhaustive `switch`).
/// Their cases are not known at run time: Scout makes none, and says so, unless a
/// default is declared (`MockDefault`, `withMockDefaults`).
enum ImportedEnums {
    /// Whether `type` is an enum imported from C: the Clang importer's module,
    /// `__C`, with an integer raw value, and not an option set (whose raw value 0,
    /// the empty set, is always valid).
    static func contains(_ type: Any.Type) -> Bool {
        guard let raw = type as? any RawRepresentable.Type, !(type is any OptionSet.Type) else { return false }
        return hasIntegerRawValue(raw) && String(reflecting: type).hasPrefix("__C.")
    }

    private static func hasIntegerRawValue<Raw: RawRepresentable>(_ type: Raw.Type) -> Bool {
        Raw.RawValue.self is any BinaryInteger.Type
    }
}
