// On Linux the lock is CScoutAtomics' own: no Glibc import (see System.c).
#if canImport(Darwin)
    import Darwin
#elseif os(Linux)
    import CScoutAtomics
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A value guarded by one lock, mutated in short transactions. Never run user
/// code inside `withLock`.
///
/// It asks for a `Sendable` state, as swift-testing's `Locked` does: the lock
/// orders the accesses, the state's own conformance says that what is read out
/// of it may cross threads. A mock's state is `Sendable` because the compiler
/// checks it so: its classes keep their changing fields in ``LockGuarded``
/// storage, and the values tests hand Scout are ``Shared``.
///
/// The lock: `os_unfair_lock` on Apple platforms (`Mutex` needs macOS 15 / iOS 18
/// there); on Linux a three-state futex lock in `CScoutAtomics` (uncontended, one
/// compare-and-swap and one exchange, inlined; ThreadSanitizer sees its atomics,
/// where it does not see the ordering `Synchronization.Mutex` gives and reports
/// false races); elsewhere a `pthread_mutex_t`.
@usableFromInline package struct Locked<State: Sendable>: @unchecked Sendable {
    @usableFromInline typealias Primitive = LockPrimitive

    /// The one allocation: an object whose header is the state and whose one
    /// element is the lock primitive. Copies of a `Locked` share it.
    @usableFromInline let storage: LockedStorage<State>
    /// The state, inside `storage`: a stored `var` would cost a dynamic
    /// exclusivity check on every access, and the lock already excludes.
    @usableFromInline let state: UnsafeMutablePointer<State>
    /// The lock primitive, inside `storage`.
    @usableFromInline let primitive: UnsafeMutablePointer<Primitive>

    @inlinable package init(_ state: State) {
        (storage, self.state, primitive) = LockedStorage<State>.make(state)
    }

    @inline(__always)
    @inlinable package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        acquire()
        defer { release() }
        return try body(&state.pointee)
    }

    /// Locks and returns the state, for the hot path, which cannot afford a closure
    /// in unoptimized builds; pair with `unlock()`, and do not use the handle after it.
    @inline(__always)
    @inlinable package func lock() -> Held<State> {
        acquire()
        return Held(state)
    }

    @inline(__always)
    @inlinable package func unlock() {
        release()
    }

    @inline(__always)
    @inlinable func acquire() {
        #if canImport(Darwin)
            os_unfair_lock_lock(primitive)
        #elseif os(Linux)
            cscout_lock_lock(primitive)
        #else
            pthread_mutex_lock(primitive)
        #endif
    }

    @inline(__always)
    @inlinable func release() {
        #if canImport(Darwin)
            os_unfair_lock_unlock(primitive)
        #elseif os(Linux)
            cscout_lock_unlock(primitive)
        #else
            pthread_mutex_unlock(primitive)
        #endif
    }
}

/// The state of a ``Locked`` while its lock is held: from `lock()` to `unlock()`.
@usableFromInline package struct Held<State: Sendable> {
    @usableFromInline let pointer: UnsafeMutablePointer<State>

    @_transparent
    @usableFromInline package init(_ pointer: UnsafeMutablePointer<State>) {
        self.pointer = pointer
    }

    @inlinable package var state: State {
        @inline(__always) unsafeAddress { UnsafePointer(pointer) }
        @inline(__always) nonmutating unsafeMutableAddress { pointer }
    }
}

/// The lock primitive of this platform (see ``Locked``).
#if canImport(Darwin)
    @usableFromInline package typealias LockPrimitive = os_unfair_lock
#elseif os(Linux)
    @usableFromInline package typealias LockPrimitive = cscout_lock
#else
    @usableFromInline package typealias LockPrimitive = pthread_mutex_t
#endif

/// What a ``Locked`` allocates: one object, its header the state, its one element
/// the lock primitive, so that a lock is one allocation (a fresh mock makes one
/// fewer than with a class holding a separate allocation). The pointers `Locked`
/// keeps into it stay valid while it lives, which the `Locked` holding it ensures:
/// a `ManagedBuffer` never moves its header or elements.
@usableFromInline package final class LockedStorage<State>: ManagedBuffer<State, LockPrimitive> {
    /// A storage for `state`, its primitive initialized (unlocked), with pointers to
    /// both: valid while the storage lives, which the caller keeps.
    @inlinable static func make(
        _ state: State
    ) -> (LockedStorage, UnsafeMutablePointer<State>, UnsafeMutablePointer<LockPrimitive>) {
        let storage = unsafeDowncast(create(minimumCapacity: 1) { _ in state }, to: LockedStorage.self)
        let (state, primitive) = storage.withUnsafeMutablePointers { state, primitive in (state, primitive) }
        #if canImport(Darwin)
            primitive.initialize(to: os_unfair_lock())
        #elseif os(Linux)
            primitive.initialize(to: cscout_lock())
            cscout_lock_init(primitive)
        #else
            primitive.initialize(to: pthread_mutex_t())
            pthread_mutex_init(primitive, nil)
        #endif
        return (storage, state, primitive)
    }

    /// The header (the state) is destroyed by `ManagedBuffer`; the element (the
    /// primitive) is this class's to destroy.
    deinit {
        _ = withUnsafeMutablePointerToElements { primitive in
            #if !canImport(Darwin) && !os(Linux)
                pthread_mutex_destroy(primitive)
            #endif
            primitive.deinitialize(count: 1)
        }
    }
}
