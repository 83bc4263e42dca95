#if canImport(Darwin)
    import Darwin
#else
    import Synchronization
#endif

/// A value guarded by one lock, mutated in short transactions.
///
/// Apple platforms use `os_unfair_lock` (`Mutex` needs macOS 15 / iOS 18 there);
/// elsewhere `Synchronization.Mutex`. Never run user code inside `withLock`.
final class Locked<State>: @unchecked Sendable {
    private var state: State

    #if canImport(Darwin)
        private let lock: UnsafeMutablePointer<os_unfair_lock>

        init(_ state: State) {
            self.state = state
            lock = .allocate(capacity: 1)
            lock.initialize(to: os_unfair_lock())
        }

        deinit {
            lock.deinitialize(count: 1)
            lock.deallocate()
        }

        @inline(__always)
        func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
            os_unfair_lock_lock(lock)
            defer { os_unfair_lock_unlock(lock) }
            return try body(&state)
        }
    #else
        private let mutex = Mutex<Void>(())

        init(_ state: State) {
            self.state = state
        }

        @inline(__always)
        func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
            try mutex.withLock { _ in try body(&state) }
        }
    #endif
}
