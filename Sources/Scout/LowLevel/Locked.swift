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
        private let primitive: UnsafeMutablePointer<os_unfair_lock>

        init(_ state: State) {
            self.state = .allocate(capacity: 1)
            self.state.initialize(to: state)
            primitive = .allocate(capacity: 1)
            primitive.initialize(to: os_unfair_lock())
        }

        deinit {
            state.deinitialize(count: 1)
            state.deallocate()
            primitive.deinitialize(count: 1)
            primitive.deallocate()
        }

        @inline(__always)
        func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
            os_unfair_lock_lock(primitive)
            defer { os_unfair_lock_unlock(primitive) }
            return try body(&state.pointee)
        }

        /// Locks and returns the state, for the one hot path that cannot afford a
        /// closure; pair with `unlock()`.
        @inline(__always)
        func lock() -> UnsafeMutablePointer<State> {
            os_unfair_lock_lock(primitive)
            return state
        }

        @inline(__always)
        func unlock() {
            os_unfair_lock_unlock(primitive)
        }
    #else
        private let primitive: UnsafeMutablePointer<pthread_mutex_t>

        init(_ state: State) {
            self.state = .allocate(capacity: 1)
            self.state.initialize(to: state)
            primitive = .allocate(capacity: 1)
            primitive.initialize(to: pthread_mutex_t())
            // Adaptive: spins briefly before sleeping, as the critical sections here
            // are a few dozen nanoseconds and a futex sleep costs microseconds.
            var attributes = pthread_mutexattr_t()
            pthread_mutexattr_init(&attributes)
            #if canImport(Glibc)
                pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ADAPTIVE_NP))
            #endif
            pthread_mutex_init(primitive, &attributes)
            pthread_mutexattr_destroy(&attributes)
        }

        deinit {
            pthread_mutex_destroy(primitive)
            primitive.deinitialize(count: 1)
            primitive.deallocate()
            state.deinitialize(count: 1)
            state.deallocate()
        }

        @inline(__always)
        func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
            pthread_mutex_lock(primitive)
            defer { pthread_mutex_unlock(primitive) }
            return try body(&state.pointee)
        }

        /// Locks and returns the state, for the one hot path that cannot afford a
        /// closure; pair with `unlock()`.
        @inline(__always)
        func lock() -> UnsafeMutablePointer<State> {
            pthread_mutex_lock(primitive)
            return state
        }

        @inline(__always)
        func unlock() {
            pthread_mutex_unlock(primitive)
        }
    #endif
}
