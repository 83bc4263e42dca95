import Scout
import Testing

@testable import ScoutCore

/// The typed members a generated mock builds on: they set the expectations the
/// dynamic proxies set, with the compiler checking names and types
/// (`Tests/Fixtures/MockGeneration/CompileFailures` checks the mistakes).
@Suite("Typed mocks")
struct TypedMockTests {
    @Test("values, variables and typed matchers set the expectations the dynamic proxy would")
    func arguments() throws {
        let catalog = MockShelves()
        let ada = User(id: 1, name: "Ada")
        let id = 2
        catalog.expect.fetch(id: 1).to(`return`(ada))
        catalog.expect.fetch(id: id).to(`return`(.init(id: 2, name: "Grace")))
        catalog.expect.fetch(id: allOf(greaterThan(2), not(5))).to(alwaysReturn(ada))
        catalog.expect.find(name: .some(hasPrefix("A"))).to(`return`(ada))
        catalog.expect.find(name: isNil()).to(`return`(nil))
        #expect(try catalog.fetch(id: 1) == ada)
        #expect(try catalog.fetch(id: 2).name == "Grace")
        #expect(try catalog.fetch(id: 3) == ada)
        #expect(catalog.find(name: "Ada") == ada)
        #expect(catalog.find(name: nil) == nil)
        catalog.received.fetch(id: inRange(1...3)).called(.exactly(3))
        catalog.verify()
    }

    @Test("a typed matcher describes and judges as its untyped twin")
    func typedMatchersAreTheUntypedOnes() {
        let typed: [(any ArgMatcher, any ArgMatcher)] = [
            (greaterThan(0) as Arg<Int>, greaterThan(0)), (any() as Arg<Int>, any()), (isNil() as Arg<Int?>, isNil()),
            (hasPrefix("A") as Arg<String>, hasPrefix("A")), (inRange(1..<3) as Arg<Int>, inRange(1..<3)),
            (contains(2) as Arg<[Int]>, contains(2)), (isEmpty() as Arg<[Int]>, isEmpty()),
            (anyOf(1, 2) as Arg<Int>, anyOf(1, 2)), (equalTo(3) as Arg<Int>, equalTo(3)),
            (having(\User.id, 1) as Arg<User>, having(\User.id, 1)),
            (approximately(1.0, tolerance: 0.1) as Arg<Double>, approximately(1.0, tolerance: 0.1)),
            (matches(pattern: "A.*") as Arg<String>, matches(pattern: "A.*")),
            (satisfying { (value: Int) in value > 1 } as Arg<Int>, satisfying { (value: Int) in value > 1 }),
        ]
        let arguments: [Any?] = [0, 1, 2, nil, "Ada", [2], [Int](), User(id: 1, name: "A"), 1.05]
        for (one, other) in typed {
            #expect(one.description == other.description)
            for argument in arguments { #expect(one.match(argument).isMatch == other.match(argument).isMatch) }
        }
        #expect(Arg<Int>(matching: greaterThan(4)).description == "greater than 4")
    }

    @Test("blocks take the parameters typed, or the arguments by label, and answer with the result type")
    func blocks() throws {
        let catalog = MockShelves()
        catalog.expect.fetch(id: any()).toAlways { id in User(id: id, name: "#\(id)") }
        catalog.expect.rename(id: any(), to: any()).to { id, name in #expect(id == 7 && name == "Ada") }
        catalog.expect.total().to { 42 }
        catalog.expect.find(name: any()).to { args in User(id: 0, name: try args.name ?? "none") }
        #expect(try catalog.fetch(id: 4).name == "#4")
        try catalog.rename(id: 7, to: "Ada")
        #expect(catalog.total() == 42)
        #expect(catalog.find(name: nil)?.name == "none")
        catalog.verify()
    }

    @Test("an unmet typed expectation fails at its line, naming the mock created at the test's line")
    func locations() throws {
        let created: UInt = #line + 1
        let catalog = MockShelves()
        let line: UInt = #line + 1
        catalog.expect.total().to(`return`(1))
        let failures = captureFailures { catalog.verify() }
        let failure = try #require(onlyFailure(failures, at: #line - 1))
        #expect(failure.message.contains("on MockShelves (created at TypedMockTests.swift:\(created)):"))
        #expect(failure.message.contains("total(): return 1 (0 of 1 used), set at TypedMockTests.swift:\(line)"))
    }

    @Test("the dynamic proxies of a typed mock know its members: any other fails at its line, with did you mean", .mocks)
    func dynamicProxiesKnowTheMembers() throws {
        let catalog = MockShelves()
        let line: UInt = #line + 1
        let failures = captureFailures { catalog.mock.received.fecth(id: 1).called(.never) }
        let failure = try #require(onlyFailure(failures, at: line))
        #expect(failure.message.contains("Did you mean received.fetch(id:)?"))
        let statics = captureFailures { MockShelves.mock.untyped.expect.verson().toBeCalled() }
        #expect(statics.count == 1)
        #expect(statics.first?.message.contains("Did you mean expect.version()?") == true, "\(statics)")
    }

    @Test("properties: reads answered, assignments expected and checked by type", .mocks)
    func properties() {
        let catalog = MockShelves()
        catalog.expect.title.to(`return`("Notes")).and.to(`return`("More"))
        catalog.expect.title.toBeSet(to: hasSuffix("s"), times: .twice)
        #expect(catalog.title == "Notes")
        #expect(catalog.title == "More")
        catalog.title = "Lists"
        catalog.title = "Maps"
        catalog.received.title.gets.called(.twice)
        catalog.received.title.sets(to: "Maps").called(.once)
        catalog.received.title.sets(to: hasPrefix("L")).called(.once)
        catalog.received.title.sets.called(.twice)
    }

    @Test("the statics' mock is typed and verified like an instance's", .mocks)
    func statics() {
        MockShelves.mock.expect.version().to(`return`("2"))
        #expect(MockShelves.version() == "2")
        MockShelves.mock.received.version().called(.once)
        #expect(MockShelves.mock.interactions.count == 1)
        MockShelves.mock.verify()
    }

    @Test("typed answers: throw, get, and replacing what a helper set")
    func answers() throws {
        let catalog = MockShelves()
        catalog.expect.fetch(id: 1).to(`throw`(NetworkError.offline))
        catalog.expect.total().to(alwaysGet { 3 })
        catalog.expect.total().replacing.to(alwaysReturn(4))
        #expect(throws: NetworkError.offline) { try catalog.fetch(id: 1) }
        #expect(catalog.total() == 4)
    }

    @Test("a mock kept per test declares its members without a scope, reporting nothing, and on engines already made")
    func perTestDeclare() throws {
        let outside = Mock(perTest: true)
        #expect(captureFailures { outside.declare(members: "total()") }.isEmpty)
        let failures = withMocksVerified {
            let mock = Mock(perTest: true)
            mock.expect.total().to(alwaysReturn(1))  // makes this test's engine
            mock.declare(members: "total()")
            // Far from total(): only the declared list makes it a failure.
            return captureFailures { mock.received.shutdown().called(.never) }
        }
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("Declared: total().") == true, "\(failures)")
    }
}
