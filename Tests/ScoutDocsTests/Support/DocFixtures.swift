import Foundation
import Scout

// What the documents' snippets take for granted: a model, errors, values, and the
// mock most of them use. Not a snippet itself.

struct User: Equatable, Sendable, Codable {
    let id: Int
    let name: String
}

enum NetworkError: Error, Equatable { case offline }

let ada = User(id: 1, name: "Ada")
let grace = User(id: 2, name: "Grace")
let guest = User(id: 0, name: "Guest")
let admin = User(id: 99, name: "Admin")

protocol UserDirectory: Sendable {
    var region: String { get set }
    var volume: Int { get set }
    var lastSync: ContinuousClock.Instant { get }
    func fetch(id: Int) throws -> User
    func load(id: Int) async throws -> User
    func find(name: String) -> User?
    func refresh()
}

final class MockUserDirectory: UserDirectory, Mockable {
    let mock: Mock

    init(_ mock: Mock = Mock()) {
        self.mock = mock
    }

    var region: String {
        get { mock.get.region }
        set { mock.set.region = newValue }
    }
    var volume: Int {
        get { mock.get.volume }
        set { mock.set.volume = newValue }
    }
    var lastSync: ContinuousClock.Instant { mock.get.lastSync }
    func fetch(id: Int) throws -> User { try mock.call.fetch(id: id) }
    func load(id: Int) async throws -> User { try await mock.call.load(id: id) }
    func find(name: String) -> User? { mock.run.find(name: name) }
    func refresh() { mock.run.refresh() }
}

/// A value shared with blocks that run on any thread.
final class Box<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) {
        stored = value
    }

    var value: Value {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }

    func set(_ value: Value) {
        lock.lock()
        stored = value
        lock.unlock()
    }
}

/// Entries appended from blocks on any thread.
final class Log: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []

    func record(_ entry: String) {
        lock.lock()
        stored.append(entry)
        lock.unlock()
    }

    var entries: [String] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}

let receipt = Receipt(id: 1)
