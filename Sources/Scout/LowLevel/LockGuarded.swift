/// The changing fields of a class whose every access happens under one lock
/// (the owning mock's): kept behind a pointer, so that reading or writing them
/// costs no dynamic exclusivity check. A stored `var` of a class pays one on every
/// access, in optimized builds too. The price is one dependent load per object on
/// the hot path. Fields stored in the object itself, behind a `_read`/`_modify`
/// accessor of a generic class, cost no load but more instructions per call in
/// debug builds, so they are not used. (The measurements: the Performance article,
/// "Measurements behind the code".)
///
/// The assumption, in `LayoutChecks`' table: nothing reaches ``value`` without
/// the owner's lock, so no two accesses overlap. The compiler cannot check it, and
/// the type is `Sendable` whatever it holds; `.ci/strict-memory-safety` fails if
/// one is made outside `State/`. `MemberRecord` and `ExpectationRecord` keep their
/// fields here (`MemberTable` and `InteractionLog`, which live inside a mock's
/// state, keep theirs in place, in ``Guarded``); ThreadSanitizer
/// runs over the whole suite in CI, and `ModelBasedStressTests` calls, checks and
/// resets mocks from tasks and threads at once.
///
/// Not copyable: one owner, which frees the fields by going away.
@usableFromInline package struct LockGuarded<Value: ~Copyable>: ~Copyable {
    @usableFromInline let pointer: UnsafeMutablePointer<Value>

    @inlinable package init(_ value: consuming Value) {
        pointer = HeapMemory.allocate(Value.self, capacity: 1)
        pointer.initialize(to: value)
    }

    @inlinable deinit {
        pointer.deinitialize(count: 1)
        HeapMemory.free(pointer)
    }

    /// The fields, in place. Only under the owner's lock.
    @inlinable package var value: Value {
        @_transparent unsafeAddress { UnsafePointer(pointer) }
        @_transparent nonmutating unsafeMutableAddress { pointer }
    }
}

/// Its fields are reached only under the owner's lock (the type's one rule), so
/// sharing the storage between threads is what the lock orders.
extension LockGuarded: @unchecked Sendable where Value: ~Copyable {}

/// The changing fields of a value kept inside a mock's ``Locked`` state (its
/// member table, its log), in place: the same rule as ``LockGuarded``, with no
/// allocation, since the state they live in is reached only through the lock.
///
/// The assumption, in `LayoutChecks`' table: nothing reaches ``value`` without
/// the owner's lock. It claims `Sendable` whatever it holds (a log's records keep
/// the arguments of calls, `Any`), which that lock makes true; `.ci/strict-memory-safety`
/// fails if one is made outside `State/`.
@usableFromInline package struct Guarded<Value: ~Copyable>: ~Copyable {
    /// The fields, in place. Only under the owner's lock.
    @usableFromInline package var value: Value

    @inlinable package init(_ value: consuming Value) {
        self.value = value
    }
}

/// Its fields are reached only under the owner's lock (the type's one rule).
extension Guarded: @unchecked Sendable where Value: ~Copyable {}
