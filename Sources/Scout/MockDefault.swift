/// A type whose value a mock may return when a call has no expectation.
///
/// After an unexpected call a strict mock reports a failure, then returns a value
/// so the test goes on and reports every problem; relaxed mocks return it silently.
/// A type's `MockDefault` comes first. Optionals (`nil`), numbers (`0`), `Bool`
/// (`false`), strings (`""`) and the standard collections (empty) have one. Where a
/// type has none, Scout makes a value when it can: common Foundation types, the
/// first case of a `CaseIterable` enum, empty collections, and `Decodable` models
/// decoded from zeros, empty strings, empty arrays and `nil`s. Give your own types
/// one where that is not what you want, or where Scout cannot make one (a class
/// that is not `Decodable`, for example):
///
/// ```swift
/// extension User: MockDefault {
///     static var mockDefault: User { User(id: 0, name: "") }
/// }
/// ```
///
/// When no value can be made, an unexpected call throws a ``ScoutError`` that says
/// what to add; where the call cannot throw (`mock.run`, a property read), the
/// test process stops after that failure.
public protocol MockDefault {
    /// The value a mock returns where nothing else says what to return.
    static var mockDefault: Self { get }
}

extension Optional: MockDefault {
    /// `nil`.
    public static var mockDefault: Self { nil }
}

extension Bool: MockDefault {
    /// `false`.
    public static var mockDefault: Bool { false }
}

extension String: MockDefault {
    /// `""`.
    public static var mockDefault: String { "" }
}

extension Substring: MockDefault {
    /// `""`.
    public static var mockDefault: Substring { "" }
}

extension Array: MockDefault {
    /// `[]`.
    public static var mockDefault: Array { [] }
}

extension Set: MockDefault {
    /// `[]`.
    public static var mockDefault: Set { [] }
}

extension Dictionary: MockDefault {
    /// `[:]`.
    public static var mockDefault: Dictionary { [:] }
}

extension Int: MockDefault {
    /// `0`.
    public static var mockDefault: Int { 0 }
}

extension Int8: MockDefault {
    /// `0`.
    public static var mockDefault: Int8 { 0 }
}

extension Int16: MockDefault {
    /// `0`.
    public static var mockDefault: Int16 { 0 }
}

extension Int32: MockDefault {
    /// `0`.
    public static var mockDefault: Int32 { 0 }
}

extension Int64: MockDefault {
    /// `0`.
    public static var mockDefault: Int64 { 0 }
}

extension UInt: MockDefault {
    /// `0`.
    public static var mockDefault: UInt { 0 }
}

extension UInt8: MockDefault {
    /// `0`.
    public static var mockDefault: UInt8 { 0 }
}

extension UInt16: MockDefault {
    /// `0`.
    public static var mockDefault: UInt16 { 0 }
}

extension UInt32: MockDefault {
    /// `0`.
    public static var mockDefault: UInt32 { 0 }
}

extension UInt64: MockDefault {
    /// `0`.
    public static var mockDefault: UInt64 { 0 }
}

extension Double: MockDefault {
    /// `0`.
    public static var mockDefault: Double { 0 }
}

extension Float: MockDefault {
    /// `0`.
    public static var mockDefault: Float { 0 }
}
