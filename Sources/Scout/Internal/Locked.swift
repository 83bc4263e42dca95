#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A value guarded by one lock, mutated in short transactions.
///
/// Apple platforms use `os_unfair_lock` (`Mutex` needs macOS 15 / iOS 18 there).
/// Elsewhere a `pthread_mutex_t`: ThreadSanitizer understands it, while it does not
/// see the ordering `Synchronization.Mutex` gives on Linux and reports false races.
/// Never run user code inside `withLock`.
final class Locked<State>: @unchecked Sendable {
    /// The state lives behind a pointer: a stored `var` would cost a dynamic
    /// exclusivity check on every access, and the lock already excludes.
    private let state: UnsafeMutablePointer<State>

    #if canImport(Darwin)
        private let lock: UnsafeMutablePointer<os_unfair_lock>

        init(_ state: State) {
            self.state = .allocate(capacity: 1)
            self.state.initialize(to: state)
            lock = .allocate(capacity: 1)
            lock.initialize(to: os_unfair_lock())
        }

        deinit {
            state.deinitialize(count: 1)
            state.deallocate()
            lock.deinitialize(count: 1)
            lock.deallocate()
        }

        @inline(__always)
        func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
            os_unfair_lock_lock(lock)
            defer { os_unfair_lock_unlock(lock) }
            return try body(&state.pointee)
        }
    #else
        private let lock: UnsafeMutablePointer<pthread_mutex_t>

        init(_ state: State) {
            self.state = .allocate(capacity: 1)
            self.state.initialize(to: state)
            lock = .allocate(capacity: 1)
            lock.initialize(to: pthread_mutex_t())
            pthread_mutex_init(lock, nil)
        }

        deinit {
            pthread_mutex_destroy(lock)
            lock.deinitialize(count: 1)
            lock.deallocate()
            state.deinitialize(count: 1)
            state.deallocate()
        }

        @inline(__always)
        func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
            pthread_mutex_lock(lock)
            defer { pthread_mutex_unlock(lock) }
            return try body(&state.pointee)
        }
    #endif
}
