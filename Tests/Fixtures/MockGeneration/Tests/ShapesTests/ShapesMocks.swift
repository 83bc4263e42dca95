// Written by Scout's mock generator from the symbol graph of Shapes. Do not edit:
// swift package --allow-writing-to-package-directory generate-mocks --target Shapes --output Tests/ShapesTests/ShapesMocks.swift

import Foundation
import class Scout.Mock
import protocol Scout.Mockable
@testable import Shapes

final class MockAPIClient: API.Client, Mockable, Sendable {
    let mock: Mock

    /// A strict mock, or the one given: `MockAPIClient(Mock(policy: .relaxed))`.
    init(_ mock: Mock = Mock()) {
        self.mock = mock
    }

    func get(_ url: URL) async throws -> Data { try await mock.call.get(url) }
}

final class MockTracker: Tracker, Mockable, Sendable {
    let mock: Mock

    /// A strict mock, or the one given: `MockTracker(Mock(policy: .relaxed))`.
    init(_ mock: Mock = Mock()) {
        self.mock = mock
    }

    func track(_ interaction: Interaction) { mock.run.track(interaction) }
    func setting(_ key: String, default: String) -> String { mock.run.setting(key, default: `default`) }
    func configure(mock mockValue: Bool) { mock.run.configure(mock: mockValue) }
    func swapValues(_ first: inout Int, _ second: inout Int) { (first, second) = mock.run.swapValues(first, second) }
    func clamp(_ value: inout Int) -> Bool { let answer: (Int, Bool) = mock.run.clamp(value); value = answer.0; return answer.1 }
    func check(_ condition: @autoclosure () -> Bool) { mock.lending(condition) { condition in mock.run.check(condition) } }
    func apply(_ body: ((String) -> Void) -> Void) { mock.lending(body) { body in mock.run.apply(body) } }
}

final class MockMoney: Money, Mockable, Sendable {
    let mock: Mock

    /// A strict mock, or the one given: `MockMoney(Mock(policy: .relaxed))`.
    init(_ mock: Mock = Mock()) {
        self.mock = mock
    }

    var cents: Int { mock.get.cents }
    func adding(_ other: MockMoney) -> Int { mock.run.adding(other) }
    var description: String { mock.get.description }
    static func == (lhs: MockMoney, rhs: MockMoney) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

final class MockRepository<Entity: Sendable>: Repository, Mockable, Sendable {
    let mock: Mock

    /// A strict mock, or the one given: `MockRepository(Mock(policy: .relaxed))`.
    init(_ mock: Mock = Mock()) {
        self.mock = mock
    }

    func find(id: Int) -> Entity? { mock.run.find(id: id) }
}

final class MockUserRepository: UserRepository, Mockable, Sendable {
    typealias Entity = User
    let mock: Mock

    /// A strict mock, or the one given: `MockUserRepository(Mock(policy: .relaxed))`.
    init(_ mock: Mock = Mock()) {
        self.mock = mock
    }

    func find(id: Int) -> Entity? { mock.run.find(id: id) }
    func current() -> User? { mock.run.current() }
}

@MainActor final class MockTheme: Theme, Mockable {
    nonisolated static let mock = Mock(perTest: true)
    nonisolated let mock: Mock

    /// A strict mock, or the one given: `MockTheme(Mock(policy: .relaxed))`.
    nonisolated init(_ mock: Mock = Mock()) {
        self.mock = mock
    }

    @MainActor static var name: String { mock.get.name }
    @MainActor func apply() { mock.run.apply() }
}

final class MockStore<Item: Hashable>: Store, Mockable, Sendable {
    let mock: Mock

    /// A strict mock, or the one given: `MockStore(Mock(policy: .relaxed))`.
    init(_ mock: Mock = Mock()) {
        self.mock = mock
    }

    func save(_ item: Item) { mock.run.save(item) }
    func all() -> [Item] { mock.run.all() }
}

final class MockCache<Key: Hashable & Sendable>: Cache, Mockable, Sendable {
    let mock: Mock

    /// A strict mock, or the one given: `MockCache(Mock(policy: .relaxed))`.
    init(_ mock: Mock = Mock()) {
        self.mock = mock
    }

    func value(for key: Key) -> String? { mock.run.value(for: key) }
    func insert(_ value: String, for key: Key) { mock.run.insert(value, for: key) }
}

final class MockNamed: Named, Mockable, Sendable {
    let mock: Mock

    /// A strict mock, or the one given: `MockNamed(Mock(policy: .relaxed))`.
    init(_ mock: Mock = Mock()) {
        self.mock = mock
    }

    var displayName: String { mock.get.displayName }
}

final class MockAccount: Account, Mockable, Sendable {
    let mock: Mock

    /// A strict mock, or the one given: `MockAccount(Mock(policy: .relaxed))`.
    init(_ mock: Mock = Mock()) {
        self.mock = mock
    }

    var displayName: String { mock.get.displayName }
    func balance() async throws -> Int { try await mock.call.balance() }
}

final class MockDecoding: Decoding, Mockable, Sendable {
    let mock: Mock

    /// A strict mock, or the one given: `MockDecoding(Mock(policy: .relaxed))`.
    init(_ mock: Mock = Mock()) {
        self.mock = mock
    }

    func decode<T>(_ type: T.Type, from bytes: [UInt8]) throws -> T where T : Decodable { try mock.call.decode(type, from: bytes) }
    func merge<S>(_ items: S) -> [Int] where S : Sequence, S.Element == Int { mock.run.merge(items) }
}

final class MockPrinter: Printer, Mockable, Sendable {
    let mock: Mock

