import Scout
import Testing

@Suite("Behaviors")
struct BehaviorTests {
    let directory = MockDirectory()

    @Test("return(x, times: n) answers n calls, then the call is unexpected")
    func returnTimes() {
        directory.expect.total().to(`return`(5, times: 2))
        #expect(directory.total() == 5)
        #expect(directory.total() == 5)
        let failures = captureFailures { #expect(directory.total() == 0) }
        #expect(
            failures.first?.message.hasPrefix(
                "Unexpected call total(): the expectations of total() that accept it are used up.") == true)
        directory.verify()
    }

    @Test("a count in a variable is a Times, .exactly(count); a literal count is one already")
    func countInVariable() {
        let count = 2
        directory.expect.total().to(`return`(3, times: .exactly(count)))
        directory.expect.total().to(`return`(4, times: 1))
        #expect([directory.total(), directory.total(), directory.total()] == [3, 3, 4])
        directory.verify()
    }

    @Test("and chains return, then return, then throw, in order (thenReturn chains)")
    func sequence() throws {
        directory.expect.fetch(id: 1)
            .to(`return`(ada))
            .and.to(`return`(grace))
            .and.to(`throw`(NetworkError.offline))
        #expect(try directory.fetch(id: 1) == ada)
        #expect(try directory.fetch(id: 1) == grace)
        #expect(throws: NetworkError.offline) { try directory.fetch(id: 1) }
        directory.verify()
    }

    @Test("throw and alwaysThrow throw from a throwing call")
    func throwing() {
        directory.expect.fetch(id: 1).to(`throw`(NetworkError.offline))
        directory.expect.fetch(id: 2).to(alwaysThrow(NetworkError.notFound(id: 2)))
        #expect(throws: NetworkError.offline) { try directory.fetch(id: 1) }
        #expect(throws: NetworkError.notFound(id: 2)) { try directory.fetch(id: 2) }
        #expect(throws: NetworkError.notFound(id: 2)) { try directory.fetch(id: 2) }
        directory.verify()
    }

    @Test("return(nil) answers a call returning an optional")
    func returnNil() {
        directory.expect.find(name: "x").to(`return`(nil))
        directory.expect.find(name: "y").to(`return`(ada))
        #expect(directory.find(name: "x") == nil)
        #expect(directory.find(name: "y") == ada)
    }

    @Test("a block receives the arguments and computes the result")
    func block() throws {
        directory.expect.fetch(id: any()).to { args in
            User(id: args.first?.value as! Int, name: "from block")
        }
        #expect(try directory.fetch(id: 9) == User(id: 9, name: "from block"))
        directory.verify()
    }

    @Test("to(times:) with a block variable, to(times:) { } and toAlways count their calls")
    func blockTimes() {
        let calls = Counter()
        let first: @Sendable (Arguments) -> Int = { _ in
            calls.increment(); return 1
        }
        directory.expect.total().to(times: 2, first)
        directory.expect.total().to(times: 1) { _ in
            calls.increment(); return 2
        }
        directory.expect.total().toAlways { _ in
            calls.increment(); return 3
        }
        #expect((0..<5).map { _ in directory.total() } == [1, 1, 2, 3, 3])
        #expect(calls.current == 5)
        directory.verify()
    }

    @Test("a Times is accepted wherever a count is: toBeCalled, to(times:) with a block or a trailing block")
    func timesEverywhere() {
        directory.expect.reset().toBeCalled(times: .atLeast(2))
        directory.expect.total().to(times: .between(1...2), { _ in 1 })
        directory.expect.total().to(times: .atLeast(1)) { _ in 2 }
        directory.reset()
        directory.reset()
        directory.reset()
        #expect((0..<4).map { _ in directory.total() } == [1, 1, 2, 2])
        directory.verify()
        let other = MockDirectory()
        let line = #line + 1
        other.expect.total().to(times: .atLeast(3)) { _ in 3 }
        _ = other.total()
        let failures = captureFailures { other.verify() }
        #expect(failures.count == 1)
        #expect(
            failures.first?.message.contains(
                "• total(): run a block (used once, at least 3 times expected), set at BehaviorTests.swift:\(line)")
                == true)
    }

    @Test("a block's error is thrown from a throwing call")
    func blockThrows() {
        directory.expect.fetch(id: 1).to { _ -> User in throw NetworkError.offline }
        #expect(throws: NetworkError.offline) { try directory.fetch(id: 1) }
    }

    @Test("toBeCalled(times:) expects that many calls")
    func toBeCalledTimes() {
        directory.expect.reset().toBeCalled(times: 2)
        directory.reset()
        let line = #line + 2
        let failures = captureFailures {
            directory.verify()
        }
        let failure = onlyFailure(failures, at: UInt(line))
        #expect(failure?.message.contains("• reset(): accept the call (1 of 2 used)") == true)
    }

    @Test("a block may call the same mock and another mock without deadlock")
    func reentrantBlock() throws {
        let other = MockDirectory()
        other.expect.total().to(alwaysReturn(100))
        directory.expect.total().to(alwaysReturn(1))
        directory.expect.fetch(id: any()).toAlways { args in
            User(id: try args.id + directory.total() + other.total(), name: "nested")
        }
        #expect(try directory.fetch(id: 1) == User(id: 102, name: "nested"))
        // The block calls its own mock: reset() breaks that cycle.
        directory.mock.reset()
    }

    @Test("an async block can await, and runs only for calls made with await")
    func asyncBlock() async throws {
        directory.expect.fetchRemote(id: any()).to(times: 2) { args async throws in
            try await Task.sleep(nanoseconds: 1_000)
            return User(id: try args.id, name: "async")
        }
        #expect(try await directory.fetchRemote(id: 3) == User(id: 3, name: "async"))
        #expect(try await directory.fetchRemote(id: 4) == User(id: 4, name: "async"))
        directory.verify()
    }

    @Test("an async block's value reaches a call of another but compatible type, and a wrong type is a failure")
    func asyncBlockOfAnotherType() async throws {
        let mock = Mock()
        mock.expect.lookup(id: 1).to { _ async in ada }
        let line = #line + 1
        mock.expect.size().to { _ async in "large" }
        let found: User? = try await mock.call.lookup(id: 1)
        #expect(found == ada)
        var size = -1
        let failures = await captureFailures { size = try! await mock.call.size() }
        #expect(size == 0)
        #expect(onlyFailure(failures, at: UInt(line))?.message.hasPrefix("Wrong return type for size()") == true)
    }
}
