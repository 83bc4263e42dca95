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
/// storage, its member table and log theirs in ``Guarded`` storage in place, and
/// the values tests hand Scout are ``Shared``.
///
/// The lock: `os_unfair_lock` on Apple platforms (`Mutex` needs macOS 15 / iOS 18
/// there); on Linux a three-state futex lock in `CScoutAtomics` (uncontended, one
/// compare-and-swap and one exchange, inlined; ThreadSanitizer sees its atomics,
/// where it does not see the ordering `Synchronization.Mutex` gives and reports
/// false races); elsewhere a `pthread_mutex_t`.
@usableFromInline package struct Locked<State: Sendable & ~Copyable>: @unchecked Sendable {
    /// The one allocation: an object whose header is the lock primitive and whose
    /// one element is the state. Copies of a `Locked` share it.
    @usableFromInline let storage: LockedStorage<State>
    /// The state, inside `storage`: a stored `var` would cost a dynamic
    /// exclusivity check on every access, and the lock already excludes.
    @usableFromInline let state: UnsafeMutablePointer<State>
    /// The lock primitive, inside `storage`.
    @usableFromInline let primitive: UnsafeMutablePointer<LockPrimitive>

    @inlinable package init(_ state: consuming State) {
        (storage, self.state, primitive) = LockedStorage<State>.make(state)
    }

    @inline(__always)
    @inlinable package func withLock<Result>(
        _ body: (inout State) throws -> Result
    ) rethrows -> Result {
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
@usableFromInline package struct Held<State: Sendable & ~Copyable> {
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

/// What a ``Locked`` allocates: one object, its header the lock primitive, its one
/// element the state, so that a lock is one allocation (a fresh mock makes one
/// fewer than with a class holding a separate allocation), and a state that cannot
/// be copied lives there in place. The pointers `Locked` keeps into it stay valid
/// while it lives, which the `Locked` holding it ensures: a `ManagedBuffer` never
/// moves its header or elements.
@usableFromInline package final class LockedStorage<State: ~Copyable>: ManagedBuffer<LockPrimitive, State> {
    /// A storage holding `state`, its primitive initialized (unlocked), with
    /// pointers to both: valid while the storage lives, which the caller keeps.
    @inlinable static func make(
        _ state: consuming State
    ) -> (LockedStorage, UnsafeMutablePointer<State>, UnsafeMutablePointer<LockPrimitive>) {
        let storage = unsafeDowncast(
            create(minimumCapacity: 1) { _ in LockPrimitive() }, to: LockedStorage.self)
        let (primitive, statePointer) = storage.withUnsafeMutablePointers { primitive, state in (primitive, state) }
        statePointer.initialize(to: state)
        #if os(Linux)
            cscout_lock_init(primitive)
        #elseif !canImport(Darwin)
            pthread_mutex_init(primitive, nil)
        #endif
        return (storage, statePointer, primitive)
    }

    /// The header (the primitive) is destroyed by `ManagedBuffer`; the element
    /// (the state) is this class's to destroy.
    deinit {
        _ = withUnsafeMutablePointers { primitive, state in
            #if !canImport(Darwin) && !os(Linux)
                pthread_mutex_destroy(primitive)
            #endif
            state.deinitialize(count: 1)
        }
    }
}
