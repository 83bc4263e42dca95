/// Lets Scout see through optionals whose type it only knows at run time, however
/// deeply generic code nested them.
protocol OptionalValue {
    /// The wrapped value, or `nil` for `.none`.
    var wrappedAny: Any? { get }
    /// `.none` of this optional type.
    static var noneValue: Any { get }
}

extension Optional: OptionalValue {
    var wrappedAny: Any? {
        switch self {
        case .some(let wrapped): wrapped
        case .none: nil
        }
    }

    static var noneValue: Any { Self.none as Any }
}

/// `value` with every level of optional removed: `Optional(Optional(3))` is `3`,
/// `Optional(Optional(nil))` is `nil`.
func flattened(_ value: Any?) -> Any? {
    guard var current = value else { return nil }
    while let optional = current as? any OptionalValue {
        guard let wrapped = optional.wrappedAny else { return nil }
        current = wrapped
    }
    return current
}

/// Whether `value` is `nil` at some level of optional.
func isNilValue(_ value: Any?) -> Bool {
    flattened(value) == nil
}

/// `nil` as a `Result`, when `Result` is an optional type.
func noneValue<Result>(of type: Result.Type) -> Result? {
    (type as? any OptionalValue.Type)?.noneValue as? Result
}
