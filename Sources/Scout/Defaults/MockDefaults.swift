import ScoutLowLevel

/// Values mocks return where nothing else says what to return, for the types you
/// name, in a scope: a test or suite (`.mocks(defaults:)`), or a block
/// (``withMockDefaults(_:_:)-(_,()->Result)``).
///
/// ```swift
/// @Test(.mocks(policy: .relaxed, defaults: MockDefaults().with(Car.sample)))
/// func garage() { … }
///
/// withMockDefaults(MockDefaults().with(Car.sample).derivingOptionalsAndArrays()) {
///     #expect(relaxedGarage.cars() == [Car.sample])  // [Car] answers [Car.sample]
/// }
/// ```
///
/// They come before a type's ``MockDefault`` and the values Scout makes, and are
/// read when a mock answers, so they reach mocks made before the scope began. A
/// scope inside another adds to its defaults and overrides them for the types it
/// names: a test's `.mocks(defaults:)` over its suite's. Like any task-local value,
/// they reach the scope's child tasks (`Task { }`, `async let`, task groups), not a
/// `Task.detached`, a `Thread` or a dispatch queue, whose calls answer as outside
/// the scope. Derivation, once asked for, stays on in inner scopes.
public struct MockDefaults: Sendable {
    /// The values given, by type.
    private var values: [ObjectIdentifier: Shared<Any>] = [:]
    /// Whether `T?` and `[T]` answer `T`'s given default (`.some`, one element).
    private var derives = false

    /// No defaults: every type answers as it would without a scope.
    public init() {}

    /// These defaults, and `value` for its type.
    ///
    /// - Parameter value: What mocks answer for `Value`; it replaces one given for `Value` before.
    /// - Returns: A copy of these defaults with `value` added; `self` is unchanged.
    public func with<Value: Sendable>(_ value: Value) -> MockDefaults {
        var defaults = self
        defaults.values[ObjectIdentifier(Value.self)] = Shared(wrappedValue: value)
        return defaults
    }

    /// These defaults, where an optional of a type with a default you gave (with
    /// ``with(_:)``, or your own ``MockDefault`` conformance) answers that default
    /// instead of `nil`, and an array of it a one-element array instead of `[]`, as
    /// Mockable does. Without it, `T?` answers `nil` and `[T]` answers `[]`.
    ///
    /// - Returns: A copy of these defaults that derives optionals and arrays; `self` is unchanged.
    public func derivingOptionalsAndArrays() -> MockDefaults {
        var defaults = self
        defaults.derives = true
        return defaults
    }

    /// `self` inside `outer`: `outer`'s values, overridden by these.
    func inside(_ outer: MockDefaults?) -> MockDefaults {
        guard let outer else { return self }
        var merged = outer
        merged.values.merge(values) { _, inner in inner }
        merged.derives = outer.derives || derives
        return merged
    }

    /// The defaults of the scope running here.
    @TaskLocal static var current: MockDefaults?

    /// The value these defaults give for `type`, if any: one given, or one derived
    /// from an element's.
    func value(for type: Any.Type) -> Any? {
        if let given = values[ObjectIdentifier(type)] { return given.wrappedValue }
        guard derives else { return nil }
        if let optional = type as? any DerivableOptional.Type, let wrapped = userDefault(for: optional.wrappedType) {
            return optional.wrapping(wrapped)
        }
        if let array = type as? any DerivableArray.Type, let element = userDefault(for: array.elementType) {
            return array.single(element)
        }
        return nil
    }

    /// A default the user gave `type`: here, or by a ``MockDefault`` conformance of
    /// their own (not one of Scout's, such as `String`'s `""`).
    private func userDefault(for type: Any.Type) -> Any? {
        if let given = value(for: type) { return given }
        guard let declared = type as? any MockDefault.Type, !(type is any ScoutProvidedDefault.Type) else {
            return nil
        }
        return declared.mockDefault
    }
}

/// Runs `body` with `defaults` added to those of the scope running here.
///
/// - Parameters:
///   - defaults: The defaults to add; for the types they name, they override the enclosing scope's.
///   - body: The code whose mocks answer with these defaults.
/// - Returns: What `body` returns.
/// - Throws: Whatever `body` throws.
public func withMockDefaults<Result>(_ defaults: MockDefaults, _ body: () throws -> Result) rethrows -> Result {
    try MockDefaults.$current.withValue(defaults.inside(MockDefaults.current), operation: body)
}

/// Awaits `body` with `defaults` added to those of the scope running here.
///
/// - Parameters:
///   - defaults: The defaults to add; for the types they name, they override the enclosing scope's.
///   - isolation: The actor the body runs on, the caller's by default.
///   - body: The code whose mocks answer with these defaults.
/// - Returns: What `body` returns.
/// - Throws: Whatever `body` throws.
public func withMockDefaults<Result>(
    _ defaults: MockDefaults, isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
) async rethrows -> Result {
    try await MockDefaults.$current.withValue(defaults.inside(MockDefaults.current), operation: body)
}

/// An optional whose wrapped type's default it can answer with.
protocol DerivableOptional {
    static var wrappedType: Any.Type { get }
    static func wrapping(_ value: Any) -> Any?
}

extension Optional: DerivableOptional {
    static var wrappedType: Any.Type { Wrapped.self }
    static func wrapping(_ value: Any) -> Any? { (value as? Wrapped).map { Optional($0) as Any } }
}

/// An array whose element type's default it can answer with, once.
protocol DerivableArray {
    static var elementType: Any.Type { get }
    static func single(_ value: Any) -> Any?
}

extension Array: DerivableArray {
    static var elementType: Any.Type { Element.self }
    static func single(_ value: Any) -> Any? { (value as? Element).map { [$0] as Any } }
}

/// The types whose ``MockDefault`` Scout declares itself.
protocol ScoutProvidedDefault {}
extension Optional: ScoutProvidedDefault {}
extension Bool: ScoutProvidedDefault {}
extension String: ScoutProvidedDefault {}
extension Substring: ScoutProvidedDefault {}
extension Array: ScoutProvidedDefault {}
extension Set: ScoutProvidedDefault {}
extension Dictionary: ScoutProvidedDefault {}
extension Int: ScoutProvidedDefault {}
extension Int8: ScoutProvidedDefault {}
extension Int16: ScoutProvidedDefault {}
extension Int32: ScoutProvidedDefault {}
extension Int64: ScoutProvidedDefault {}
extension UInt: ScoutProvidedDefault {}
extension UInt8: ScoutProvidedDefault {}
extension UInt16: ScoutProvidedDefault {}
extension UInt32: ScoutProvidedDefault {}
extension UInt64: ScoutProvidedDefault {}
extension Double: ScoutProvidedDefault {}
extension Float: ScoutProvidedDefault {}
