import Foundation
import ScoutLowLevel
import Testing

@testable import ScoutCore

/// A task's identity is its runtime ID, which no later task reuses: a failure of
/// one run of a test is never taken for one of a later run's task.
@Suite("Execution identity: tasks known by an ID no later task reuses")
struct ExecutionIdentityTests {
    @Test("400 tasks run one after the other, each freed before the next: 400 identities, all unique")
    func tasksInTurn() async {
        var seen: Set<ExecutionIdentity> = []
        for _ in 0..<400 {
            seen.insert(await Task { ExecutionIdentity.current }.value)
        }
        #expect(seen.count == 400)
        #expect(seen.allSatisfy { $0.isUnique })
    }

    @Test("one task reads the same identity each time; its child task has another")
    func sameTaskAndChild() async {
        let first = ExecutionIdentity.current
        #expect(first == ExecutionIdentity.current)
        #expect(first.isUnique)
        async let child = ExecutionIdentity.current
        let childIdentity = await child
        #expect(childIdentity != first)
    }

    @Test("outside any task, a thread's identity is not unique: a later thread may reuse it")
    func outsideTasks() {
        let identity = Locked<ExecutionIdentity?>(nil)
        let thread = Thread { identity.withLock { $0 = ExecutionIdentity.current } }
        thread.start()
        while identity.withLock({ $0 }) == nil { usleep(1_000) }
        let unique = identity.withLock { $0?.isUnique }
        #expect(unique == false)
    }

    @Test("outside any task, one thread reads one identity; two threads alive at once read two")
    func threadsAliveAtOnce() {
        let seen = Locked<[ExecutionIdentity]>([])
        let bothRead = DispatchGroup()
        let release = DispatchSemaphore(value: 0)
        for _ in 0..<2 {
            bothRead.enter()
            Thread {
                let first = ExecutionIdentity.current
                let again = ExecutionIdentity.current
                seen.withLock { $0 += [first, again] }
                bothRead.leave()
                // Alive until both have read: no thread's identity can be reused yet.
                release.wait()
            }.start()
        }
        bothRead.wait()
        release.signal()
        release.signal()
        let identities = seen.withLock { $0 }
        #expect(identities.count == 4)
        let threads = Set(stride(from: 0, to: identities.count, by: 2).map { identities[$0] })
        #expect(identities[0] == identities[1] && identities[2] == identities[3], "one thread, one identity")
        #expect(threads.count == 2, "two threads alive at once: two identities")
        #expect(identities.allSatisfy { if case .thread = $0 { true } else { false } })
    }
}
