import Foundation
import Scout
import Testing

/// The mock patterns the README documents, each compiled and exercised.
@Suite("Mock patterns")
struct PatternTests {
    // MARK: Generic methods

    protocol Decoder {
        func decode<T: Decodable>(_ data: Data) throws -> T
    }

    final class MockDecoder: Decoder, Mockable {
        let mock = Mock()
        func decode<T: Decodable>(_ data: Data) throws -> T { try mock.call.decode(data) }
    }

    @Test("generic methods: the result type comes from the call site")
    func genericMethod() throws {
        let decoder = MockDecoder()
        decoder.expect.decode(any()).to(`return`(42)).and.to(`return`("text"))
        let number: Int = try decoder.decode(Data())
        let text: String = try decoder.decode(Data())
        #expect(number == 42)
        #expect(text == "text")
        decoder.verify()
    }

    // MARK: inout parameters

    protocol Kitchen {
        func season(_ dish: inout String)
    }

    final class MockKitchen: Kitchen, Mockable {
        let mock = Mock()
        func season(_ dish: inout String) { dish = try! mock.call.season(dish) }
    }

    @Test("inout parameters: the mock passes the value and writes the result back")
    func inoutParameter() {
        let kitchen = MockKitchen()
        kitchen.expect.season("soup").to { args in (args[0].value as! String) + " with salt" }
        var dish = "soup"
        kitchen.season(&dish)
        #expect(dish == "soup with salt")
    }

    // MARK: Completion handlers

    protocol Downloader {
        func download(_ url: URL, completion: @escaping @Sendable (Result<Data, any Error>) -> Void)
    }

    final class MockDownloader: Downloader, Mockable {
        let mock = Mock()
        func download(_ url: URL, completion: @escaping @Sendable (Result<Data, any Error>) -> Void) {
            try! mock.call.download(url, completion: completion)
        }
    }

    @Test("completion handlers: a block invokes the handler it receives")
    func completionHandler() async throws {
        let downloader = MockDownloader()
        let url = URL(string: "https://example.com/a")!
        downloader.expect.download(url, completion: any()).to { args in
            let completion: @Sendable (Result<Data, any Error>) -> Void = try args.completion
            completion(.success(Data("body".utf8)))
        }
        let data = try await withCheckedThrowingContinuation { continuation in
            downloader.download(url) { continuation.resume(with: $0) }
        }
        #expect(String(decoding: data, as: UTF8.self) == "body")
    }

    // MARK: Subscripts

    protocol Settings {
        subscript(key: String) -> Int { get set }
    }

    final class MockSettings: Settings, Mockable {
        let mock = Mock()
        subscript(key: String) -> Int {
            get { try! mock.call.subscript(key: key) }
            set { try! mock.call.subscript(key: key, newValue: newValue) }
        }
    }

    @Test("subscripts: forward the getter and the setter as calls named subscript")
    func subscripts() {
        let settings = MockSettings()
        settings.expect.subscript(key: "volume").to(`return`(7))
        settings.expect.subscript(key: "volume", newValue: 8).toBeCalled()
        #expect(settings["volume"] == 7)
        settings["volume"] = 8
        settings.verify()
    }

    // MARK: Static requirements

    protocol Versioned {
        static var version: String { get }
    }

    final class MockVersioned: Versioned {
        static let mock = Mock()
        static var version: String { mock.get.version }
    }

    @Test("static requirements: forward to a static mock, and reset it in each test")
    func staticRequirement() {
        MockVersioned.mock.reset()
        MockVersioned.mock.expect.version.to(`return`("2.1"))
        #expect(MockVersioned.version == "2.1")
        MockVersioned.mock.verify()
    }

    // MARK: Initializers

    protocol Connection {
        init(host: String, port: Int)
    }

    final class MockConnection: Connection, Mockable {
        let mock = Mock(policy: .relaxedVoid)
        init(host: String, port: Int) { try! mock.call.`init`(host: host, port: port) }
    }

    @Test("initializers: the mock records its own init, to assert on afterwards")
    func initializer() {
        func connect<C: Connection>(_ type: C.Type) -> C { C(host: "db", port: 5432) }
        let connection = connect(MockConnection.self)
        #expect(connection.interactions.map(\.description) == [#"init(host: "db", port: 5432)"#])
    }

    // MARK: Actor protocols

    protocol CharacterStore: Actor {
        func character(id: Int) -> User?
        func save(_ user: User)
    }

    actor MockCharacterStore: CharacterStore, Mockable {
        let mock = Mock()
        func character(id: Int) -> User? { try! mock.call.character(id: id) }
        func save(_ user: User) { try! mock.call.save(user) }
    }

    @Test("actor protocols: an actor mock forwards the same way; tests configure it without await")
    func actorMock() async {
        let store = MockCharacterStore()
        store.expect.character(id: 1).to(`return`(ada))
        store.expect.save(grace).toBeCalled()
        #expect(await store.character(id: 1) == ada)
        await store.save(grace)
        store.verify()
    }

    // MARK: nonisolated protocols with @concurrent methods and typed throws

    enum CharacterError: Error, Equatable {
        case notFound
    }

    protocol CharacterRepository: Sendable {
        @concurrent func character(id: Int) async throws(CharacterError) -> User
    }

    final class MockCharacterRepository: CharacterRepository, Mockable {
        let mock = Mock()
        @concurrent func character(id: Int) async throws(CharacterError) -> User {
            try await mock.call(throwing: CharacterError.self).character(id: id)
        }
    }

    @Test("@concurrent requirements with typed throws: call(throwing:)")
    func concurrentTypedThrows() async throws {
        let repository = MockCharacterRepository()
        repository.expect.character(id: 1).to(`return`(ada))
        repository.expect.character(id: 2).to(`throw`(CharacterError.notFound))
        #expect(try await repository.character(id: 1) == ada)
        await #expect(throws: CharacterError.notFound) { try await repository.character(id: 2) }
        repository.verify()
    }

    @Test("typed throws: an error of another type is a failure at the expectation")
    func typedThrowsWrongError() async {
        let repository = MockCharacterRepository()
        let line = #line + 2
        let failures = await captureFailures {
            repository.expect.character(id: 1).to(`throw`(NetworkError.offline))
            _ = try? await repository.character(id: 1)
        }
        let failure = onlyFailure(failures, at: UInt(line))
        #expect(failure?.message.hasSuffix("→ Throw a CharacterError, or return a value.") == true)
    }

    // MARK: Sendable protocols with nonisolated methods

    protocol FileSystem: Sendable {
        nonisolated func contents(at path: String) throws -> Data
    }

    final class MockFileSystem: FileSystem, Mockable {
        let mock = Mock()
        nonisolated func contents(at path: String) throws -> Data { try mock.call.contents(at: path) }
    }

    @Test("Sendable protocols: a final class with a let mock is Sendable as is, no @unchecked")
    func sendableMock() async throws {
        let files = MockFileSystem()
        files.expect.contents(at: "/a").to(alwaysReturn(Data([1])))
        let sizes = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<4 { group.addTask { try files.contents(at: "/a").count } }
            return try await group.reduce(0, +)
        }
        #expect(sizes == 4)
    }
}
