import ScoutCore

enum ShelfError: Error, CaseIterable { case closed }

/// A protocol with one requirement of each kind the earlier chapters did not show.
protocol Shelf {
    init(room: String)
    var label: String { get throws }
    subscript(row: Int) -> [String] { get }
    func season(_ dish: inout String)
    func take(_ title: String) throws(ShelfError) -> Bool
    func value<T>(for key: String) -> T
}

final class MockShelf: Shelf, Mockable {
    let mock = Mock()

    init(room: String) { mock.run.`init`(room: room) }
    var label: String { get throws { try mock.get(throwing: (any Error).self).label } }
    subscript(row: Int) -> [String] { mock.run.subscript(row: row) }
    func season(_ dish: inout String) { dish = mock.run.season(dish) }
    func take(_ title: String) throws(ShelfError) -> Bool { try mock.call(throwing: ShelfError.self).take(title) }
    func value<T>(for key: String) -> T { mock.run.value(for: key) }
}

/// An actor's mock: configured without `await`, called with it.
protocol Librarian: Actor {
    func greet(_ name: String) -> String
}

actor MockLibrarian: Librarian, Mockable {
    let mock = Mock()
    func greet(_ name: String) -> String { mock.run.greet(name) }
}

func everyShape() async {
    chapter("9. Every kind of requirement")
    let shelf = MockShelf(room: "attic")
    step(
        "An initializer forwarded with mock.call.`init`(room:) needs no expectation; received checks it",
        shelf.received.`init`(room: "attic").count)
    shelf.expect.label.to(`return`("Poetry"))
    step("A `get throws` property: try mock.get(throwing: (any Error).self).label", try? shelf.label)
    shelf.expect.subscript(row: 2).to(`return`(["Dune", "Emma"]))
    step("A subscript: mock.call.subscript(row: row)", shelf[2])
    shelf.expect.season("soup").to(`return`("salted soup"))
    var dish = "soup"
    shelf.season(&dish)
    step("An inout parameter, assigned back from the answer: dish = mock.run.season(dish)", dish)
    shelf.expect.take("Dune").to(`throw`(ShelfError.closed))
    var thrown: ShelfError?
    do { _ = try shelf.take("Dune") } catch { thrown = error }
    step("Typed throws: mock.call(throwing: ShelfError.self) throws only ShelfError", thrown)
    shelf.expect.value(for: "limit").to(`return`(3))
    shelf.expect.value(for: "limit").to(`return`("three"))
    let number: Int = shelf.value(for: "limit")
    let text: String = shelf.value(for: "limit")
    step("A generic result, stubbed once per type: the type a call asks for chooses the answer", number, text)
    let librarian = MockLibrarian()
    librarian.expect.greet("Ada").to(`return`("Welcome, Ada"))
    step("An actor's mock: expect without await, call with it", await librarian.greet("Ada"))
}

/// A type Scout cannot make by itself (a class), given a default.
final class Session: MockDefault, CustomStringConvertible {
    let token: String
    init(token: String) { self.token = token }
    static var mockDefault: Session { Session(token: "guest") }
    var description: String { "Session(\(token))" }
}

struct Profile: Codable, Equatable {
    let id: Int
    let name: String
}

protocol Accounts {
    func session(for user: String) -> Session
    func profile(id: Int) -> Profile
}

final class MockAccounts: Accounts, Mockable {
    let mock: Mock
    init(mock: Mock = Mock()) { self.mock = mock }
    func session(for user: String) -> Session { mock.run.session(for: user) }
    func profile(id: Int) -> Profile { mock.run.profile(id: id) }
}

func receivedAndMadeValues() {
    chapter("10. What a mock received, and the values Scout makes")
    let service = MockUserService()
    service.expect.search(any(), limit: any()).to(alwaysReturn([ada]))
    _ = service.search("ada", limit: 1)
    _ = service.search("grace", limit: 5)
    let searches = service.received.search(any(), limit: any())
    step(
        "received….count, and .last / .all read arguments by label, typed by inference",
        searches.count, searches.last?.limit as Int?, searches.all.compactMap { $0[0] as String? })
    let relaxed = MockAccounts(mock: Mock(policy: .relaxed))
    step(
        "A relaxed mock answers with made values: a Codable model decoded from empty values, a MockDefault",
        relaxed.profile(id: 7), relaxed.session(for: "ada"))
    let strict = MockAccounts()
    strict.expect.profile(id: 1).to(`return`(Profile(id: 1, name: "Ada")))
    step("A mistake on a call returning a model is one failure, and the test goes on with a made value:")
    step("…the code under test got", strict.profile(id: 2))
}
