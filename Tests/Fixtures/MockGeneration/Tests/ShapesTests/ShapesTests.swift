import Foundation
import Scout
import Testing

@testable import Shapes

// Tests against the mocks the generator wrote (ShapesMocks.swift): each shape
// forwards, answers as expected, and is verified at the end of its test.

@Suite("Mocks written by generate-mocks", .mocks)
struct ShapesTests {
    @Test("every shape of Writing Mocks")
    func library() async throws {
        let library = MockLibrary(host: "books.example")
        library.expect.name.to(`return`("City"))
        library.expect.token.to(`throw`(AuthError.expired))
        library.expect.owner.to(`return`("Ada"))
        library.expect.subscript(shelf: 1).to(`return`(["Dune"]))
        library.expect.subscript(shelf: 2, newValue: ["Emma"]).toBeCalled()
        library.expect.reset().toBeCalled()
        library.expect.count().to(`return`(3))
        library.expect.title(id: 1).to(`return`("Dune"))
        library.expect.download(id: 7).to(`throw`(LoadError.offline))
        library.expect.value(for: "limit").to(`return`(10))
        library.expect.season("soup").to(`return`("salted soup"))
        library.expect.sorted([3, 1, 2], by: any()).to { args in
            [3, 1, 2].sorted(by: try args.by as (Int, Int) -> Bool)
        }
        library.expect.onChange(any()).toBeCalled()
        library.expect.refresh().toBeCalled()
        library.expect.fetch(id: 1).to(`return`(User(id: 1, name: "Ada")))
        MockLibrary.mock.expect.version.to(`return`("2.1"))

        #expect(library.name == "City")
        #expect(throws: AuthError.expired) { try library.token }
        #expect(try library.owner == "Ada")
        #expect(library[1] == ["Dune"])
        library[2] = ["Emma"]
        library.reset()
        #expect(library.count() == 3)
        #expect(try library.title(id: 1) == "Dune")
        await #expect(throws: LoadError.offline) { try await library.download(id: 7) }
        let limit: Int = library.value(for: "limit")
        #expect(limit == 10)
        var dish = "soup"
        library.season(&dish)
        #expect(dish == "salted soup")
        #expect(library.sorted([3, 1, 2], by: >) == [3, 2, 1])
        library.onChange { _ in }
        await library.refresh()
        #expect(try await library.fetch(id: 1) == User(id: 1, name: "Ada"))
        #expect(MockLibrary.version == "2.1")
        library.received.`init`(host: "books.example").called(.once)
    }

    @Test("a throwing expectation where the requirement cannot throw is one failure, and the test goes on")
    func safeLine() {
        let library = MockLibrary()
        withKnownIssue {
            library.expect.count().to(`throw`(LoadError.offline))
            #expect(library.count() == 0)
        }
    }

    @Test("associated types: generic mocks")
    func generics() {
        let store = MockStore<String>()
        store.expect.save("tea").toBeCalled()
        store.expect.all().to(`return`(["tea"]))
        store.save("tea")
        #expect(store.all() == ["tea"])
        let cache = MockCache<Int>()
        cache.expect.value(for: 1).to(`return`("one"))
        cache.expect.insert("two", for: 2).toBeCalled()
        #expect(cache.value(for: 1) == "one")
        cache.insert("two", for: 2)
    }

    @Test("inheritance, generic methods, overloads")
    func inheritanceAndOverloads() throws {
        let account = MockAccount()
        account.expect.displayName.to(`return`("Ada"))
        #expect(account.displayName == "Ada")
        let decoding = MockDecoding()
        decoding.expect.decode(any(), from: [UInt8(1)]).to(`return`(User(id: 1, name: "Ada")))
        decoding.expect.merge([1, 2]).to(`return`([3]))
        #expect(try decoding.decode(User.self, from: [1]) == User(id: 1, name: "Ada"))
        #expect(decoding.merge([1, 2]) == [3])
        let printer = MockPrinter()
        printer.expect.print(1).toBeCalled()
        printer.expect.print("one").toBeCalled()
        printer.expect.print(1, copies: 2).to(`return`(true))
        printer.expect.make().to(`return`(4))
        printer.expect.make().to(`return`("four"))
        printer.print(1)
        printer.print("one")
        #expect(printer.print(1, copies: 2))
        let number: Int = printer.make()
        let word: String = printer.make()
        #expect(number == 4 && word == "four")
    }

