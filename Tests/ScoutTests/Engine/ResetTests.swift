import Foundation
import Testing

import Scout
import ScoutLowLevel
@testable import ScoutCore

/// `reset()` against calls in flight, re-entrant deinits, self-referencing
/// blocks, and many phases.
@Suite("reset()")
struct ResetTests {
    @Test("reset() racing calls whose matchers run outside the lock: no crash, no phantom call")
    func racingSlowPathCalls() {
        let directory = MockDirectory()
        // Each phase sets its expectations in another order, some phases only one:
        // a call judged in one phase and recorded in the next would get another
        // member's position.
        @Sendable func expectAll(phase: Int = 0) {
            let setters: [@Sendable () -> Void] = [
                { directory.expect.fetch(id: satisfying { (id: Int) in id >= 0 }).to(alwaysReturn(ada)) },
                { directory.expect.search(hasPrefix("a"), limit: greaterThan(0)).to(alwaysReturn([ada])) },
                { directory.expect.send(to: hasSuffix(".com")).toAlways { _ in } },
            ]
            let count = phase % 4 == 3 ? 1 : 3
            for offset in 0..<count { setters[(phase + offset) % 3]() }
        }
        expectAll()
        let group = DispatchGroup()
        for worker in 0..<3 {
            group.enter()
            Thread {
                for round in 0..<3_000 {
                    _ = captureFailures {
                        switch (worker + round) % 3 {
                        case 0: _ = try? directory.fetch(id: round)
                        case 1: _ = directory.search("ada", limit: 1)
                        default: directory.send(to: "ada@example.com")
                        }
                    }
                }
                group.leave()
            }.start()
        }
        let misattributed = Counter()
        group.enter()
        Thread {
            for phase in 0..<1_000 {
                // Every recorded interaction names its own member: as many
                // arguments as the member has labels.
                for interaction in directory.interactions {
                    let labels = interaction.member.filter { $0 == ":" }.count
                    if interaction.arguments.count != labels { misattributed.log(interaction.description) }
                }
                directory.mock.reset()
                expectAll(phase: phase)
            }
            group.leave()
        }.start()
        #expect(group.wait(timeout: .now() + 120) == .success, "the workers did not finish")
        #expect(misattributed.logged == [])
        let members = Set(directory.interactions.map(\.member))
        #expect(members.isSubset(of: ["fetch(id:)", "search(_:limit:)", "send(to:)"]))
        #expect(directory.received.reset().count == 0)
        #expect(directory.received.total().count == 0)
        #expect(directory.received.rename(id: any(), to: any()).count == 0)
    }

    @Test("reset() frees the old log outside the lock: a logged argument's deinit may call the mock")
    func deinitCallsTheMock() throws {
        let mock = Mock(policy: .relaxed)
        final class Token: Sendable {
            let mock: Mock
            init(_ mock: Mock) { self.mock = mock }
            deinit { try! mock.call.tokenFreed() }
        }
        try mock.call.keep(Token(mock)) as Void
        let finished = DispatchSemaphore(value: 0)
        Thread {
            mock.reset()
            finished.signal()
        }.start()
        try #require(finished.wait(timeout: .now() + 30) == .success, "reset() deadlocked")
        #expect(mock.interactions.map(\.member) == ["tokenFreed()"])
    }

    @Test("reset() breaks the cycle through a block that calls its own mock")
    func selfCallingBlock() {
        weak var weakDirectory: MockDirectory?
        do {
            let directory = MockDirectory()
            weakDirectory = directory
            directory.expect.total().toAlways { _ in directory.title.count }
            directory.mock.reset()
        }
        #expect(weakDirectory == nil)
    }

    @Test("100,000 mocks whose block calls their own mock are all freed once reset() ran")
    func manySelfCallingMocks() {
        final class Canary: Sendable {
            let freed: Counter
            init(_ freed: Counter) { self.freed = freed }
            deinit { freed.increment() }
        }
        let freed = Counter()
        for _ in 0..<100_000 {
            let directory = MockDirectory()
            let canary = Canary(freed)
            directory.expect.title.to(alwaysReturn("Ada"))
            directory.expect.total().toAlways { _ in withExtendedLifetime(canary) { directory.title.count } }
            _ = directory.total()
            directory.mock.reset()
        }
        #expect(freed.current == 100_000)
    }

    @Test("10,000 phases of one shared mock keep nothing of the earlier phases")
    func manyPhases() {
        final class Canary: Sendable {}
        let directory = MockDirectory()
        var canaries: [Weak<Canary>] = []
        for phase in 0..<10_000 {
            let canary = Canary()
            if phase % 100 == 0 { canaries.append(Weak(canary)) }
            directory.expect.total().toAlways { _ in withExtendedLifetime(canary) { phase } }
            #expect(directory.total() == phase)
            directory.mock.reset()
        }
        #expect(canaries.allSatisfy { $0.value == nil })
    }

    @Test("100,000 assignments of one property are each found like a read")
    func manyAssignments() {
        let directory = MockDirectory()
        directory.expect.title.toAlwaysBeSet()
        for index in 0..<100_000 { directory.title = index.isMultiple(of: 2) ? "even" : "odd" }
        #expect(directory.received.title.sets.count == 100_000)
        #expect(directory.received.title.sets(to: "even").count == 50_000)
        let (members, indexed) = directory.mock.core.state.withLock { ($0.table.members.count, $0.table.indexedCount) }
        #expect(members == 1)
        #expect(indexed == (LayoutChecks.fastPath ? 1 : 0), "one index entry, found by every assignment")
    }
}

/// A weak reference, to see whether an object was freed.
struct Weak<Object: AnyObject> {
    weak var value: Object?
    init(_ value: Object) { self.value = value }
}

/// A flag set once, read from any thread.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
    func set() {
        lock.lock()
        value = true
        lock.unlock()
    }
}
