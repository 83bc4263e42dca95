#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Which task, or else which thread, is running: to tell a call the test made
/// itself from one made by a task, thread or queue the code under test started
/// (see `LateArrival`).
///
/// The task's identity is the address of its record, read through
/// `withUnsafeCurrentTask` and compared only while the test that read it runs; a
/// task that ended may lend its address to a later one, which can only make two
/// executions look alike (a note not given), never tell one apart from itself.
/// Outside any task, the thread's identity, from `pthread_self()`.
enum ExecutionIdentity: Hashable, Sendable {
    case task(Int)
    case thread(UInt)

    static var current: ExecutionIdentity {
        if let task = withUnsafeCurrentTask(body: { task in task.map(\.hashValue) }) {
            return .task(task)
        }
        #if canImport(Darwin)
            return .thread(UInt(bitPattern: pthread_self()))
        #else
            return .thread(UInt(pthread_self()))
        #endif
    }
}
