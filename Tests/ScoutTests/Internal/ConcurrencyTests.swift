import Dispatch
import Foundation
import Scout
import Testing

/// Mocks are called from many threads and tasks at once: nothing may be lost,
/// counts must be exact, and blocks run outside the lock.
@Suite("Concurrency")
struct ConcurrencyTests {
    @Test("8 tasks × 5,000 calls: every call answered and recorded, none lost")
    func manyTasks() async throws {
        let directory = MockDirectory()
        let ids = ArgumentCaptor<Int>()
        let blockRuns = Counter()
        directory.expect.fetch(id: ids).toAlways { args in
            blockRuns.increment()
            return User(id: try args.id, name: "u")
        }
        try await withThrowingTaskGroup(of: Int.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var sum = 0
                    for call in 0..<5_000 { sum += try directory.fetch(id: task * 5_000 + call).id }
                    return sum
                }
            }
            var total = 0
            for try await sum in group { total += sum }
            #expect(total == (0..<40_000).reduce(0, +))
        }
        #expect(blockRuns.current == 40_000)
        #expect(directory.interactions.count == 40_000)
        #expect(Set(ids.values) == Set(0..<40_000))
        directory.verify()
    }

    @Test("a limited expectation answers exactly its count under contention, then calls are unexpected")
    func exactConsumption() async {
        let directory = MockDirectory(Mock(policy: .relaxed))
        directory.expect.total().to(`return`(1, times: 1_000))
        let answered = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<8 {
                group.addTask { (0..<500).reduce(0) { sum, _ in sum + directory.total() } }
            }
            return await group.reduce(0, +)
        }
        #expect(answered == 1_000)
        #expect(directory.interactions.filter(\.wasExpected).count == 1_000)
        #expect(directory.interactions.count == 4_000)
        directory.verify()
    }

    @Test("reset() while calls are in flight: every call gets a value from an expectation set before or after it")
    func resetDuringCalls() async {
        let mock = Mock(policy: .relaxed)
        let grid = MockGrid(mock)
        mock.expect.cell(x: any(), y: any()).to(alwaysReturn(1))
        let answers = await withTaskGroup(of: Set<Int>.self) { group in
            for _ in 0..<3 {
                group.addTask { Set((0..<5_000).map { grid.cell(x: $0, y: 0) }) }
            }
            group.addTask {
                for round in 0..<500 {
                    mock.reset()
                    mock.expect.cell(x: any(), y: any()).to(alwaysReturn(round.isMultiple(of: 2) ? 2 : 1))
                }
                return []
            }
            return await group.reduce(into: Set<Int>()) { $0.formUnion($1) }
        }
        // 0 only for a call that fell between a reset and the next expectation.
        #expect(answers.isSubset(of: [0, 1, 2]))
        #expect(answers.contains(1) || answers.contains(2))
        #expect(mock.interactions.count <= 15_000)
    }

    @Test("threads and concurrentPerform lose nothing either")
    func threadsAndDispatch() {
        let directory = MockDirectory()
        directory.expect.total().to(alwaysReturn(1))
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<2_000 { _ = directory.total() }
        }
        let group = DispatchGroup()
        for _ in 0..<4 {
            group.enter()
            Thread {
                for _ in 0..<1_000 { _ = directory.total() }
                group.leave()
            }.start()
        }
        group.wait()
        #expect(directory.interactions.count == 20_000)
    }

    @Test("expectations can be set while other threads call the mock")
    func settingWhileCalling() async {
        let directory = MockDirectory(Mock(policy: .relaxed))
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for index in 0..<1_000 { directory.expect.fetch(id: index).to(`return`(ada)) }
            }
            group.addTask {
                for index in 0..<1_000 { _ = try? directory.fetch(id: index) }
            }
        }
        let answered = directory.interactions.filter(\.wasExpected).count
        let failures = captureFailures { directory.verify() }
        let unmet = 1_000 - answered
        #expect(failures.count == (unmet == 0 ? 0 : 1))
        #expect(directory.interactions.count == 1_000)
    }

    @Test("blocks on many threads may call the mock re-entrantly without deadlock")
    func reentrantUnderLoad() async {
        let directory = MockDirectory()
        directory.expect.total().to(alwaysReturn(2))
        directory.expect.search(any(), limit: any()).toAlways { _ in
            [User(id: directory.total(), name: "nested")]
        }
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask { for _ in 0..<500 { _ = directory.search("q", limit: 1) } }
            }
        }
        #expect(directory.interactions.count == 8_000)
        // The block calls its own mock: reset() breaks that cycle.
        directory.mock.reset()
    }
}
