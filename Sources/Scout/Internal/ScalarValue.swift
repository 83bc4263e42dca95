/// An argument seen as one of the types Scout compares without dynamic casts or
/// user code: the fast path for plain values and ``equalTo(_:)``.
///
/// `.other` means "not decided here": the matcher's own `match` judges it.
enum ScalarValue: Sendable, Equatable {
    case none
    case int(Int)
    case string(String)
    case bool(Bool)
    case double(Double)
    case other

    /// Classifies `value` by opening its existential and comparing metadata, which
    /// costs a fraction of an `as?` cast.
    init(_ value: Any?) {
        guard let value else {
            self = .none
            return
        }
        self = classify(value)
    }
}

private func classify<T>(_ value: T) -> ScalarValue {
    if T.self == Int.self { return .int(unsafeBitCast(value, to: Int.self)) }
    if T.self == String.self { return .string(unsafeBitCast(value, to: String.self)) }
    if T.self == Bool.self { return .bool(unsafeBitCast(value, to: Bool.self)) }
    if T.self == Double.self { return .double(unsafeBitCast(value, to: Double.self)) }
    return .other
}

/// `value` as a `Value`; only for a `value` whose dynamic type is exactly `Value`
/// (check `type(of: value) == Value.self` first). No dynamic cast, and no
/// `Optional<Value>`, whose metadata generic code would have to look up.
@inline(__always)
func unbox<Value>(_ value: Any, as type: Value.Type) -> Value {
    func open<T>(_ opened: T) -> Value { unsafeBitCast(opened, to: Value.self) }
    return open(value)
}

