import ScoutCore

struct User: Equatable, Sendable, CustomStringConvertible {
    let id: Int
    let name: String
    var description: String { "User(\(id), \(name))" }
}

enum LookupError: Error {
    case offline
}

/// The protocol the code under test depends on.
protocol UserService {
    var region: String { get set }
    func fetch(id: Int) throws -> User
    func search(_ query: String, limit: Int) -> [User]
    func refresh()
    func avatar(for user: User) async throws -> String
    func load(id: Int, completion: @escaping @Sendable (Result<User, LookupError>) -> Void)
}

/// The whole mock: one line per requirement.
final class MockUserService: UserService, Mockable, Sendable {
    let mock: Mock

    init(mock: Mock = Mock()) {
        self.mock = mock
    }

    var region: String {
        get { mock.get.region }
        set { mock.set.region = newValue }
    }
    func fetch(id: Int) throws -> User { try mock.call.fetch(id: id) }
    func search(_ query: String, limit: Int) -> [User] { mock.run.search(query, limit: limit) }
    func refresh() { mock.run.refresh() }
    func avatar(for user: User) async throws -> String { try await mock.call.avatar(for: user) }
    func load(id: Int, completion: @escaping @Sendable (Result<User, LookupError>) -> Void) {
        mock.run.load(id: id, completion: completion)
    }
}

let ada = User(id: 1, name: "Ada")
let grace = User(id: 2, name: "Grace")

func writingAMock() {
    chapter("1. Writing a mock")
    step("MockUserService embeds `let mock = Mock()` and forwards each requirement in one line:")
    say(
        """
              var region: String { get { mock.get.region } set { mock.set.region = newValue } }
              func fetch(id: Int) throws -> User { try mock.call.fetch(id: id) }
              func refresh() { mock.run.refresh() }
          Nothing forced, nothing cast: mock.run (calls that cannot throw), try mock.call (calls that throw)
          and mock.get take their type from the requirement.
        """)
}
