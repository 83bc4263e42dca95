import Scout
import Testing

/// A mock written as the original Scout's users wrote theirs: results cast with
/// `as!`, or kept in an untyped `let`.
private final class OriginalStyleCounter {
    let mock = Mock()

    func count() -> Int { try! mock.call.count() as! Int }

    func eat(food: String) -> Bool {
        let raw = try! mock.call.eat(food: food)
        return raw as! Bool
    }

    func label(for id: Int) -> String? { try! mock.call.label(id: id) as? String }

    func load(id: Int) async throws -> Int { try await mock.call.load(id: id) as! Int }

    func level(id: Int) throws(LevelError) -> Int { try mock.call(throwing: LevelError.self).level(id: id) as! Int }
}

private enum LevelError: Error, CaseIterable { case unknown }

@Suite("Calls made without a result type: statements, as! casts, untyped lets")
struct UntypedCallTests {
    @Test("the original Scout's cast works as written: the answer comes back in an Any")
    func castWorks() async throws {
        let counter = OriginalStyleCounter()
        counter.mock.expect.count().to(`return`(3))
        counter.mock.expect.eat(food: "apple").to(`return`(true))
        counter.mock.expect.label(id: 1).to(`return`(nil))
        counter.mock.expect.load(id: 2).to { args in try args.id * 10 }
        counter.mock.expect.level(id: 3).to(`return`(7))
        var results: [Any?] = []
        let failures = try await captureFailures {
            results.append(counter.count())
            results.append(counter.eat(food: "apple"))
            results.append(counter.label(for: 1))
            results.append(try await counter.load(id: 2))
            results.append(try counter.level(id: 3))
        }
        #expect(failures.isEmpty)
        #expect(
            results.map { String(describing: $0) } == [
                "Optional(3)", "Optional(true)", "nil", "Optional(20)", "Optional(7)",
            ])
        counter.mock.verify()
    }

    @Test(
        "a cast call with wrong arguments: one failure, and a made value of the expectation's type, so the cast goes on"
    )
    func castAfterWrongArguments() {
        let counter = OriginalStyleCounter()
        let line = #line + 1
        counter.mock.expect.eat(food: "apple").to(`return`(true))
        var eaten: Bool?
        let failures = captureFailures { eaten = counter.eat(food: "pear") }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message.hasPrefix(
                #"Unexpected call eat(food: "pear"): no expectation of eat(food:) accepts its arguments."#) == true)
        #expect(eaten == false)
    }

    @Test("a cast call whose block fails: the block's result type is made")
    func castAfterBlockMistake() {
        let counter = OriginalStyleCounter()
        let line = #line + 1
        counter.mock.expect.count().to { args -> Int in try args.missing }
        var count: Int?
        let failures = captureFailures { count = counter.count() }
        #expect(onlyFailure(failures, at: UInt(line)) != nil)
        #expect(count == 0)
    }

    @Test("an untyped call nothing says anything about gives (), after its failure")
    func untypedWithoutExpectation() {
        let mock = Mock()
        var raw: Any?
        let failures = captureFailures {
            let untyped = try! mock.call.count()
            raw = untyped
        }
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("e.g. expect.count().toBeCalled()") == true)
        #expect(raw is Void)
    }

    @Test("a statement call takes any answer, and a relaxedVoid mock tolerates it")
    func statementCalls() {
        let mock = Mock()
        mock.expect.save(1).to(`return`(4))
        mock.expect.save(2).to { _ in "a block's last expression" }
        mock.expect.save(3).toBeCalled()
        let relaxed = Mock(policy: .relaxedVoid)
        let failures = captureFailures {
            try! mock.call.save(1)
            try! mock.call.save(2)
            try! mock.call.save(3)
            try! relaxed.call.anything(5)
        }
        #expect(failures.isEmpty)
        mock.verify()
    }

    @Test("a call typed Void ignores what a block's last expression returns")
    func voidBlockReturningValue() throws {
        let mock = Mock()
        var delivered: [Int] = []
        // The block's one expression returns the completion's Int.
        mock.expect.load(completion: any()).to { args in try (args.completion as (Int) -> Int)(7) }
        let failures = captureFailures {
            let _: Void = try! mock.call.load(completion: { (value: Int) -> Int in
                delivered.append(value)
                return value
            })
        }
        #expect(failures.isEmpty)
        #expect(delivered == [7])
    }
}
