import Foundation
import Testing

import Scout
@testable import ScoutCore

/// Observers: blocks beside the answer, on calls, reads and assignments, several
/// per member, in the order set; they neither answer nor count as expectations.
@Suite("Observers")
struct ObserverTests {
    @Test("observers run on matching calls, in the order set, beside the expectation that answers")
    func calls() throws {
        let directory = MockDirectory()
        let seen = Counter()
        directory.expect.fetch(id: any()).to(alwaysReturn(User(id: 1, name: "Ada")))
        directory.observe.fetch(id: any()).perform { args in seen.log("first \(try args.id as Int)") }
        directory.observe.fetch(id: 2).perform { _ in seen.log("second") }
        #expect(try directory.fetch(id: 1) == User(id: 1, name: "Ada"))
        #expect(try directory.fetch(id: 2) == User(id: 1, name: "Ada"))
        #expect(seen.logged == ["first 1", "first 2", "second"])
        directory.verify()
    }

    @Test("reads and assignments can be observed; the new value is args[0]")
    func properties() {
        let directory = MockDirectory()
        let seen = Counter()
        directory.expect.title.to(alwaysReturn("Scout"))
        directory.expect.title.toAlwaysBeSet()
        directory.observe.title.gets.perform { _ in seen.log("read") }
        directory.observe.title.sets.perform { args in seen.log("set \(args[0].value as? String ?? "?")") }
        directory.observe.title.sets(to: "Grace").perform { _ in seen.log("Grace") }
        _ = directory.title
        directory.title = "Ada"
        directory.title = "Grace"
        #expect(seen.logged == ["read", "set Ada", "set Grace", "Grace"])
    }

    @Test("an observer is not an expectation: the call still needs one, and verify() never asks for observers")
    func notAnExpectation() {
        let directory = MockDirectory()
        let seen = Counter()
        directory.observe.total().perform { _ in seen.increment() }
        let failures = captureFailures {
            _ = directory.total()
            directory.verify()
        }
        #expect(failures.count == 1)
        #expect(failures.first?.message.hasPrefix("Unexpected call total()") == true)
        #expect(seen.current == 1, "it ran on the unexpected call too")
    }

    @Test("an observer may call the mock: it runs outside the lock")
    func reentrant() {
        let directory = MockDirectory()
        directory.expect.total().to(alwaysReturn(3))
        directory.expect.count.to(alwaysReturn(7))
        let seen = Counter()
        directory.observe.total().perform { _ in seen.log("count \(directory.count)") }
        #expect(directory.total() == 3)
        #expect(seen.logged == ["count 7"])
        // The observer calls its own mock: reset() breaks that cycle.
        directory.mock.reset()
    }

    @Test("an observer that throws is a failure at its line; the call is still answered")
    func throwing() {
        let directory = MockDirectory()
        directory.expect.total().to(alwaysReturn(3))
        let line = #line + 1
        directory.observe.total().perform { _ in throw NetworkError.offline }
        var answer = 0
        let failures = captureFailures { answer = directory.total() }
        #expect(answer == 3)
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                An observer of total() threw .offline (NetworkError).
                → Observers run beside the answer and cannot change it: catch the error in the block.
                """)
    }

    @Test("reset() removes observers")
    func reset() {
        let directory = MockDirectory()
        let seen = Counter()
        directory.observe.total().perform { _ in seen.increment() }
        directory.mock.reset()
        directory.expect.total().to(alwaysReturn(1))
        _ = directory.total()
        #expect(seen.current == 0)
    }
}
