import Scout
import Testing

@testable import Shapes

// The typed members of generated mocks: each form a test writes compiles with
// the requirement's types (`.ci/run` checks that mistakes do not), and sets the
// same expectation the dynamic proxy would.
@Suite("Typed members of generated mocks")
struct TypedFormsTests {
    @Test("literals, variables, matchers of the parameter's type, captors, and answers by implicit member")
    func arguments() throws {
        let library = MockLibrary()
        let id = 2
        let titled = ArgumentCaptor<Int>()
        library.expect.title(id: 1).to(`return`("Dune"))
        library.expect.title(id: id).to(`return`("Emma"))
        library.expect.title(id: greaterThan(10)).to(`return`("Big"))
        library.expect.title(id: titled).to(`return`("Kept"))
        library.expect.name.toBeSet(to: hasPrefix("C"))
        #expect(try library.title(id: 1) == "Dune")
        #expect(try library.title(id: id) == "Emma")
        #expect(try library.title(id: 11) == "Big")
        #expect(try library.title(id: 5) == "Kept")
        library.name = "City"
        #expect(titled.value == 5)
        let users = MockUserRepository()
        users.expect.find(id: any()).to(`return`(.init(id: 1, name: "Ada")))
        #expect(users.find(id: 9) == User(id: 1, name: "Ada"))
        let ledger = MockLedger()
        ledger.expect.record(inRange(1...9), note: .some(hasPrefix("re"))).toBeCalled()
        ledger.expect.record(any(), note: isNil()).toBeCalled()
        ledger.record(5, note: "rent")
        ledger.record(50, note: nil)
    }

    @Test("blocks take the requirement's parameters, typed, with no type written")
    func typedBlocks() throws {
        let library = MockLibrary()
        library.expect.title(id: any()).toAlways { id in "book \(id)" }
        let tracker = MockTracker()
        tracker.expect.setting(any(), default: any()).to { key, fallback in "\(key)=\(fallback)" }
        tracker.expect.clamp(any()).to { value in (min(value, 10), value > 10) }
        #expect(try library.title(id: 3) == "book 3")
        #expect(tracker.setting("theme", default: "light") == "theme=light")
        var value = 15
        #expect(tracker.clamp(&value))
        #expect(value == 10)
    }

    @Test("received and observe, of members, properties and statics, are typed too", .mocks)
    func checks() {
        let library = MockLibrary()
        library.expect.reset().toBeCalled(times: .atLeast(1))
        let names = ArgumentCaptor<String>()
        library.expect.name.toAlwaysBeSet(to: names)
        library.observe.name.sets(to: hasPrefix("C")).perform { _ in }
        library.name = "City"
        library.reset()
        library.received.reset().called(.once)
        library.received.name.sets(to: "City").called(.once)
        library.received.name.sets(to: hasSuffix("ty")).called(.once)
        library.received.title(id: any()).called(.never)
        #expect(names.values == ["City"])
        MockClock.mock.expect.zone().to(`return`("UTC"))
        #expect(MockClock.zone() == "UTC")
        MockClock.mock.received.zone().called(.once)
        MockClock.mock.verify()
    }

    @Test("the dynamic proxy of a generated mock knows its members: a misspelled one fails at its line")
    func dynamicProxyKnowsMembers() {
        let library = MockLibrary()
        withKnownIssue {
            library.mock.received.tittle(id: 1).called(.never)
        } matching: { issue in
            issue.comments.contains { "\($0)".contains("Did you mean received.title(id:)?") }
                && issue.sourceLocation?.fileName == "TypedFormsTests.swift"
        }
    }

    @Test("a mock is created at the test's line, which its failures name")
    func createdAtTheTestsLine() throws {
        let line = #line + 1
        let library = MockLibrary()
        library.expect.count().to(`return`(1))
        withKnownIssue {
            library.verify()
        } matching: { issue in
            issue.comments.contains { "\($0)".contains("on MockLibrary (created at TypedFormsTests.swift:\(line)):") }
        }
    }

    @Test("Self in a collection, Any.Type, some P, keyword names, Int??, a member named observe")
    func reviewedShapes() {
        let node = MockNode()
        node.expect.children().to(`return`([]))
        node.expect.kind(of: any()).to(`return`("a type"))
        node.expect.render("a").to(`return`("A"))
        node.expect.render(hasPrefix("b")).to(`return`("B"))
        #expect(node.children().isEmpty)
        #expect(node.kind(of: Int.self) == "a type")
        #expect(node.render("a") == "A")
        #expect(node.render("bc") == "B")
        let keywords = MockKeywords()
        keywords.expect.class.to(`return`("c"))
        keywords.expect.protocol.toBeSet(to: 5)
        keywords.expect.for(let: 1).to(`return`(2))
        #expect(keywords.class == "c")
        keywords.protocol = 5
        #expect(keywords.for(let: 1) == 2)
        let counter = MockCounter()
        counter.expect.nested(2).to(`return`(3))
        #expect(counter.nested(2) == 3)
        let watcher = MockWatcher()
        watcher.expect.observe("x").toBeCalled()
        watcher.expect.stop().toBeCalled()
        watcher.observe("x")
        watcher.stop()
        watcher.received.stop().called(.once)
    }
}