    /// A strict mock, or the one given: `MockPrinter(Mock(policy: .relaxed))`.
    init(_ mock: Mock = Mock()) {
        self.mock = mock
    }

    func print(_ value: Int) { mock.run.print(value) }
    func print(_ value: String) { mock.run.print(value) }
    func print(_ value: Int, copies: Int) -> Bool { mock.run.print(value, copies: copies) }
    func make() -> Int { mock.run.make() }
    func make() -> String { mock.run.make() }
}

final class MockClock: Clock, Mockable, Sendable {
    static let mock = Mock(perTest: true)
    let mock: Mock

    /// A strict mock, or the one given: `MockClock(Mock(policy: .relaxed))`.
    init(_ mock: Mock = Mock()) {
        self.mock = mock
    }

    func now() -> Int { mock.run.now() }
    static func zone() -> String { mock.run.zone() }
}

actor MockShelf: Shelf, Mockable {
    let mock: Mock

    /// A strict mock, or the one given: `MockShelf(Mock(policy: .relaxed))`.
    init(_ mock: Mock = Mock()) {
        self.mock = mock
    }

    func book(id: Int) -> String? { mock.run.book(id: id) }
    func add(_ title: String) { mock.run.add(title) }
}

@MainActor final class MockScreen: Screen, Mockable {
    nonisolated let mock: Mock

    /// A strict mock, or the one given: `MockScreen(Mock(policy: .relaxed))`.
    nonisolated init(_ mock: Mock = Mock()) {
        self.mock = mock
    }

    @MainActor var title: String {
        get { mock.get.title }
        set { mock.set.title = newValue }
    }
    @MainActor func show() { mock.run.show() }
}

final class MockPresenter: Presenter, Mockable, Sendable {
    let mock: Mock

    /// A strict mock, or the one given: `MockPresenter(Mock(policy: .relaxed))`.
    init(_ mock: Mock = Mock()) {
        self.mock = mock
    }

    @MainActor func present(_ message: String) { mock.run.present(message) }
    func identifier() -> Int { mock.run.identifier() }
}

final class MockFeed: Feed, Mockable, Sendable {
    let mock: Mock

    /// A strict mock, or the one given: `MockFeed(Mock(policy: .relaxed))`.
    init(_ mock: Mock = Mock()) {
        self.mock = mock
    }

    var latest: [String] { get async { mock.get.latest } }
    var unread: Int { get async throws { try mock.get(throwing: (any Error).self).unread } }
}

final class MockToolbox: Toolbox, Mockable, Sendable {
    let mock: Mock

    /// A strict mock, or the one given: `MockToolbox(Mock(policy: .relaxed))`.
    init(_ mock: Mock = Mock()) {
        self.mock = mock
    }

    func each(_ body: (String) throws -> Void) rethrows { try mock.lending(body) { body in mock.run.each(body) } }
    func sum(_ values: Int...) -> Int { mock.run.sum(values) }
    func bump(_ value: inout Int) { value = mock.run.bump(value) }
    func fetch(completion: ((Result<Int, LoadError>) -> Void)?) { mock.run.fetch(completion: completion) }
    func transform(_ value: Int, with change: (Int) -> Int) -> Int { mock.lending(change) { change in mock.run.transform(value, with: change) } }
    func describe(_ value: some CustomStringConvertible) -> String { mock.run.describe(value) }
    func keep(_ value: any Sendable) { mock.run.keep(value) }
    func visit(_ body: (String) async throws -> Void) async rethrows { try await mock.lending(body) { body in await mock.run.visit(body) } }
}

final class MockGreeter: Greeter, Mockable, Sendable {
    let mock: Mock

    /// A strict mock, or the one given: `MockGreeter(Mock(policy: .relaxed))`.
    init(_ mock: Mock = Mock()) {
        self.mock = mock
    }

    func greet(_ name: String) -> String { mock.run.greet(name) }
    func farewell() -> String { mock.run.farewell() }
}

final class MockLedger: Ledger, Mockable, Sendable {
    let mock: Mock

    /// A strict mock, or the one given: `MockLedger(Mock(policy: .relaxed))`.
    init(_ mock: Mock = Mock()) {
        self.mock = mock
    }

    func record(_ amount: Int, note: String?) { mock.run.record(amount, note: note) }
}

final class MockLibrary: Library, Mockable, Sendable {
    static let mock = Mock(perTest: true)
    let mock: Mock

    /// A strict mock, or the one given: `MockLibrary(Mock(policy: .relaxed))`.
    init(_ mock: Mock = Mock()) {
        self.mock = mock
    }

    static var version: String { mock.get.version }
    init(host: String) {
        self.mock = Mock()
        mock.run.`init`(host: host)
    }
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
    func download(id: Int) async throws(LoadError) -> [UInt8] { try await mock.call(throwing: LoadError.self).download(id: id) }
    func value<T>(for key: String) -> T { mock.run.value(for: key) }
    func season(_ dish: inout String) { dish = mock.run.season(dish) }
    func sorted(_ values: [Int], by order: (Int, Int) -> Bool) -> [Int] { mock.lending(order) { order in mock.run.sorted(values, by: order) } }
    func onChange(_ handler: @escaping @Sendable (String) -> Void) { mock.run.onChange(handler) }
    func refresh() async { await mock.run.refresh() }
    func fetch(id: Int) async throws -> User { try await mock.call.fetch(id: id) }
}
