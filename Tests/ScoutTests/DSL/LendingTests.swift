import Foundation
import Scout
import Testing

private protocol Sorter {
    func sorted(_ values: [Int], by areInIncreasingOrder: (Int, Int) -> Bool) -> [Int]
    func each(_ body: (Int) throws -> Void) throws
    func visit(_ body: (String) async -> Int) async -> Int
    func later(_ body: () -> Void) async
    func apply(_ body: ((String) -> Void) -> Void)
}

private final class MockSorter: Sorter {
    let mock = Mock()

    func sorted(_ values: [Int], by areInIncreasingOrder: (Int, Int) -> Bool) -> [Int] {
        mock.lending(areInIncreasingOrder) { try! mock.call.sorted(values, by: $0) }
    }
    static let sortedLine = #line - 2

    func each(_ body: (Int) throws -> Void) throws {
        try mock.lending(body) { try mock.call.each($0) }
    }

    func visit(_ body: (String) async -> Int) async -> Int {
        await mock.lending(body) { try! await mock.call.visit($0) }
    }

    func later(_ body: () -> Void) async {
        await mock.lending(body) { try! await mock.call.later($0) }
    }

    func apply(_ body: ((String) -> Void) -> Void) {
        mock.lending(body) { mock.run.apply($0) }
    }
}

private struct Stop: Error, Equatable {}

@Suite("mock.lending: non-escaping closure parameters")
struct LendingTests {
    @Test("a block calls the lent closure during the call; the log keeps only a stand-in")
    func blockCallsClosure() {
        let sorter = MockSorter()
        sorter.mock.expect.sorted(any(), by: any()).to { args in
            let values = try args[0, as: [Int].self]
            return values.sorted(by: try args.by as (Int, Int) -> Bool)
        }
        let result = sorter.sorted([3, 1, 2], by: >)
        #expect(result == [3, 2, 1])
        sorter.mock.received.sorted([3, 1, 2], by: any()).called(.once)
        sorter.mock.verify()
    }

    @Test("a block that keeps the closure and calls it later: one failure at the lending line, a made value")
    func lateCall() throws {
        let sorter = MockSorter()
        let kept = Kept()
        sorter.mock.expect.sorted(any(), by: any()).to { args in
            kept.closure = try args.by as (Int, Int) -> Bool
            return [Int]()
        }
        _ = sorter.sorted([1], by: <)
        var answer: Bool?
        let failures = captureFailures { answer = kept.closure?(1, 2) }
        let failure = try #require(failures.count == 1 ? failures.first : nil)
        #expect(failure.location.line == UInt(MockSorter.sortedLine))
        #expect(failure.location.fileID.description == #fileID)
        #expect(
            failure.message == """
                A closure lent with mock.lending(_:) was called after the call it was lent for returned.
                  Scout lets go of a lent closure when its call returns (a non-escaping closure must not outlive it), \
                so the call returned false without running it.
                → Call the closure inside the block, while the call runs; do not keep it in a variable, a captor or a \
                task that runs later.
                """)
        #expect(answer == false)
    }

    @Test("an error the closure throws goes through the block to the caller")
    func rethrowsErrors() throws {
        let sorter = MockSorter()
        sorter.mock.expect.each(any()).to { args in
            let body = try args[0, as: ((Int) throws -> Void).self]
            try body(1)
        }
        #expect(throws: Stop()) {
            try sorter.each { _ in throw Stop() }
        }
        var seen: [Int] = []
        sorter.mock.expect.each(any()).to { args in try args[0, as: ((Int) throws -> Void).self](2) }
        try sorter.each { seen.append($0) }
        #expect(seen == [2])
    }

    @Test("async closures, and closures of no parameter, from async calls")
    func asyncForms() async {
        let sorter = MockSorter()
        sorter.mock.expect.visit(any()).to { args async throws in
            let body = try args[0, as: ((String) async -> Int).self]
            return await body("four") + 1
        }
        sorter.mock.expect.later(any()).to { args in try args[0, as: (() -> Void).self]() }
        #expect(await sorter.visit { $0.count } == 5)
        let ran = Kept()
        await sorter.later { ran.count += 1 }
        #expect(ran.count == 1)
        sorter.mock.verify()
    }

    @Test("a stand-in call still running on another thread when the call returns: the call waits for it")
    func inFlightCall() {
        let sorter = MockSorter()
        let entered = DispatchSemaphore(value: 0)
        let kept = Kept()
        sorter.mock.expect.sorted(any(), by: any()).to { args in
            nonisolated(unsafe) let order = try args.by as (Int, Int) -> Bool
            Thread { _ = order(1, 2) }.start()
            entered.wait()
            return [Int]()
        }
        let failures = captureFailures {
            _ = sorter.sorted(
                [],
                by: { a, b in
                    entered.signal()
                    Thread.sleep(forTimeInterval: 0.05)
                    // Written before the stand-in call ends: the call waits for it.
                    kept.count += 1
                    return a < b
                })
        }
        #expect(failures.isEmpty)
        #expect(kept.count == 1)
    }

    @Test("a captor may keep the stand-in: nothing stops the process when the call returns")
    func captorKeepsStandIn() {
        let sorter = MockSorter()
        let captor = ArgumentCaptor<(Int, Int) -> Bool>()
        sorter.mock.expect.sorted(any(), by: captor).to(`return`([Int]()))
        _ = sorter.sorted([2, 1], by: <)
        #expect(captor.values.count == 1)
    }
}

private final class Kept: @unchecked Sendable {
    var closure: ((Int, Int) -> Bool)?
    var count = 0

    @Test("a lent closure read with a type that prints alike but differs: the message says how it differs")
    func typesThatPrintAlike() {
        let sorter = MockSorter()
        let line = #line + 1
        sorter.mock.expect.apply(any()).to { args in
            _ = try args[0, as: (((String) -> Void) -> Void).self]
            return ()
        }
        let failures = captureFailures { sorter.apply { body in body("x") } }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                In the block for apply(_:): args[0] of apply(_:) is a ((String) -> ()) -> () of another kind than the \
                one read: function types that print alike can differ in @escaping, @Sendable or isolation.
                → Read it with the parameter's exact type; a closure the mock lends takes its closure parameters as \
                @escaping, e.g. ((@escaping (String) -> Void) -> Void).self.
                """)
    }
}
