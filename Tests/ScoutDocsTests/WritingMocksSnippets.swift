import Scout
import Testing

// The code blocks of Scout.docc/WritingMocks.md, compiled and run.

// snippet: every-shape
enum AuthError: Error, CaseIterable { case expired }
enum LoadError: Error, CaseIterable { case offline }

protocol Library {
    static var version: String { get }
    init(host: String)
    var name: String { get set }
    var token: String { get throws }
    var owner: String { get throws(AuthError) }
    subscript(shelf: Int) -> [String] { get set }
    func reset()
    func count() -> Int
    func title(id: Int) throws -> String
    func download(id: Int) async throws(LoadError) -> [UInt8]
    func value<T>(for key: String) -> T
    func season(_ dish: inout String)
    func sorted(_ values: [Int], by order: (Int, Int) -> Bool) -> [Int]
    func onChange(_ handler: @escaping @Sendable (String) -> Void)
    func refresh() async
    func each(_ body: (String) throws -> Void) rethrows
}

final class MockLibrary: Library, Mockable {
    static let mock = Mock(perTest: true)
    let mock = Mock()

    static var version: String { mock.get.version }
    init(host: String) { mock.run.`init`(host: host) }
    var name: String {
        get { mock.get.name }
        set { mock.set.name = newValue }
    }
    var token: String { get throws { try mock.get(throwing: (any Error).self).token } }
    var owner: String { get throws(AuthError) { try mock.get(throwing: AuthError.self).owner } }
    subscript(shelf: Int) -> [String] {
        get { mock.run.subscript(shelf: shelf) }
        set { mock.run.subscript(shelf: shelf, newValue: newValue) }
    }
    func reset() { mock.run.reset() }
    func count() -> Int { mock.run.count() }
    func title(id: Int) throws -> String { try mock.call.title(id: id) }
    func download(id: Int) async throws(LoadError) -> [UInt8] {
        try await mock.call(throwing: LoadError.self).download(id: id)
    }
    func value<T>(for key: String) -> T { mock.run.value(for: key) }
    func season(_ dish: inout String) { dish = mock.run.season(dish) }
    func sorted(_ values: [Int], by order: (Int, Int) -> Bool) -> [Int] {
        mock.lending(order) { mock.run.sorted(values, by: $0) }
    }
    func onChange(_ handler: @escaping @Sendable (String) -> Void) { mock.run.onChange(handler) }
    func refresh() async { await mock.run.refresh() }
    func each(_ body: (String) throws -> Void) rethrows {
        try mock.lending(body) { mock.run.each($0) }
    }
}
// end-snippet

// snippet: actor-mock
protocol Shelf: Actor {
    func book(id: Int) -> String?
}

actor MockShelf: Shelf, Mockable {
    let mock = Mock()
    func book(id: Int) -> String? { mock.run.book(id: id) }
}
// end-snippet

// snippet: mock-with-policy
protocol Catalog {
    func price(of item: String) -> Int
}

final class MockCatalog: Catalog, Mockable {
    let mock: Mock
    init(_ mock: Mock = Mock()) { self.mock = mock }

    func price(of item: String) -> Int { mock.run.price(of: item) }
}
// end-snippet

@Suite("WritingMocks.md")
struct WritingMocksSnippets {
    @Test("every requirement shape forwards, and each answers as expected")
    func everyShape() async throws {
        let library = MockLibrary(host: "books.example")
        // snippet: every-shape-use
        library.expect.name.to(`return`("City Library"))
        library.expect.token.to(`throw`(AuthError.expired))
        library.expect.subscript(shelf: 1).to(`return`(["Dune"]))
        library.expect.subscript(shelf: 2, newValue: ["Emma"]).toBeCalled()
        library.expect.count().to(`return`(3))
        library.expect.download(id: 7).to(`throw`(LoadError.offline))
        library.expect.value(for: "limit").to(`return`(10))
        library.expect.value(for: "limit").to(`return`("ten"))
        library.expect.season("soup").to(`return`("salted soup"))
        library.expect.sorted([3, 1, 2], by: any()).to { args in
            let order = try args.by as (Int, Int) -> Bool
            return [3, 1, 2].sorted(by: order)
        }
        // end-snippet
        #expect(library.name == "City Library")
        #expect(throws: AuthError.expired) { try library.token }
        #expect(library[1] == ["Dune"])
        library[2] = ["Emma"]
        #expect(library.count() == 3)
        await #expect(throws: LoadError.offline) { try await library.download(id: 7) }
        let limit: Int = library.value(for: "limit")
        let label: String = library.value(for: "limit")
        #expect(limit == 10 && label == "ten")
        var dish = "soup"
        library.season(&dish)
        #expect(dish == "salted soup")
        #expect(library.sorted([3, 1, 2], by: >) == [3, 2, 1])
        library.expect.refresh().toBeCalled()
        await library.refresh()
        library.expect.each(any()).to { args in
            try args[0, as: ((String) throws -> Void).self]("Dune")
            return ()
        }
        var seen: [String] = []
        library.each { seen.append($0) }
        #expect(seen == ["Dune"])
        library.received.`init`(host: "books.example").called(.once)
        library.verify()
    }

    @Test("a static requirement: each test with .mocks has its own state", .mocks)
    func staticRequirement() {
        MockLibrary.mock.expect.version.to(`return`("2.1"))
        #expect(MockLibrary.version == "2.1")
    }

    @Test("a mock class that takes its Mock can be strict, relaxed or recording")
    func policies() {
        // snippet: mock-with-policy-use
        let strict = MockCatalog()
        let spy = MockCatalog(Mock(policy: .relaxed))
        let recorder = MockCatalog(Mock(policy: [.relaxed, .recording]))
        // end-snippet
        strict.expect.price(of: "tea").to(`return`(3))
        #expect(strict.price(of: "tea") == 3)
        #expect(spy.price(of: "rice") == 0)
        #expect(recorder.price(of: "rice") == 0)
        spy.received.price(of: "rice").called(.once)
        strict.verify()
    }

    @Test("an actor mock is configured without await and called with it")
    func actorMock() async {
        let shelf = MockShelf()
        shelf.expect.book(id: 1).to(`return`("Dune"))
        #expect(await shelf.book(id: 1) == "Dune")
        shelf.verify()
    }
}
