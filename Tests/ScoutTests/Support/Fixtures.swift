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
    func reset() { try! mock.call.reset() }
    func fetch(id: Int) throws -> User { try mock.call.fetch(id: id) }
    func find(name: String?) -> User? { try! mock.call.find(name: name) }
    func rename(id: Int, to name: String) throws { try mock.call.rename(id: id, to: name) }
    func search(_ query: String, limit: Int) -> [User] { try! mock.call.search(query, limit: limit) }
    func send(to recipient: String) { try! mock.call.send(to: recipient) }
    func send(cc recipient: String) { try! mock.call.send(cc: recipient) }
    func score(_ value: Double) -> Bool { try! mock.call.score(value) }
    func total() -> Int { try! mock.call.total() }
    func fetchRemote(id: Int) async throws -> User { try await mock.call.fetchRemote(id: id) }
    func refresh() async { try! await mock.call.refresh() }
}

let ada = User(id: 1, name: "Ada")
let grace = User(id: 2, name: "Grace")
