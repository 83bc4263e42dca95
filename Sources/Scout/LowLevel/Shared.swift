/// A value a test handed Scout, shared between threads as it is: an answer, an
/// expected value, a call's arguments, an error to throw, a lent closure.
///
/// Swift cannot check these for `Sendable`: they are `Any`, generic, or of the
/// test's own types. The claim, which ``LayoutChecks``' table lists with its
/// checks: Scout stores such a value once and then only reads it (compares,
/// renders, copies or returns it), and never changes it; it crosses threads as it
/// does when the code under test calls a real dependency from another thread.
/// Whether the value's own type may be shared that way is the test's business.
///
/// Every `@unchecked Sendable` of Scout is in `LowLevel/`: this wrapper for values,
/// ``LockGuarded`` and ``Locked`` for state behind a lock, `Unretained` for
/// references to `Sendable` objects, ``WeakShared`` for the XCTest case a tracker
/// follows, `CallArguments` for a call's arguments, and `ReturnBox` (with its
/// subclass), which holds a test's answer as this does.
@propertyWrapper
@usableFromInline package struct Shared<Value>: @unchecked Sendable {
    /// A `let`: the compiler holds Scout to the claim that it never changes one.
    @usableFromInline package let wrappedValue: Value

    @inline(__always)
    @inlinable package init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
}

extension Shared where Value == KeyValuePairs<String, Any?> {
    /// Arguments a test wrote for an expected call. Not generic: unoptimized, the
    /// generic initializer looks up `Shared<Value>`'s metadata on every call (about
    /// 700 instructions).
    @inlinable package init(pairs: KeyValuePairs<String, Any?>) {
        wrappedValue = pairs
    }
}

/// A weak reference to an object of a test framework that is not `Sendable` (the
/// running `XCTestCase`), kept in locked state: the same claim as ``Shared``, the
/// object is only read (whether its run was skipped) from the thread that asks.
@usableFromInline package struct WeakShared<Object: AnyObject>: @unchecked Sendable {
    package weak var object: Object?

    package init(_ object: Object?) {
        self.object = object
    }
}
