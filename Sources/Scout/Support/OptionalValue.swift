/// Lets Scout see through optionals whose type it only knows at run time.
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

/// Whether `value` is `nil`, seeing through optionals boxed in `Any`.
func isNilValue(_ value: Any?) -> Bool {
    guard let value else { return true }
    guard let optional = value as? any OptionalValue else { return false }
    return isNilValue(optional.wrappedAny)
}

/// `nil` as a `Result`, when `Result` is an optional type.
func noneValue<Result>(of type: Result.Type) -> Result? {
    (type as? any OptionalValue.Type)?.noneValue as? Result
}
