import Testing

@testable import ScoutLowLevel

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

    @Test("the lock primitive and the state are inside the one object the Locked holds")
    func oneAllocation() {
        let locked = Locked<Int>(5)
        let object = UInt(bitPattern: Unmanaged.passUnretained(locked.storage).toOpaque())
        let state = UInt(bitPattern: locked.state)
        let primitive = UInt(bitPattern: locked.primitive)
        // An object's header is two words; the primitive (the buffer's header)
        // follows it, the state (its one element) the primitive.
        #expect(primitive >= object + 2 * UInt(MemoryLayout<Int>.size))
        #expect(state >= primitive + UInt(MemoryLayout<LockPrimitive>.size))
        #expect(state < object + 64)
        #expect(locked.state.pointee == 5)
    }

    /// A state that cannot be copied, as a mock's is: it lives in place.
    struct Unique: ~Copyable, Sendable {
        var count = 0
        let frees: Locked<Int>
        deinit { frees.withLock { $0 += 1 } }
    }

    @Test("a state that cannot be copied lives in place, is changed in place, and is freed once")
    func noncopyableState() {
        let frees = Locked(0)
        do {
            let locked = Locked(Unique(frees: frees))
            locked.withLock { $0.count += 2 }
            let held = locked.lock()
            held.state.count += 1
            locked.unlock()
            #expect(locked.withLock { $0.count } == 3)
            #expect(frees.withLock { $0 } == 0)
        }
        #expect(frees.withLock { $0 } == 1)
    }
}
