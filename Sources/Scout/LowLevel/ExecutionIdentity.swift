import CScoutAtomics

/// Which task, or else which thread, is running: to tell a call the test made
/// itself from one made by a task, thread or queue the code under test started
/// (see `LateArrival`), and a later failure of the same task from one of another
/// run of the same test (see `MockCore.follows`).
///
/// A task is known by the ID the Swift runtime gave it (`cscout_current_task_id`),
/// which no later task reuses. Where the runtime does not give it (a static Swift
/// standard library does not export it), by a hash of the address of its record,
/// read through `withUnsafeCurrentTask`: a task that ended may lend its
/// address to a later one, so such an identity is only `unique` while the task
/// lives. Outside any task, the thread's identity, from `pthread_self()`
/// (`cscout_thread_id`), which a later thread may reuse too.
@usableFromInline package enum ExecutionIdentity: Hashable, Sendable {
    case task(UInt64)
    case taskAddress(Int)
    case thread(UInt)

    @inlinable package static var current: ExecutionIdentity {
        let id = cscout_current_task_id()
        if id != 0 { return .task(id) }
        if let task = withUnsafeCurrentTask(body: { task in task.map(\.hashValue) }) {
            return .taskAddress(task)
        }
        return .thread(UInt(cscout_thread_id()))
    }

    /// Whether no other execution, now or later in the process, can have this
    /// identity: a task known by its runtime ID.
    @inlinable package var isUnique: Bool {
        if case .task = self { return true }
        return false
    }
}
