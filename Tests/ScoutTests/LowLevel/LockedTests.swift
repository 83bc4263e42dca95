import Foundation
import ScoutLowLevel
import Testing

/// A `Locked` is one allocation holding its state and its lock: copies share both,
/// the state is freed once, when the last copy goes, and the lock excludes.
@Suite("Locked: one allocation, shared by its copies, freed once")
struct LockedTests {
    final class Tracked: Sendable {
        let frees: Locked<Int>
        init(counting frees: Locked<Int>) { self.frees = frees }
        deinit { frees.withLock { $0 += 1 } }
    }

    @Test("a copy changes the state the original reads")
    func copiesShareTheState() {
        let original = Locked(0)
        let copy = original
        copy.withLock { $0 = 7 }
        #expect(original.withLock { $0 } == 7)
        let held = original.lock()
        held.state += 1
        original.unlock()
        #expect(copy.withLock { $0 } == 8)
    }

    @Test("the state is freed once, when the last copy goes, not before")
    func freedOnceWithTheLastCopy() {
        let frees = Locked(0)
        var first: Locked<Tracked>? = Locked(Tracked(counting: frees))
        var second = first
        first = nil
        #expect(frees.withLock { $0 } == 0, "a copy still holds it")
        second?.withLock { _ in }
        second = nil
        #expect(frees.withLock { $0 } == 1)
    }

    @Test("8 tasks adding 10,000 each under the lock: 80,000, nothing lost")
    func excludes() async {
        let counter = Locked(0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<10_000 { counter.withLock { $0 += 1 } }
                }
            }
        }
        #expect(counter.withLock { $0 } == 80_000)
    }
}
