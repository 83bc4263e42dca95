// Protocols of every requirement shape, for Scout's mock generator. `.ci/run` writes
// their mocks with `swift package generate-mocks`, builds them with zero warnings in
// Swift 6 strict concurrency, runs ShapesTests against them, and runs `--check`.

public struct User: Codable, Equatable, Sendable {
    public let id: Int
    public let name: String
    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

public enum LoadError: Error, CaseIterable, Equatable { case offline }
public enum AuthError: Error, CaseIterable { case expired }

/// Every shape of the Writing Mocks article.
public protocol Library {
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
    func fetch(id: Int) async throws -> User
}
