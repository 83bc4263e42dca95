import Scout

struct User: Equatable, Sendable {
    let id: Int
    let name: String
}

enum NetworkError: Error, Equatable {
    case offline
    case notFound(id: Int)
}

/// A protocol with one requirement of each shape the tests need.
protocol Directory {
    var title: String { get set }
    var nickname: String? { get set }
    var count: Int { get }
    func reset()
    func fetch(id: Int) throws -> User
    func find(name: String?) -> User?
    func rename(id: Int, to name: String) throws
    func search(_ query: String, limit: Int) -> [User]
    func send(to recipient: String)
    func send(cc recipient: String)
    func score(_ value: Double) -> Bool
    func total() -> Int
    func fetchRemote(id: Int) async throws -> User
    func refresh() async
}

/// The mock users write: one line per requirement.
final class MockDirectory: Directory, Mockable, Sendable {
    let mock: Mock

    init(_ mock: Mock = Mock()) {
        self.mock = mock
    }

    var title: String {
        get { mock.get.title }
        set { mock.set.title = newValue }
    }
    var nickname: String? {
        get { mock.get.nickname }
        set { mock.set.nickname = newValue }
    }
    var count: Int { mock.get.count }
    func reset() { mock.run.reset() }
    func fetch(id: Int) throws -> User { try mock.call.fetch(id: id) }
    func find(name: String?) -> User? { mock.run.find(name: name) }
    func rename(id: Int, to name: String) throws { try mock.call.rename(id: id, to: name) }
    func search(_ query: String, limit: Int) -> [User] { mock.run.search(query, limit: limit) }
    func send(to recipient: String) { mock.run.send(to: recipient) }
    func send(cc recipient: String) { mock.run.send(cc: recipient) }
    func score(_ value: Double) -> Bool { mock.run.score(value) }
    func total() -> Int { mock.run.total() }
    func fetchRemote(id: Int) async throws -> User { try await mock.call.fetchRemote(id: id) }
    func refresh() async { await mock.run.refresh() }
}

let ada = User(id: 1, name: "Ada")
let grace = User(id: 2, name: "Grace")