    @Test("Sendable and actor protocols, the main actor")
    @MainActor
    func isolation() async {
        let clock = MockClock()
        clock.expect.now().to(`return`(9))
        MockClock.mock.expect.zone().to(`return`("UTC"))
        #expect(clock.now() == 9)
        #expect(MockClock.zone() == "UTC")
        let shelf = MockShelf()
        shelf.expect.book(id: 1).to(`return`("Dune"))
        #expect(await shelf.book(id: 1) == "Dune")
        let screen = MockScreen()
        screen.expect.show().toBeCalled()
        screen.expect.title.toBeSet(to: "Home")
        screen.show()
        screen.title = "Home"
        let presenter = MockPresenter()
        presenter.expect.present("hi").toBeCalled()
        presenter.present("hi")
    }

    @Test("async properties, rethrows, variadic, inout, closures, some and any, defaults")
    func everythingElse() async throws {
        let feed = MockFeed()
        feed.expect.latest.to(`return`(["news"]))
        feed.expect.unread.to(`return`(2))
        #expect(await feed.latest == ["news"])
        #expect(try await feed.unread == 2)
        let toolbox = MockToolbox()
        toolbox.expect.each(any()).to { args in
            try args[0, as: ((String) throws -> Void).self]("a")
            return ()
        }
        toolbox.expect.sum([1, 2, 3]).to(`return`(6))
        toolbox.expect.bump(1).to(`return`(2))
        toolbox.expect.fetch(completion: nil).toBeCalled()
        toolbox.expect.transform(2, with: any()).to { args in try (args.with as (Int) -> Int)(2) }
        toolbox.expect.describe(5).to(`return`("5"))
        toolbox.expect.keep(any()).toBeCalled()
        var seen: [String] = []
        toolbox.each { seen.append($0) }
        #expect(seen == ["a"])
        #expect(toolbox.sum(1, 2, 3) == 6)
        var value = 1
        toolbox.bump(&value)
        #expect(value == 2)
        toolbox.fetch(completion: nil)
        #expect(toolbox.transform(2) { $0 * 10 } == 20)
        #expect(toolbox.describe(5) == "5")
        toolbox.keep("kept")
        let greeter = MockGreeter()
        greeter.expect.farewell().to(`return`("See you"))
        #expect(greeter.farewell() == "See you")
        let ledger = MockLedger()
        ledger.expect.record(5, note: nil).toBeCalled()
        ledger.record(5, note: nil)
    }

    @Test("nested protocols, Foundation types, names like Scout's, keyword labels, a parameter named mock")
    func edges() async throws {
        let client = MockAPIClient()
        let url = try #require(URL(string: "https://example.com"))
        client.expect.get(url).to(`return`(Data([1])))
        #expect(try await client.get(url) == Data([1]))
        let tracker = MockTracker()
        tracker.expect.track(Interaction(kind: "tap")).toBeCalled()
        tracker.expect.setting("theme", default: "light").to(`return`("dark"))
        tracker.expect.configure(mock: true).toBeCalled()
        tracker.track(Interaction(kind: "tap"))
        #expect(tracker.setting("theme", default: "light") == "dark")
        tracker.configure(mock: true)
    }

    @Test("inout parameters take their new values from the answer; closures are lent")
    func inoutsAndClosures() {
        let tracker = MockTracker()
        tracker.expect.swapValues(1, 2).to(`return`((2, 1)))
        tracker.expect.clamp(15).to(`return`((10, true)))
        tracker.expect.check(any()).to { args in
            let condition = try args[0, as: (() -> Bool).self]
            #expect(condition())
            return ()
        }
        tracker.expect.apply(any()).to { args in
            let body = try args[0, as: ((@escaping (String) -> Void) -> Void).self]
            body { _ in }
            return ()
        }
        var first = 1
        var second = 2
        tracker.swapValues(&first, &second)
        #expect(first == 2 && second == 1)
        var value = 15
        #expect(tracker.clamp(&value))
        #expect(value == 10)
        tracker.check(1 < 2)
        tracker.apply { body in body("x") }
    }

    @Test("Self in parameters, Hashable by identity, a forwarded description, a same-type constraint")
    func classSatisfies() {
        let money = MockMoney()
        let other = MockMoney()
        money.expect.adding(other).to(`return`(5))
        money.expect.description.to(`return`("5 cents"))
        #expect(money.adding(other) == 5)
        #expect(money == money && money != other)
        #expect(Set([money, money, other]).count == 2)
        #expect(money.description == "5 cents")
        let users = MockUserRepository()
        users.expect.find(id: 1).to(`return`(User(id: 1, name: "Ada")))
        users.expect.current().to(`return`(nil))
        #expect(users.find(id: 1) == User(id: 1, name: "Ada"))
        #expect(users.current() == nil)
    }

    @Test("a main-actor protocol's static mock is reachable from any isolation")
    func mainActorStatic() async {
        MockTheme.mock.expect.name.to(`return`("Dark"))
        #expect(await MockTheme.name == "Dark")
    }
}
