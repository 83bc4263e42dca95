/// The argument types the call proxies can pass to the engine as plain bits,
/// without boxing them in `Any`: `Int`, `Bool` and `Double`.
///
/// A call whose arguments are all of one of these types, such as
/// `mock.call.fetch(id: id)`, reaches an overload of ``CallMember`` that takes
/// them as they are; an optimized build then makes no heap allocation for the
/// call's arguments at all. Everything else about the call is the same.
///
/// It has no requirements: Scout recognises the three types itself, and boxes the
/// values of any other type that conforms, like any other argument.
public protocol ScalarArgument {}

extension Int: ScalarArgument {}
extension Bool: ScalarArgument {}
extension Double: ScalarArgument {}
