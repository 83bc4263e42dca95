import Scout
import Testing

@Suite("mock.call")
struct CallProxyTests {
    let directory = MockDirectory()

    @Test("a statement call needs no annotation and is answered by toBeCalled")
    func voidCall() {
        directory.expect.reset().toBeCalled()
        directory.reset()
        directory.verify()
        #expect(directory.interactions.map(\.description) == ["reset()"])
    }

    @Test("the result is typed by inference, without casts")
    func typedResult() throws {
        directory.expect.fetch(id: 1).to(`return`(ada))
        directory.expect.total().to(`return`(42))
        directory.expect.search("a", limit: 2).to(`return`([ada, grace]))
        #expect(try directory.fetch(id: 1) == ada)
        #expect(directory.total() == 42)
        #expect(directory.search("a", limit: 2) == [ada, grace])
    }

    @Test("a call made with await runs async blocks")
    func asyncCallWithAsyncBlock() async throws {
        directory.expect.fetchRemote(id: 7).to { args async throws in
            await Task.yield()
            return User(id: try args.id, name: "remote")
        }
        #expect(try await directory.fetchRemote(id: 7) == User(id: 7, name: "remote"))
    }

    @Test("a call made with await also runs sync blocks and plain behaviors")
    func asyncCallWithSyncBehaviors() async throws {
        directory.expect.fetchRemote(id: 1).to(`return`(ada))
        directory.expect.fetchRemote(id: 2).to { _ in grace }
        directory.expect.refresh().toBeCalled()
        #expect(try await directory.fetchRemote(id: 1) == ada)
        #expect(try await directory.fetchRemote(id: 2) == grace)
        await directory.refresh()
        directory.verify()
    }

    @Test("an async call throws what its expectation throws")
    func asyncThrow() async {
        directory.expect.fetchRemote(id: 1).to(`throw`(NetworkError.offline))
        await #expect(throws: NetworkError.offline) { try await directory.fetchRemote(id: 1) }
    }

    @Test("overloads that differ only by labels are different members")
    func labelOverloads() {
        let failures = captureFailures {
            directory.expect.send(to: "ana@example.com").toBeCalled()
            directory.expect.send(cc: "bo@example.com").toBeCalled()
            directory.send(cc: "bo@example.com")
            directory.send(to: "ana@example.com")
            directory.verify()
        }
        #expect(failures.isEmpty)
        #expect(directory.interactions.map(\.member) == ["send(cc:)", "send(to:)"])
    }

    @Test("a property foo and a function foo() are different members")
    func propertyAndFunctionDiffer() {
        let mock = Mock(policy: .relaxed)
        mock.expect.count.to(`return`(3))
        let count: Int = mock.get.count
        let called: Int = try! mock.call.count()
        #expect(count == 3)
        #expect(called == 0)
        #expect(mock.interactions.map(\.wasExpected) == [true, false])
    }

    @Test("unlabeled arguments have the label \"\"")
    func unlabeledArguments() {
        directory.expect.search("a", limit: 1).to(`return`([ada]))
        _ = directory.search("a", limit: 1)
        let arguments = directory.interactions[0].arguments
        #expect(arguments.map(\.label) == ["", "limit"])
        #expect(directory.interactions[0].member == "search(_:limit:)")
    }
}

private protocol Connection {
    init(host: String)
    func send(_ text: String)
}

private final class MockConnection: Connection, Mockable {
    let mock = Mock()
    init(host: String) { try! mock.call.`init`(host: host) }
    func send(_ text: String) { try! mock.call.send(text) }
}

@Suite("Initializers")
struct InitializerTests {
    @Test("an initializer forwarded with mock.call.`init` needs no expectation on a strict mock; received checks it")
    func initializer() {
        var connection: MockConnection?
        let failures = captureFailures { connection = MockConnection(host: "example.com") }
        #expect(failures.isEmpty)
        connection?.received.`init`(host: "example.com").called(.once)
        connection?.received.`init`(host: "other").called(.never)
        let wrong = captureFailures { connection?.received.`init`(host: "other").called(.once) }
        #expect(wrong.count == 1)
    }

    @Test("an initializer the test expected with other arguments is a failure")
    func expectedWithOtherArguments() {
        let failures = captureFailures {
            let connection = MockConnection(host: "a")
            connection.expect.`init`(host: "b").toBeCalled()
            _ = MockConnection(host: "c")
            connection.mock.reset()
        }
        #expect(failures.isEmpty)
        // Expected on a mock before its init runs: a mock handed in from outside.
        let shared = Mock()
        shared.expect.`init`(host: "b").toBeCalled()
        let wrong = captureFailures { try! shared.call.`init`(host: "c") }
        #expect(wrong.first?.message.hasPrefix("Unexpected call init(host: \"c\")") == true)
        shared.reset()
    }

    @Test("other calls of a strict mock still need expectations")
    func otherCalls() {
        let connection = MockConnection(host: "h")
        let failures = captureFailures { connection.send("x") }
        #expect(failures.first?.message.hasPrefix("Unexpected call send(\"x\")") == true)
    }
}
