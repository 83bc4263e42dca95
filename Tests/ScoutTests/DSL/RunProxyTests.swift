import Scout
import Testing

/// A protocol whose requirements cannot throw, in every shape `mock.run` forwards.
private protocol Pantry {
    init(owner: String)
    var ready: Void { get }
    subscript(shelf: Int) -> [String] { get set }
    func stock() -> Int
    func stock()
    func item<T>(named name: String) -> T
    func season(_ dish: inout String)
    func restock(count: Int) async -> Int
    func label(id: Int) -> Label
    func mood() -> Mood?
}

private struct Label: Codable, Equatable {
    let name: String
    let shelf: Int
}

private enum Mood: String, CaseIterable { case calm, busy }

private struct Spoiled: Error {}

/// The mock the docs show: no `try`, no `try!`, no `let _: Void`.
private final class MockPantry: Pantry, Mockable, Sendable {
    static let mock = Mock(perTest: true)
    let mock: Mock

    init(_ mock: Mock = Mock()) { self.mock = mock }
    required init(owner: String) {
        mock = Mock()
        Self.mock.run.`init`(owner: owner)
    }
    var ready: Void { mock.get.ready }
    subscript(shelf: Int) -> [String] {
        get { mock.run.subscript(shelf: shelf) }
        set { mock.run.subscript(shelf: shelf, newValue: newValue) }
    }
    func stock() -> Int { mock.run.stock() }
    func stock() { mock.run.stock() }
    func item<T>(named name: String) -> T { mock.run.item(named: name) }
    func season(_ dish: inout String) { dish = mock.run.season(dish) }
    func restock(count: Int) async -> Int { await mock.run.restock(count: count) }
    func label(id: Int) -> Label { mock.run.label(id: id) }
    func mood() -> Mood? { mock.run.mood() }
}

@Suite("mock.run: calls that cannot throw, without try")
struct RunProxyTests {
    fileprivate let pantry = MockPantry()

    @Test("results take their type from the requirement; a statement call returns nothing")
    func answers() {
        pantry.expect.stock().to(`return`(3))
        pantry.expect.stock().toBeCalled()
        pantry.expect.item(named: "salt").to(`return`(2))
        pantry.expect.item(named: "salt").to(`return`("fine"))
        pantry.expect.season("soup").to(`return`("salted soup"))
        pantry.expect.subscript(shelf: 1).to(`return`(["rice"]))
        pantry.expect.subscript(shelf: 2, newValue: ["tea"]).toBeCalled()
        pantry.expect.ready.to(`return`(()))
        pantry.expect.mood().to(`return`(Mood.busy))

        #expect(pantry.stock() as Int == 3)
        let _: Void = pantry.stock()
        let count: Int = pantry.item(named: "salt")
        let grain: String = pantry.item(named: "salt")
        var dish = "soup"
        pantry.season(&dish)
        #expect(pantry[1] == ["rice"])
        pantry[2] = ["tea"]
        pantry.ready
        #expect(count == 2)
        #expect(grain == "fine")
        #expect(dish == "salted soup")
        #expect(pantry.mood() == .busy)
        let failures = captureFailures { pantry.verify() }
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test("overloads that differ only by their result each get their own answer")
    func resultOverloads() {
        pantry.expect.stock().toBeCalled()
        pantry.expect.stock().to(`return`(7))
        let _: Void = pantry.stock()
        #expect(pantry.stock() as Int == 7)
        #expect(pantry.interactions.map(\.wasExpected) == [true, true])
    }

    @Test("under await, async blocks answer")
    func asyncBlocks() async {
        pantry.expect.restock(count: 2).to { args async throws in
            await Task.yield()
            return try args[0, as: Int.self] + 1
        }
        #expect(await pantry.restock(count: 2) == 3)
    }

    @Test("an expectation that throws is one failure at the expectation, and the test goes on with a made value")
    func throwingExpectation() {
        let line = #line + 1
        pantry.expect.stock().to(`throw`(Spoiled()))
        pantry.expect.label(id: 1).to(`throw`(Spoiled()))
        let failures = captureFailures {
            #expect(pantry.stock() as Int == 0)
            #expect(pantry.label(id: 1) == Label(name: "", shelf: 0))
        }
        #expect(failures.count == 2)
        expectLocation(failures.first, line: UInt(line))
        expectLocation(failures.last, line: UInt(line + 1))
        #expect(
            failures.first?.message
                == """
                The expectation for stock() throws Spoiled(), but stock() cannot throw.
                → Return a value with `return`(…) instead.
                """)
    }

    @Test("an async call whose expectation throws goes on the same way")
    func asyncThrowingExpectation() async {
        let line = #line + 1
        pantry.expect.restock(count: 1).to(`throw`(Spoiled()))
        let failures = await captureFailures {
            #expect(await pantry.restock(count: 1) == 0)
        }
        expectLocation(failures.first, line: UInt(line))
        #expect(failures.count == 1)
    }

    @Test("a gate on a call that cannot throw, cancelled by the code under test: a made value, no failure")
    func cancelledGate() async throws {
        let gate = pantry.expect.restock(count: 4).toSuspend()
        let pantry = self.pantry
        let failures = await captureFailures {
            let restock = Task { await pantry.restock(count: 4) }
            try? await gate.reached(within: .seconds(3_600))
            restock.cancel()
            #expect(await gate.cancelled(within: .seconds(3_600)))
            #expect(await restock.value == 0)
        }
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test("an unexpected call answers a made value and is one failure where the mock was created")
    func unexpected() {
        let line = #line + 1
        let strict = MockPantry(Mock())
        let failures = captureFailures { #expect(strict.mood() == nil) }
        #expect(onlyFailure(failures, at: UInt(line))?.message.hasPrefix("Unexpected call mood()") == true)
    }

    @Test("a static mock of an initializer is reached with the backticked name", .mocks)
    func initializer() {
        _ = MockPantry(owner: "Ada")
        MockPantry.mock.received.`init`(owner: "Ada").called(.once)
    }
}
