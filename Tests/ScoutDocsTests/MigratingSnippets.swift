import Scout
import Testing

// The code blocks of Scout.docc/MigratingToScout.md, compiled and run.

protocol Pantry {
    var label: String { get }
    func count(of item: String) -> Int
    func store(item: String, amount: Int)
}

// snippet: original-style-mock
class MockPantry: Pantry, Mockable {
    let mock = Mock()

    var label: String { mock.get.label }
    func count(of item: String) -> Int { mock.run.count(of: item) }
    func store(item: String, amount: Int) { mock.run.store(item: item, amount: amount) }
}
// end-snippet

/// The original Scout's forwarding lines, which the article names: they still
/// compile and run, for a suite that moves one mock at a time.
class OriginalPantry: Pantry, Mockable {
    let mock = Mock()

    var label: String { mock.get.label }
    func count(of item: String) -> Int { try! mock.call.count(of: item) as! Int }
    func store(item: String, amount: Int) { try! mock.call.store(item: item, amount: amount) }
}

@Suite("MigratingToScout.md")
struct MigratingSnippets {
    @Test("an original-style test runs as written against a mock.run mock")
    func originalStyle() {
        let pantry = MockPantry()
        let stored = Log()
        // snippet: original-style-test
        pantry.expect.label.to(`return`("kitchen"))
        pantry.expect.count(of: "rice").to(`return`(2))
        pantry.expect.store(item: any(), amount: greaterThan(0)).to { args in
            stored.record(try args.item as String)
            return nil
        }
        // end-snippet
        #expect(pantry.label == "kitchen")
        #expect(pantry.count(of: "rice") == 2)
        pantry.store(item: "tea", amount: 1)
        #expect(stored.entries == ["tea"])
        pantry.verify()
    }

    @Test("the original Scout's try! and as! lines still compile and run")
    func originalLines() {
        let pantry = OriginalPantry()
        let stored = Log()
        pantry.expect.count(of: "rice").to(`return`(2))
        pantry.expect.store(item: any(), amount: greaterThan(0)).to { args in
            stored.record(args.first?.value as! String)
            return nil
        }
        #expect(pantry.count(of: "rice") == 2)
        pantry.store(item: "tea", amount: 1)
        #expect(stored.entries == ["tea"])
        pantry.verify()
    }

    @Test("a Mockable-style test, in Scout's words")
    func fromMockable() async {
        let service = MockUserDirectory()
        // snippet: from-mockable
        service.expect.fetch(id: 1).to(`return`(ada))  // given(…).fetch(id: .value(1)).willReturn(ada)
        service.expect.fetch(id: any()).to(alwaysThrow(NetworkError.offline))  // given(…).fetch(id: .any).willThrow(…)
        _ = try? service.fetch(id: 1)
        service.received.fetch(id: 1).called(.once)  // verify(…).fetch(id: .value(1)).called(.once)
        await service.received.fetch(id: any()).called(.atLeastOnce, within: .seconds(1))  // calledEventually
        // end-snippet
        service.verify()
    }
}
