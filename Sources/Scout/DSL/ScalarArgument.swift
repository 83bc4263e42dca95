/// The argument types the call proxies pass to the engine as plain bits, without
/// boxing them in `Any`: `Int`, `Bool` and `Double`.
///
/// A call whose arguments are all of one of these types, such as
/// `mock.call.fetch(id: id)`, reaches an overload of ``MockedFunction`` that
/// takes them as they are; an optimized build then makes no heap allocation for
/// the call's arguments at all. Everything else about the call is the same.
///
/// Scout conforms these three types; conforming other types is not supported.
public protocol ScalarArgument {
    /// The engine's tag for the type. Not for use outside Scout.
    static var _scoutTag: UInt8 { get }
    /// The value's bits as the engine compares them. Not for use outside Scout.
    var _scoutWord: UInt64 { get }
}

extension Int: ScalarArgument {
    /// The engine's tag for `Int`. Not for use outside Scout.
    @inlinable public static var _scoutTag: UInt8 { 1 }
    /// The value's bits, sign-extended. Not for use outside Scout.
    @inlinable public var _scoutWord: UInt64 { UInt64(bitPattern: Int64(self)) }
}

extension Bool: ScalarArgument {
    /// The engine's tag for `Bool`. Not for use outside Scout.
    @inlinable public static var _scoutTag: UInt8 { 2 }
    /// 1 for `true`, 0 for `false`. Not for use outside Scout.
    @inlinable public var _scoutWord: UInt64 { self ? 1 : 0 }
}

extension Double: ScalarArgument {
    /// The engine's tag for `Double`. Not for use outside Scout.
    @inlinable public static var _scoutTag: UInt8 { 3 }
    /// The value's bit pattern. Not for use outside Scout.
    @inlinable public var _scoutWord: UInt64 { bitPattern }
}
