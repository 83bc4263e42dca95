// Written by Scout's mock generator from the symbol graph of Shapes. Do not edit:
// swift package --allow-writing-to-package-directory generate-mocks --target Shapes --output Tests/ShapesTests/ShapesMocks.swift

import Foundation
import class Scout.Mock
import struct Scout.MockMembers
import protocol Scout.TypedMockable
import protocol Scout.TypedArgMatcher
import protocol Scout.ArgMatcher
import struct Scout.TypedCall
import struct Scout.TypedProperty
import struct Scout.TypedReceivedProperty
import struct Scout.TypedObservedProperty
import enum Scout.ReadOnly
import enum Scout.ReadWrite
import struct Scout.ExpectProxy
import struct Scout.ReceivedProxy
import struct Scout.ObserveProxy
import struct Scout.ReceivedInteractions
import struct Scout.ObservedInteractions
import protocol Scout.TypedExpectSurface
import protocol Scout.TypedReceivedSurface
import protocol Scout.TypedObserveSurface
import struct Scout.StaticMock
@testable import Shapes

final class MockAPIClient: API.Client, TypedMockable, Sendable {
    let mock: Mock

    /// A strict mock, created at the caller's line, or the one given: `MockAPIClient(Mock(policy: .relaxed))`.
    init(
        _ mock: Mock? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.mock = mock ?? Mock(fileID: fileID, filePath: filePath, line: line, column: column)
        self.mock.declare(membersOfMockAPIClient)
    }

    func get(_ url: URL) async throws -> Data { try await mock.call.get(url) }

    /// Typed expectations and checks: a member, label, argument or answer the protocol does not have does not compile.
    var expect: Expect { Expect(dynamicExpect) }
    var received: Received { Received(dynamicReceived) }
    var observe: Observe { Observe(dynamicObserve) }

    struct Expect: Scout.TypedExpectSurface {
        let untyped: Scout.ExpectProxy
        init(_ untyped: Scout.ExpectProxy) { self.untyped = untyped }
        func get(_ url: URL) -> Scout.TypedCall<URL, Data> { .init(untyped.get(url), parameter: (URL).self) }
        func get(_ url: some Scout.TypedArgMatcher<URL>) -> Scout.TypedCall<URL, Data> { .init(untyped.get(url.matcher), parameter: (URL).self) }
    }

    struct Received: Scout.TypedReceivedSurface {
        let untyped: Scout.ReceivedProxy
        init(_ untyped: Scout.ReceivedProxy) { self.untyped = untyped }
        func get(_ url: URL) -> Scout.ReceivedInteractions { untyped.get(url) }
        func get(_ url: some Scout.TypedArgMatcher<URL>) -> Scout.ReceivedInteractions { untyped.get(url.matcher) }
    }

    struct Observe: Scout.TypedObserveSurface {
        let untyped: Scout.ObserveProxy
        init(_ untyped: Scout.ObserveProxy) { self.untyped = untyped }
        func get(_ url: URL) -> Scout.ObservedInteractions { untyped.get(url) }
        func get(_ url: some Scout.TypedArgMatcher<URL>) -> Scout.ObservedInteractions { untyped.get(url.matcher) }
    }
}

private let membersOfMockAPIClient = MockMembers("get(_:)")

final class MockTracker: Tracker, TypedMockable, Sendable {
    let mock: Mock

    /// A strict mock, created at the caller's line, or the one given: `MockTracker(Mock(policy: .relaxed))`.
    init(
        _ mock: Mock? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.mock = mock ?? Mock(fileID: fileID, filePath: filePath, line: line, column: column)
        self.mock.declare(membersOfMockTracker)
    }

    func track(_ interaction: Interaction) { mock.run.track(interaction) }
    func setting(_ key: String, default: String) -> String { mock.run.setting(key, default: `default`) }
    func configure(mock mockValue: Bool) { mock.run.configure(mock: mockValue) }
    func swapValues(_ first: inout Int, _ second: inout Int) { (first, second) = mock.run.swapValues(first, second) }
    func clamp(_ value: inout Int) -> Bool { let answer: (Int, Bool) = mock.run.clamp(value); value = answer.0; return answer.1 }
    func check(_ condition: @autoclosure () -> Bool) { mock.lending(condition) { condition in mock.run.check(condition) } }
    func apply(_ body: ((String) -> Void) -> Void) { mock.lending(body) { body in mock.run.apply(body) } }

    /// Typed expectations and checks: a member, label, argument or answer the protocol does not have does not compile.
    var expect: Expect { Expect(dynamicExpect) }
    var received: Received { Received(dynamicReceived) }
    var observe: Observe { Observe(dynamicObserve) }

    struct Expect: Scout.TypedExpectSurface {
        let untyped: Scout.ExpectProxy
        init(_ untyped: Scout.ExpectProxy) { self.untyped = untyped }
        func track(_ interaction: Interaction) -> Scout.TypedCall<Interaction, Void> { .init(untyped.track(interaction), parameter: (Interaction).self) }
        func track(_ interaction: some Scout.TypedArgMatcher<Interaction>) -> Scout.TypedCall<Interaction, Void> { .init(untyped.track(interaction.matcher), parameter: (Interaction).self) }
        func setting(_ key: String, `default`: String) -> Scout.TypedCall<(String, String), String> { .init(untyped.setting(key, default: `default`), parameters: (String).self, (String).self) }
        func setting(_ key: some Scout.TypedArgMatcher<String>, `default`: String) -> Scout.TypedCall<(String, String), String> { .init(untyped.setting(key.matcher, default: `default`), parameters: (String).self, (String).self) }
        func setting(_ key: String, `default`: some Scout.TypedArgMatcher<String>) -> Scout.TypedCall<(String, String), String> { .init(untyped.setting(key, default: `default`.matcher), parameters: (String).self, (String).self) }
        func setting(_ key: some Scout.TypedArgMatcher<String>, `default`: some Scout.TypedArgMatcher<String>) -> Scout.TypedCall<(String, String), String> { .init(untyped.setting(key.matcher, default: `default`.matcher), parameters: (String).self, (String).self) }
        func configure(mock mockValue: Bool) -> Scout.TypedCall<Bool, Void> { .init(untyped.configure(mock: mockValue), parameter: (Bool).self) }
        func configure(mock mockValue: some Scout.TypedArgMatcher<Bool>) -> Scout.TypedCall<Bool, Void> { .init(untyped.configure(mock: mockValue.matcher), parameter: (Bool).self) }
        func swapValues(_ first: Int, _ second: Int) -> Scout.TypedCall<(Int, Int), (Int, Int)> { .init(untyped.swapValues(first, second), parameters: (Int).self, (Int).self) }
        func swapValues(_ first: some Scout.TypedArgMatcher<Int>, _ second: Int) -> Scout.TypedCall<(Int, Int), (Int, Int)> { .init(untyped.swapValues(first.matcher, second), parameters: (Int).self, (Int).self) }
        func swapValues(_ first: Int, _ second: some Scout.TypedArgMatcher<Int>) -> Scout.TypedCall<(Int, Int), (Int, Int)> { .init(untyped.swapValues(first, second.matcher), parameters: (Int).self, (Int).self) }
        func swapValues(_ first: some Scout.TypedArgMatcher<Int>, _ second: some Scout.TypedArgMatcher<Int>) -> Scout.TypedCall<(Int, Int), (Int, Int)> { .init(untyped.swapValues(first.matcher, second.matcher), parameters: (Int).self, (Int).self) }
        func clamp(_ value: Int) -> Scout.TypedCall<Int, (Int, Bool)> { .init(untyped.clamp(value), parameter: (Int).self) }
        func clamp(_ value: some Scout.TypedArgMatcher<Int>) -> Scout.TypedCall<Int, (Int, Bool)> { .init(untyped.clamp(value.matcher), parameter: (Int).self) }
        func check(_ condition: some Scout.TypedArgMatcher<() -> Bool>) -> Scout.TypedCall<() -> Bool, Void> { .init(untyped.check(condition.matcher), parameter: (() -> Bool).self) }
        func apply(_ body: some Scout.TypedArgMatcher<((String) -> Void) -> Void>) -> Scout.TypedCall<((String) -> Void) -> Void, Void> { .init(untyped.apply(body.matcher), parameter: (((String) -> Void) -> Void).self) }
    }

    struct Received: Scout.TypedReceivedSurface {
        let untyped: Scout.ReceivedProxy
        init(_ untyped: Scout.ReceivedProxy) { self.untyped = untyped }
        func track(_ interaction: Interaction) -> Scout.ReceivedInteractions { untyped.track(interaction) }
        func track(_ interaction: some Scout.TypedArgMatcher<Interaction>) -> Scout.ReceivedInteractions { untyped.track(interaction.matcher) }
        func setting(_ key: String, `default`: String) -> Scout.ReceivedInteractions { untyped.setting(key, default: `default`) }
        func setting(_ key: some Scout.TypedArgMatcher<String>, `default`: String) -> Scout.ReceivedInteractions { untyped.setting(key.matcher, default: `default`) }
        func setting(_ key: String, `default`: some Scout.TypedArgMatcher<String>) -> Scout.ReceivedInteractions { untyped.setting(key, default: `default`.matcher) }
        func setting(_ key: some Scout.TypedArgMatcher<String>, `default`: some Scout.TypedArgMatcher<String>) -> Scout.ReceivedInteractions { untyped.setting(key.matcher, default: `default`.matcher) }
        func configure(mock mockValue: Bool) -> Scout.ReceivedInteractions { untyped.configure(mock: mockValue) }
        func configure(mock mockValue: some Scout.TypedArgMatcher<Bool>) -> Scout.ReceivedInteractions { untyped.configure(mock: mockValue.matcher) }
        func swapValues(_ first: Int, _ second: Int) -> Scout.ReceivedInteractions { untyped.swapValues(first, second) }
        func swapValues(_ first: some Scout.TypedArgMatcher<Int>, _ second: Int) -> Scout.ReceivedInteractions { untyped.swapValues(first.matcher, second) }
        func swapValues(_ first: Int, _ second: some Scout.TypedArgMatcher<Int>) -> Scout.ReceivedInteractions { untyped.swapValues(first, second.matcher) }
        func swapValues(_ first: some Scout.TypedArgMatcher<Int>, _ second: some Scout.TypedArgMatcher<Int>) -> Scout.ReceivedInteractions { untyped.swapValues(first.matcher, second.matcher) }
        func clamp(_ value: Int) -> Scout.ReceivedInteractions { untyped.clamp(value) }
        func clamp(_ value: some Scout.TypedArgMatcher<Int>) -> Scout.ReceivedInteractions { untyped.clamp(value.matcher) }
        func check(_ condition: some Scout.TypedArgMatcher<() -> Bool>) -> Scout.ReceivedInteractions { untyped.check(condition.matcher) }
        func apply(_ body: some Scout.TypedArgMatcher<((String) -> Void) -> Void>) -> Scout.ReceivedInteractions { untyped.apply(body.matcher) }
    }

    struct Observe: Scout.TypedObserveSurface {
        let untyped: Scout.ObserveProxy
        init(_ untyped: Scout.ObserveProxy) { self.untyped = untyped }
        func track(_ interaction: Interaction) -> Scout.ObservedInteractions { untyped.track(interaction) }
        func track(_ interaction: some Scout.TypedArgMatcher<Interaction>) -> Scout.ObservedInteractions { untyped.track(interaction.matcher) }
        func setting(_ key: String, `default`: String) -> Scout.ObservedInteractions { untyped.setting(key, default: `default`) }
        func setting(_ key: some Scout.TypedArgMatcher<String>, `default`: String) -> Scout.ObservedInteractions { untyped.setting(key.matcher, default: `default`) }
        func setting(_ key: String, `default`: some Scout.TypedArgMatcher<String>) -> Scout.ObservedInteractions { untyped.setting(key, default: `default`.matcher) }
        func setting(_ key: some Scout.TypedArgMatcher<String>, `default`: some Scout.TypedArgMatcher<String>) -> Scout.ObservedInteractions { untyped.setting(key.matcher, default: `default`.matcher) }
        func configure(mock mockValue: Bool) -> Scout.ObservedInteractions { untyped.configure(mock: mockValue) }
        func configure(mock mockValue: some Scout.TypedArgMatcher<Bool>) -> Scout.ObservedInteractions { untyped.configure(mock: mockValue.matcher) }
        func swapValues(_ first: Int, _ second: Int) -> Scout.ObservedInteractions { untyped.swapValues(first, second) }
        func swapValues(_ first: some Scout.TypedArgMatcher<Int>, _ second: Int) -> Scout.ObservedInteractions { untyped.swapValues(first.matcher, second) }
        func swapValues(_ first: Int, _ second: some Scout.TypedArgMatcher<Int>) -> Scout.ObservedInteractions { untyped.swapValues(first, second.matcher) }
        func swapValues(_ first: some Scout.TypedArgMatcher<Int>, _ second: some Scout.TypedArgMatcher<Int>) -> Scout.ObservedInteractions { untyped.swapValues(first.matcher, second.matcher) }
        func clamp(_ value: Int) -> Scout.ObservedInteractions { untyped.clamp(value) }
        func clamp(_ value: some Scout.TypedArgMatcher<Int>) -> Scout.ObservedInteractions { untyped.clamp(value.matcher) }
        func check(_ condition: some Scout.TypedArgMatcher<() -> Bool>) -> Scout.ObservedInteractions { untyped.check(condition.matcher) }
        func apply(_ body: some Scout.TypedArgMatcher<((String) -> Void) -> Void>) -> Scout.ObservedInteractions { untyped.apply(body.matcher) }
    }
}

private let membersOfMockTracker = MockMembers("track(_:)", "setting(_:default:)", "configure(mock:)", "swapValues(_:_:)", "clamp(_:)", "check(_:)", "apply(_:)")

final class MockMoney: Money, TypedMockable, Sendable {
    let mock: Mock

    /// A strict mock, created at the caller's line, or the one given: `MockMoney(Mock(policy: .relaxed))`.
    init(
        _ mock: Mock? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.mock = mock ?? Mock(fileID: fileID, filePath: filePath, line: line, column: column)
        self.mock.declare(membersOfMockMoney)
    }

    var cents: Int { mock.get.cents }
    func adding(_ other: MockMoney) -> Int { mock.run.adding(other) }
    var description: String { mock.get.description }
    static func == (lhs: MockMoney, rhs: MockMoney) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// Typed expectations and checks: a member, label, argument or answer the protocol does not have does not compile.
    var expect: Expect { Expect(dynamicExpect) }
    var received: Received { Received(dynamicReceived) }
    var observe: Observe { Observe(dynamicObserve) }

    struct Expect: Scout.TypedExpectSurface {
        let untyped: Scout.ExpectProxy
        init(_ untyped: Scout.ExpectProxy) { self.untyped = untyped }
        var cents: Scout.TypedProperty<Int, Scout.ReadOnly> { .init(untyped.cents) }
        func adding(_ other: MockMoney) -> Scout.TypedCall<MockMoney, Int> { .init(untyped.adding(other), parameter: (MockMoney).self) }
        func adding(_ other: some Scout.TypedArgMatcher<MockMoney>) -> Scout.TypedCall<MockMoney, Int> { .init(untyped.adding(other.matcher), parameter: (MockMoney).self) }
        var description: Scout.TypedProperty<String, Scout.ReadOnly> { .init(untyped.description) }
    }

    struct Received: Scout.TypedReceivedSurface {
        let untyped: Scout.ReceivedProxy
        init(_ untyped: Scout.ReceivedProxy) { self.untyped = untyped }
        var cents: Scout.TypedReceivedProperty<Int, Scout.ReadOnly> { .init(untyped.cents) }
        func adding(_ other: MockMoney) -> Scout.ReceivedInteractions { untyped.adding(other) }
        func adding(_ other: some Scout.TypedArgMatcher<MockMoney>) -> Scout.ReceivedInteractions { untyped.adding(other.matcher) }
        var description: Scout.TypedReceivedProperty<String, Scout.ReadOnly> { .init(untyped.description) }
    }

    struct Observe: Scout.TypedObserveSurface {
        let untyped: Scout.ObserveProxy
        init(_ untyped: Scout.ObserveProxy) { self.untyped = untyped }
        var cents: Scout.TypedObservedProperty<Int, Scout.ReadOnly> { .init(untyped.cents) }
        func adding(_ other: MockMoney) -> Scout.ObservedInteractions { untyped.adding(other) }
        func adding(_ other: some Scout.TypedArgMatcher<MockMoney>) -> Scout.ObservedInteractions { untyped.adding(other.matcher) }
        var description: Scout.TypedObservedProperty<String, Scout.ReadOnly> { .init(untyped.description) }
    }
}

private let membersOfMockMoney = MockMembers("cents", "adding(_:)", "description")

final class MockRepository<Entity: Sendable>: Repository, TypedMockable, Sendable {
    let mock: Mock

    /// A strict mock, created at the caller's line, or the one given: `MockRepository(Mock(policy: .relaxed))`.
    init(
        _ mock: Mock? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.mock = mock ?? Mock(fileID: fileID, filePath: filePath, line: line, column: column)
        self.mock.declare(membersOfMockRepository)
    }

    func find(id: Int) -> Entity? { mock.run.find(id: id) }

    /// Typed expectations and checks: a member, label, argument or answer the protocol does not have does not compile.
    var expect: Expect { Expect(dynamicExpect) }
    var received: Received { Received(dynamicReceived) }
    var observe: Observe { Observe(dynamicObserve) }

    struct Expect: Scout.TypedExpectSurface {
        let untyped: Scout.ExpectProxy
        init(_ untyped: Scout.ExpectProxy) { self.untyped = untyped }
        func find(id: Int) -> Scout.TypedCall<Int, Entity?> { .init(untyped.find(id: id), parameter: (Int).self) }
        func find(id: some Scout.TypedArgMatcher<Int>) -> Scout.TypedCall<Int, Entity?> { .init(untyped.find(id: id.matcher), parameter: (Int).self) }
    }

    struct Received: Scout.TypedReceivedSurface {
        let untyped: Scout.ReceivedProxy
        init(_ untyped: Scout.ReceivedProxy) { self.untyped = untyped }
        func find(id: Int) -> Scout.ReceivedInteractions { untyped.find(id: id) }
        func find(id: some Scout.TypedArgMatcher<Int>) -> Scout.ReceivedInteractions { untyped.find(id: id.matcher) }
    }

    struct Observe: Scout.TypedObserveSurface {
        let untyped: Scout.ObserveProxy
        init(_ untyped: Scout.ObserveProxy) { self.untyped = untyped }
        func find(id: Int) -> Scout.ObservedInteractions { untyped.find(id: id) }
        func find(id: some Scout.TypedArgMatcher<Int>) -> Scout.ObservedInteractions { untyped.find(id: id.matcher) }
    }
}

private let membersOfMockRepository = MockMembers("find(id:)")

final class MockUserRepository: UserRepository, TypedMockable, Sendable {
    typealias Entity = User
    let mock: Mock

    /// A strict mock, created at the caller's line, or the one given: `MockUserRepository(Mock(policy: .relaxed))`.
    init(
        _ mock: Mock? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.mock = mock ?? Mock(fileID: fileID, filePath: filePath, line: line, column: column)
        self.mock.declare(membersOfMockUserRepository)
    }

    func find(id: Int) -> Entity? { mock.run.find(id: id) }
    func current() -> User? { mock.run.current() }

    /// Typed expectations and checks: a member, label, argument or answer the protocol does not have does not compile.
    var expect: Expect { Expect(dynamicExpect) }
    var received: Received { Received(dynamicReceived) }
    var observe: Observe { Observe(dynamicObserve) }

    struct Expect: Scout.TypedExpectSurface {
        let untyped: Scout.ExpectProxy
        init(_ untyped: Scout.ExpectProxy) { self.untyped = untyped }
        func find(id: Int) -> Scout.TypedCall<Int, Entity?> { .init(untyped.find(id: id), parameter: (Int).self) }
        func find(id: some Scout.TypedArgMatcher<Int>) -> Scout.TypedCall<Int, Entity?> { .init(untyped.find(id: id.matcher), parameter: (Int).self) }
        func current() -> Scout.TypedCall<(), User?> { .init(untyped.current()) }
    }

    struct Received: Scout.TypedReceivedSurface {
        let untyped: Scout.ReceivedProxy
        init(_ untyped: Scout.ReceivedProxy) { self.untyped = untyped }
        func find(id: Int) -> Scout.ReceivedInteractions { untyped.find(id: id) }
        func find(id: some Scout.TypedArgMatcher<Int>) -> Scout.ReceivedInteractions { untyped.find(id: id.matcher) }
        func current() -> Scout.ReceivedInteractions { untyped.current() }
    }

    struct Observe: Scout.TypedObserveSurface {
        let untyped: Scout.ObserveProxy
        init(_ untyped: Scout.ObserveProxy) { self.untyped = untyped }
        func find(id: Int) -> Scout.ObservedInteractions { untyped.find(id: id) }
        func find(id: some Scout.TypedArgMatcher<Int>) -> Scout.ObservedInteractions { untyped.find(id: id.matcher) }
        func current() -> Scout.ObservedInteractions { untyped.current() }
    }
}

private let membersOfMockUserRepository = MockMembers("find(id:)", "current()")

@MainActor final class MockTheme: Theme, TypedMockable {
    nonisolated static let mock = StaticMock<StaticExpect, StaticReceived, StaticObserve>(Mock(perTest: true), members: staticMembersOfMockTheme)
    nonisolated let mock: Mock

    /// A strict mock, created at the caller's line, or the one given: `MockTheme(Mock(policy: .relaxed))`.
    nonisolated init(
        _ mock: Mock? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.mock = mock ?? Mock(fileID: fileID, filePath: filePath, line: line, column: column)
        self.mock.declare(membersOfMockTheme)
    }

    @MainActor static var name: String { mock.untyped.get.name }
    @MainActor func apply() { mock.run.apply() }

    /// Typed expectations and checks: a member, label, argument or answer the protocol does not have does not compile.
    nonisolated var expect: Expect { Expect(dynamicExpect) }
    nonisolated var received: Received { Received(dynamicReceived) }
    nonisolated var observe: Observe { Observe(dynamicObserve) }

    struct Expect: Scout.TypedExpectSurface {
        let untyped: Scout.ExpectProxy
        init(_ untyped: Scout.ExpectProxy) { self.untyped = untyped }
        func apply() -> Scout.TypedCall<(), Void> { .init(untyped.apply()) }
    }

    struct Received: Scout.TypedReceivedSurface {
        let untyped: Scout.ReceivedProxy
        init(_ untyped: Scout.ReceivedProxy) { self.untyped = untyped }
        func apply() -> Scout.ReceivedInteractions { untyped.apply() }
    }

    struct Observe: Scout.TypedObserveSurface {
        let untyped: Scout.ObserveProxy
        init(_ untyped: Scout.ObserveProxy) { self.untyped = untyped }
        func apply() -> Scout.ObservedInteractions { untyped.apply() }
    }

    struct StaticExpect: Scout.TypedExpectSurface {
        let untyped: Scout.ExpectProxy
        init(_ untyped: Scout.ExpectProxy) { self.untyped = untyped }
        var name: Scout.TypedProperty<String, Scout.ReadOnly> { .init(untyped.name) }
    }

    struct StaticReceived: Scout.TypedReceivedSurface {
        let untyped: Scout.ReceivedProxy
        init(_ untyped: Scout.ReceivedProxy) { self.untyped = untyped }
        var name: Scout.TypedReceivedProperty<String, Scout.ReadOnly> { .init(untyped.name) }
    }

    struct StaticObserve: Scout.TypedObserveSurface {
        let untyped: Scout.ObserveProxy
        init(_ untyped: Scout.ObserveProxy) { self.untyped = untyped }
        var name: Scout.TypedObservedProperty<String, Scout.ReadOnly> { .init(untyped.name) }
    }
}

private let membersOfMockTheme = MockMembers("apply()")

private let staticMembersOfMockTheme = MockMembers("name")

final class MockStore<Item: Hashable>: Store, TypedMockable, Sendable {
    let mock: Mock

    /// A strict mock, created at the caller's line, or the one given: `MockStore(Mock(policy: .relaxed))`.
    init(
        _ mock: Mock? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.mock = mock ?? Mock(fileID: fileID, filePath: filePath, line: line, column: column)
        self.mock.declare(membersOfMockStore)
    }

    func save(_ item: Item) { mock.run.save(item) }
    func all() -> [Item] { mock.run.all() }

    /// Typed expectations and checks: a member, label, argument or answer the protocol does not have does not compile.
    var expect: Expect { Expect(dynamicExpect) }
    var received: Received { Received(dynamicReceived) }
    var observe: Observe { Observe(dynamicObserve) }

    struct Expect: Scout.TypedExpectSurface {
        let untyped: Scout.ExpectProxy
        init(_ untyped: Scout.ExpectProxy) { self.untyped = untyped }
        func save(_ item: Item) -> Scout.TypedCall<Item, Void> { .init(untyped.save(item), parameter: (Item).self) }
        func save(_ item: some Scout.TypedArgMatcher<Item>) -> Scout.TypedCall<Item, Void> { .init(untyped.save(item.matcher), parameter: (Item).self) }
        func all() -> Scout.TypedCall<(), [Item]> { .init(untyped.all()) }
    }

    struct Received: Scout.TypedReceivedSurface {
        let untyped: Scout.ReceivedProxy
        init(_ untyped: Scout.ReceivedProxy) { self.untyped = untyped }
        func save(_ item: Item) -> Scout.ReceivedInteractions { untyped.save(item) }
        func save(_ item: some Scout.TypedArgMatcher<Item>) -> Scout.ReceivedInteractions { untyped.save(item.matcher) }
        func all() -> Scout.ReceivedInteractions { untyped.all() }
    }

    struct Observe: Scout.TypedObserveSurface {
        let untyped: Scout.ObserveProxy
        init(_ untyped: Scout.ObserveProxy) { self.untyped = untyped }
        func save(_ item: Item) -> Scout.ObservedInteractions { untyped.save(item) }
        func save(_ item: some Scout.TypedArgMatcher<Item>) -> Scout.ObservedInteractions { untyped.save(item.matcher) }
        func all() -> Scout.ObservedInteractions { untyped.all() }
    }
}

private let membersOfMockStore = MockMembers("save(_:)", "all()")

final class MockCache<Key: Hashable & Sendable>: Cache, TypedMockable, Sendable {
    let mock: Mock

    /// A strict mock, created at the caller's line, or the one given: `MockCache(Mock(policy: .relaxed))`.
    init(
        _ mock: Mock? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.mock = mock ?? Mock(fileID: fileID, filePath: filePath, line: line, column: column)
        self.mock.declare(membersOfMockCache)
    }

    func value(for key: Key) -> String? { mock.run.value(for: key) }
    func insert(_ value: String, for key: Key) { mock.run.insert(value, for: key) }

    /// Typed expectations and checks: a member, label, argument or answer the protocol does not have does not compile.
    var expect: Expect { Expect(dynamicExpect) }
    var received: Received { Received(dynamicReceived) }
    var observe: Observe { Observe(dynamicObserve) }

    struct Expect: Scout.TypedExpectSurface {
        let untyped: Scout.ExpectProxy
        init(_ untyped: Scout.ExpectProxy) { self.untyped = untyped }
        func value(for key: Key) -> Scout.TypedCall<Key, String?> { .init(untyped.value(for: key), parameter: (Key).self) }
        func value(for key: some Scout.TypedArgMatcher<Key>) -> Scout.TypedCall<Key, String?> { .init(untyped.value(for: key.matcher), parameter: (Key).self) }
        func insert(_ value: String, for key: Key) -> Scout.TypedCall<(String, Key), Void> { .init(untyped.insert(value, for: key), parameters: (String).self, (Key).self) }
        func insert(_ value: some Scout.TypedArgMatcher<String>, for key: Key) -> Scout.TypedCall<(String, Key), Void> { .init(untyped.insert(value.matcher, for: key), parameters: (String).self, (Key).self) }
        func insert(_ value: String, for key: some Scout.TypedArgMatcher<Key>) -> Scout.TypedCall<(String, Key), Void> { .init(untyped.insert(value, for: key.matcher), parameters: (String).self, (Key).self) }
        func insert(_ value: some Scout.TypedArgMatcher<String>, for key: some Scout.TypedArgMatcher<Key>) -> Scout.TypedCall<(String, Key), Void> { .init(untyped.insert(value.matcher, for: key.matcher), parameters: (String).self, (Key).self) }
    }

    struct Received: Scout.TypedReceivedSurface {
        let untyped: Scout.ReceivedProxy
        init(_ untyped: Scout.ReceivedProxy) { self.untyped = untyped }
        func value(for key: Key) -> Scout.ReceivedInteractions { untyped.value(for: key) }
        func value(for key: some Scout.TypedArgMatcher<Key>) -> Scout.ReceivedInteractions { untyped.value(for: key.matcher) }
        func insert(_ value: String, for key: Key) -> Scout.ReceivedInteractions { untyped.insert(value, for: key) }
        func insert(_ value: some Scout.TypedArgMatcher<String>, for key: Key) -> Scout.ReceivedInteractions { untyped.insert(value.matcher, for: key) }
        func insert(_ value: String, for key: some Scout.TypedArgMatcher<Key>) -> Scout.ReceivedInteractions { untyped.insert(value, for: key.matcher) }
        func insert(_ value: some Scout.TypedArgMatcher<String>, for key: some Scout.TypedArgMatcher<Key>) -> Scout.ReceivedInteractions { untyped.insert(value.matcher, for: key.matcher) }
    }

    struct Observe: Scout.TypedObserveSurface {
        let untyped: Scout.ObserveProxy
        init(_ untyped: Scout.ObserveProxy) { self.untyped = untyped }
        func value(for key: Key) -> Scout.ObservedInteractions { untyped.value(for: key) }
        func value(for key: some Scout.TypedArgMatcher<Key>) -> Scout.ObservedInteractions { untyped.value(for: key.matcher) }
        func insert(_ value: String, for key: Key) -> Scout.ObservedInteractions { untyped.insert(value, for: key) }
        func insert(_ value: some Scout.TypedArgMatcher<String>, for key: Key) -> Scout.ObservedInteractions { untyped.insert(value.matcher, for: key) }
        func insert(_ value: String, for key: some Scout.TypedArgMatcher<Key>) -> Scout.ObservedInteractions { untyped.insert(value, for: key.matcher) }
        func insert(_ value: some Scout.TypedArgMatcher<String>, for key: some Scout.TypedArgMatcher<Key>) -> Scout.ObservedInteractions { untyped.insert(value.matcher, for: key.matcher) }
    }
}

private let membersOfMockCache = MockMembers("value(for:)", "insert(_:for:)")

final class MockNamed: Named, TypedMockable, Sendable {
    let mock: Mock

    /// A strict mock, created at the caller's line, or the one given: `MockNamed(Mock(policy: .relaxed))`.
    init(
        _ mock: Mock? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.mock = mock ?? Mock(fileID: fileID, filePath: filePath, line: line, column: column)
        self.mock.declare(membersOfMockNamed)
    }

    var displayName: String { mock.get.displayName }

    /// Typed expectations and checks: a member, label, argument or answer the protocol does not have does not compile.
    var expect: Expect { Expect(dynamicExpect) }
    var received: Received { Received(dynamicReceived) }
    var observe: Observe { Observe(dynamicObserve) }

    struct Expect: Scout.TypedExpectSurface {
        let untyped: Scout.ExpectProxy
        init(_ untyped: Scout.ExpectProxy) { self.untyped = untyped }
        var displayName: Scout.TypedProperty<String, Scout.ReadOnly> { .init(untyped.displayName) }
    }

    struct Received: Scout.TypedReceivedSurface {
        let untyped: Scout.ReceivedProxy
        init(_ untyped: Scout.ReceivedProxy) { self.untyped = untyped }
        var displayName: Scout.TypedReceivedProperty<String, Scout.ReadOnly> { .init(untyped.displayName) }
    }

    struct Observe: Scout.TypedObserveSurface {
        let untyped: Scout.ObserveProxy
        init(_ untyped: Scout.ObserveProxy) { self.untyped = untyped }
        var displayName: Scout.TypedObservedProperty<String, Scout.ReadOnly> { .init(untyped.displayName) }
    }
}

private let membersOfMockNamed = MockMembers("displayName")

final class MockAccount: Account, TypedMockable, Sendable {
    let mock: Mock

    /// A strict mock, created at the caller's line, or the one given: `MockAccount(Mock(policy: .relaxed))`.
    init(
        _ mock: Mock? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.mock = mock ?? Mock(fileID: fileID, filePath: filePath, line: line, column: column)
        self.mock.declare(membersOfMockAccount)
    }

    var displayName: String { mock.get.displayName }
    func balance() async throws -> Int { try await mock.call.balance() }

    /// Typed expectations and checks: a member, label, argument or answer the protocol does not have does not compile.
    var expect: Expect { Expect(dynamicExpect) }
    var received: Received { Received(dynamicReceived) }
    var observe: Observe { Observe(dynamicObserve) }

    struct Expect: Scout.TypedExpectSurface {
        let untyped: Scout.ExpectProxy
        init(_ untyped: Scout.ExpectProxy) { self.untyped = untyped }
        var displayName: Scout.TypedProperty<String, Scout.ReadOnly> { .init(untyped.displayName) }
        func balance() -> Scout.TypedCall<(), Int> { .init(untyped.balance()) }
    }

    struct Received: Scout.TypedReceivedSurface {
        let untyped: Scout.ReceivedProxy
        init(_ untyped: Scout.ReceivedProxy) { self.untyped = untyped }
        var displayName: Scout.TypedReceivedProperty<String, Scout.ReadOnly> { .init(untyped.displayName) }
        func balance() -> Scout.ReceivedInteractions { untyped.balance() }
    }

    struct Observe: Scout.TypedObserveSurface {
        let untyped: Scout.ObserveProxy
        init(_ untyped: Scout.ObserveProxy) { self.untyped = untyped }
        var displayName: Scout.TypedObservedProperty<String, Scout.ReadOnly> { .init(untyped.displayName) }
        func balance() -> Scout.ObservedInteractions { untyped.balance() }
    }
}

private let membersOfMockAccount = MockMembers("displayName", "balance()")

final class MockDecoding: Decoding, TypedMockable, Sendable {
    let mock: Mock

    /// A strict mock, created at the caller's line, or the one given: `MockDecoding(Mock(policy: .relaxed))`.
    init(
        _ mock: Mock? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.mock = mock ?? Mock(fileID: fileID, filePath: filePath, line: line, column: column)
        self.mock.declare(membersOfMockDecoding)
    }

    func decode<T>(_ type: T.Type, from bytes: [UInt8]) throws -> T where T : Decodable { try mock.call.decode(type, from: bytes) }
    func merge<S>(_ items: S) -> [Int] where S : Sequence, S.Element == Int { mock.run.merge(items) }

    /// Typed expectations and checks: a member, label, argument or answer the protocol does not have does not compile.
    var expect: Expect { Expect(dynamicExpect) }
    var received: Received { Received(dynamicReceived) }
    var observe: Observe { Observe(dynamicObserve) }

    struct Expect: Scout.TypedExpectSurface {
        let untyped: Scout.ExpectProxy
        init(_ untyped: Scout.ExpectProxy) { self.untyped = untyped }
        func decode<T>(_ type: T.Type, from bytes: [UInt8]) -> Scout.TypedCall<(T.Type, [UInt8]), T> where T : Decodable { .init(untyped.decode(type, from: bytes), parameters: (T.Type).self, ([UInt8]).self) }
        func decode<T>(_ type: some Scout.TypedArgMatcher<T.Type>, from bytes: [UInt8]) -> Scout.TypedCall<(T.Type, [UInt8]), T> where T : Decodable { .init(untyped.decode(type.matcher, from: bytes), parameters: (T.Type).self, ([UInt8]).self) }
        func decode<T>(_ type: T.Type, from bytes: some Scout.TypedArgMatcher<[UInt8]>) -> Scout.TypedCall<(T.Type, [UInt8]), T> where T : Decodable { .init(untyped.decode(type, from: bytes.matcher), parameters: (T.Type).self, ([UInt8]).self) }
        func decode<T>(_ type: some Scout.TypedArgMatcher<T.Type>, from bytes: some Scout.TypedArgMatcher<[UInt8]>) -> Scout.TypedCall<(T.Type, [UInt8]), T> where T : Decodable { .init(untyped.decode(type.matcher, from: bytes.matcher), parameters: (T.Type).self, ([UInt8]).self) }
        func merge<S>(_ items: S) -> Scout.TypedCall<S, [Int]> where S : Sequence, S.Element == Int { .init(untyped.merge(items), parameter: (S).self) }
        func merge<S>(_ items: some Scout.TypedArgMatcher<S>) -> Scout.TypedCall<S, [Int]> where S : Sequence, S.Element == Int { .init(untyped.merge(items.matcher), parameter: (S).self) }
    }

    struct Received: Scout.TypedReceivedSurface {
        let untyped: Scout.ReceivedProxy
        init(_ untyped: Scout.ReceivedProxy) { self.untyped = untyped }
        func decode<T>(_ type: T.Type, from bytes: [UInt8]) -> Scout.ReceivedInteractions where T : Decodable { untyped.decode(type, from: bytes) }
        func decode<T>(_ type: some Scout.TypedArgMatcher<T.Type>, from bytes: [UInt8]) -> Scout.ReceivedInteractions where T : Decodable { untyped.decode(type.matcher, from: bytes) }
        func decode<T>(_ type: T.Type, from bytes: some Scout.TypedArgMatcher<[UInt8]>) -> Scout.ReceivedInteractions where T : Decodable { untyped.decode(type, from: bytes.matcher) }
        func decode<T>(_ type: some Scout.TypedArgMatcher<T.Type>, from bytes: some Scout.TypedArgMatcher<[UInt8]>) -> Scout.ReceivedInteractions where T : Decodable { untyped.decode(type.matcher, from: bytes.matcher) }
        func merge<S>(_ items: S) -> Scout.ReceivedInteractions where S : Sequence, S.Element == Int { untyped.merge(items) }
        func merge<S>(_ items: some Scout.TypedArgMatcher<S>) -> Scout.ReceivedInteractions where S : Sequence, S.Element == Int { untyped.merge(items.matcher) }
    }

    struct Observe: Scout.TypedObserveSurface {
        let untyped: Scout.ObserveProxy
        init(_ untyped: Scout.ObserveProxy) { self.untyped = untyped }
        func decode<T>(_ type: T.Type, from bytes: [UInt8]) -> Scout.ObservedInteractions where T : Decodable { untyped.decode(type, from: bytes) }
        func decode<T>(_ type: some Scout.TypedArgMatcher<T.Type>, from bytes: [UInt8]) -> Scout.ObservedInteractions where T : Decodable { untyped.decode(type.matcher, from: bytes) }
        func decode<T>(_ type: T.Type, from bytes: some Scout.TypedArgMatcher<[UInt8]>) -> Scout.ObservedInteractions where T : Decodable { untyped.decode(type, from: bytes.matcher) }
        func decode<T>(_ type: some Scout.TypedArgMatcher<T.Type>, from bytes: some Scout.TypedArgMatcher<[UInt8]>) -> Scout.ObservedInteractions where T : Decodable { untyped.decode(type.matcher, from: bytes.matcher) }
        func merge<S>(_ items: S) -> Scout.ObservedInteractions where S : Sequence, S.Element == Int { untyped.merge(items) }
        func merge<S>(_ items: some Scout.TypedArgMatcher<S>) -> Scout.ObservedInteractions where S : Sequence, S.Element == Int { untyped.merge(items.matcher) }
    }
}

private let membersOfMockDecoding = MockMembers("decode(_:from:)", "merge(_:)")

final class MockPrinter: Printer, TypedMockable, Sendable {
    let mock: Mock

    /// A strict mock, created at the caller's line, or the one given: `MockPrinter(Mock(policy: .relaxed))`.
    init(
        _ mock: Mock? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.mock = mock ?? Mock(fileID: fileID, filePath: filePath, line: line, column: column)
        self.mock.declare(membersOfMockPrinter)
    }

    func print(_ value: Int) { mock.run.print(value) }
    func print(_ value: String) { mock.run.print(value) }
    func print(_ value: Int, copies: Int) -> Bool { mock.run.print(value, copies: copies) }
    func make() -> Int { mock.run.make() }
    func make() -> String { mock.run.make() }

    /// Typed expectations and checks: a member, label, argument or answer the protocol does not have does not compile.
    var expect: Expect { Expect(dynamicExpect) }
    var received: Received { Received(dynamicReceived) }
    var observe: Observe { Observe(dynamicObserve) }

    struct Expect: Scout.TypedExpectSurface {
        let untyped: Scout.ExpectProxy
        init(_ untyped: Scout.ExpectProxy) { self.untyped = untyped }
        func print(_ value: Int) -> Scout.TypedCall<Int, Void> { .init(untyped.print(value), parameter: (Int).self) }
        func print(_ value: some Scout.TypedArgMatcher<Int>) -> Scout.TypedCall<Int, Void> { .init(untyped.print(value.matcher), parameter: (Int).self) }
        func print(_ value: String) -> Scout.TypedCall<String, Void> { .init(untyped.print(value), parameter: (String).self) }
        func print(_ value: some Scout.TypedArgMatcher<String>) -> Scout.TypedCall<String, Void> { .init(untyped.print(value.matcher), parameter: (String).self) }
        func print(_ value: Int, copies: Int) -> Scout.TypedCall<(Int, Int), Bool> { .init(untyped.print(value, copies: copies), parameters: (Int).self, (Int).self) }
        func print(_ value: some Scout.TypedArgMatcher<Int>, copies: Int) -> Scout.TypedCall<(Int, Int), Bool> { .init(untyped.print(value.matcher, copies: copies), parameters: (Int).self, (Int).self) }
        func print(_ value: Int, copies: some Scout.TypedArgMatcher<Int>) -> Scout.TypedCall<(Int, Int), Bool> { .init(untyped.print(value, copies: copies.matcher), parameters: (Int).self, (Int).self) }
        func print(_ value: some Scout.TypedArgMatcher<Int>, copies: some Scout.TypedArgMatcher<Int>) -> Scout.TypedCall<(Int, Int), Bool> { .init(untyped.print(value.matcher, copies: copies.matcher), parameters: (Int).self, (Int).self) }
        func make() -> Scout.TypedCall<(), Int> { .init(untyped.make()) }
        func make() -> Scout.TypedCall<(), String> { .init(untyped.make()) }
    }

    struct Received: Scout.TypedReceivedSurface {
        let untyped: Scout.ReceivedProxy
        init(_ untyped: Scout.ReceivedProxy) { self.untyped = untyped }
        func print(_ value: Int) -> Scout.ReceivedInteractions { untyped.print(value) }
        func print(_ value: some Scout.TypedArgMatcher<Int>) -> Scout.ReceivedInteractions { untyped.print(value.matcher) }
        func print(_ value: String) -> Scout.ReceivedInteractions { untyped.print(value) }
        func print(_ value: some Scout.TypedArgMatcher<String>) -> Scout.ReceivedInteractions { untyped.print(value.matcher) }
        func print(_ value: Int, copies: Int) -> Scout.ReceivedInteractions { untyped.print(value, copies: copies) }
        func print(_ value: some Scout.TypedArgMatcher<Int>, copies: Int) -> Scout.ReceivedInteractions { untyped.print(value.matcher, copies: copies) }
        func print(_ value: Int, copies: some Scout.TypedArgMatcher<Int>) -> Scout.ReceivedInteractions { untyped.print(value, copies: copies.matcher) }
        func print(_ value: some Scout.TypedArgMatcher<Int>, copies: some Scout.TypedArgMatcher<Int>) -> Scout.ReceivedInteractions { untyped.print(value.matcher, copies: copies.matcher) }
        func make() -> Scout.ReceivedInteractions { untyped.make() }
    }

    struct Observe: Scout.TypedObserveSurface {
        let untyped: Scout.ObserveProxy
        init(_ untyped: Scout.ObserveProxy) { self.untyped = untyped }
        func print(_ value: Int) -> Scout.ObservedInteractions { untyped.print(value) }
        func print(_ value: some Scout.TypedArgMatcher<Int>) -> Scout.ObservedInteractions { untyped.print(value.matcher) }
        func print(_ value: String) -> Scout.ObservedInteractions { untyped.print(value) }
        func print(_ value: some Scout.TypedArgMatcher<String>) -> Scout.ObservedInteractions { untyped.print(value.matcher) }
        func print(_ value: Int, copies: Int) -> Scout.ObservedInteractions { untyped.print(value, copies: copies) }
        func print(_ value: some Scout.TypedArgMatcher<Int>, copies: Int) -> Scout.ObservedInteractions { untyped.print(value.matcher, copies: copies) }
        func print(_ value: Int, copies: some Scout.TypedArgMatcher<Int>) -> Scout.ObservedInteractions { untyped.print(value, copies: copies.matcher) }
        func print(_ value: some Scout.TypedArgMatcher<Int>, copies: some Scout.TypedArgMatcher<Int>) -> Scout.ObservedInteractions { untyped.print(value.matcher, copies: copies.matcher) }
        func make() -> Scout.ObservedInteractions { untyped.make() }
    }
}

private let membersOfMockPrinter = MockMembers("print(_:)", "print(_:copies:)", "make()")

final class MockClock: Clock, TypedMockable, Sendable {
    static let mock = StaticMock<StaticExpect, StaticReceived, StaticObserve>(Mock(perTest: true), members: staticMembersOfMockClock)
    let mock: Mock

    /// A strict mock, created at the caller's line, or the one given: `MockClock(Mock(policy: .relaxed))`.
    init(
        _ mock: Mock? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.mock = mock ?? Mock(fileID: fileID, filePath: filePath, line: line, column: column)
        self.mock.declare(membersOfMockClock)
    }

    func now() -> Int { mock.run.now() }
    static func zone() -> String { mock.untyped.run.zone() }

    /// Typed expectations and checks: a member, label, argument or answer the protocol does not have does not compile.
    var expect: Expect { Expect(dynamicExpect) }
    var received: Received { Received(dynamicReceived) }
    var observe: Observe { Observe(dynamicObserve) }

    struct Expect: Scout.TypedExpectSurface {
        let untyped: Scout.ExpectProxy
        init(_ untyped: Scout.ExpectProxy) { self.untyped = untyped }
        func now() -> Scout.TypedCall<(), Int> { .init(untyped.now()) }
    }

    struct Received: Scout.TypedReceivedSurface {
        let untyped: Scout.ReceivedProxy
        init(_ untyped: Scout.ReceivedProxy) { self.untyped = untyped }
        func now() -> Scout.ReceivedInteractions { untyped.now() }
    }

    struct Observe: Scout.TypedObserveSurface {
        let untyped: Scout.ObserveProxy
        init(_ untyped: Scout.ObserveProxy) { self.untyped = untyped }
        func now() -> Scout.ObservedInteractions { untyped.now() }
    }

    struct StaticExpect: Scout.TypedExpectSurface {
        let untyped: Scout.ExpectProxy
        init(_ untyped: Scout.ExpectProxy) { self.untyped = untyped }
        func zone() -> Scout.TypedCall<(), String> { .init(untyped.zone()) }
    }

    struct StaticReceived: Scout.TypedReceivedSurface {
        let untyped: Scout.ReceivedProxy
        init(_ untyped: Scout.ReceivedProxy) { self.untyped = untyped }
        func zone() -> Scout.ReceivedInteractions { untyped.zone() }
    }

    struct StaticObserve: Scout.TypedObserveSurface {
        let untyped: Scout.ObserveProxy
        init(_ untyped: Scout.ObserveProxy) { self.untyped = untyped }
        func zone() -> Scout.ObservedInteractions { untyped.zone() }
    }
}

private let membersOfMockClock = MockMembers("now()")

private let staticMembersOfMockClock = MockMembers("zone()")

actor MockShelf: Shelf, TypedMockable {
    let mock: Mock

    /// A strict mock, created at the caller's line, or the one given: `MockShelf(Mock(policy: .relaxed))`.
    init(
        _ mock: Mock? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.mock = mock ?? Mock(fileID: fileID, filePath: filePath, line: line, column: column)
        self.mock.declare(membersOfMockShelf)
    }

    func book(id: Int) -> String? { mock.run.book(id: id) }
    func add(_ title: String) { mock.run.add(title) }

    /// Typed expectations and checks: a member, label, argument or answer the protocol does not have does not compile.
    nonisolated var expect: Expect { Expect(dynamicExpect) }
    nonisolated var received: Received { Received(dynamicReceived) }
    nonisolated var observe: Observe { Observe(dynamicObserve) }

    struct Expect: Scout.TypedExpectSurface {
        let untyped: Scout.ExpectProxy
        init(_ untyped: Scout.ExpectProxy) { self.untyped = untyped }
        func book(id: Int) -> Scout.TypedCall<Int, String?> { .init(untyped.book(id: id), parameter: (Int).self) }
        func book(id: some Scout.TypedArgMatcher<Int>) -> Scout.TypedCall<Int, String?> { .init(untyped.book(id: id.matcher), parameter: (Int).self) }
        func add(_ title: String) -> Scout.TypedCall<String, Void> { .init(untyped.add(title), parameter: (String).self) }
        func add(_ title: some Scout.TypedArgMatcher<String>) -> Scout.TypedCall<String, Void> { .init(untyped.add(title.matcher), parameter: (String).self) }
    }

    struct Received: Scout.TypedReceivedSurface {
        let untyped: Scout.ReceivedProxy
        init(_ untyped: Scout.ReceivedProxy) { self.untyped = untyped }
        func book(id: Int) -> Scout.ReceivedInteractions { untyped.book(id: id) }
        func book(id: some Scout.TypedArgMatcher<Int>) -> Scout.ReceivedInteractions { untyped.book(id: id.matcher) }
        func add(_ title: String) -> Scout.ReceivedInteractions { untyped.add(title) }
        func add(_ title: some Scout.TypedArgMatcher<String>) -> Scout.ReceivedInteractions { untyped.add(title.matcher) }
    }

    struct Observe: Scout.TypedObserveSurface {
        let untyped: Scout.ObserveProxy
        init(_ untyped: Scout.ObserveProxy) { self.untyped = untyped }
        func book(id: Int) -> Scout.ObservedInteractions { untyped.book(id: id) }
        func book(id: some Scout.TypedArgMatcher<Int>) -> Scout.ObservedInteractions { untyped.book(id: id.matcher) }
        func add(_ title: String) -> Scout.ObservedInteractions { untyped.add(title) }
        func add(_ title: some Scout.TypedArgMatcher<String>) -> Scout.ObservedInteractions { untyped.add(title.matcher) }
    }
}

private let membersOfMockShelf = MockMembers("book(id:)", "add(_:)")

@MainActor final class MockScreen: Screen, TypedMockable {
    nonisolated let mock: Mock

    /// A strict mock, created at the caller's line, or the one given: `MockScreen(Mock(policy: .relaxed))`.
    nonisolated init(
        _ mock: Mock? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.mock = mock ?? Mock(fileID: fileID, filePath: filePath, line: line, column: column)
        self.mock.declare(membersOfMockScreen)
    }

    @MainActor var title: String {
        get { mock.get.title }
        set { mock.set.title = newValue }
    }
    @MainActor func show() { mock.run.show() }

    /// Typed expectations and checks: a member, label, argument or answer the protocol does not have does not compile.
    nonisolated var expect: Expect { Expect(dynamicExpect) }
    nonisolated var received: Received { Received(dynamicReceived) }
    nonisolated var observe: Observe { Observe(dynamicObserve) }

    struct Expect: Scout.TypedExpectSurface {
        let untyped: Scout.ExpectProxy
        init(_ untyped: Scout.ExpectProxy) { self.untyped = untyped }
        var title: Scout.TypedProperty<String, Scout.ReadWrite> { .init(untyped.title) }
        func show() -> Scout.TypedCall<(), Void> { .init(untyped.show()) }
    }

    struct Received: Scout.TypedReceivedSurface {
        let untyped: Scout.ReceivedProxy
        init(_ untyped: Scout.ReceivedProxy) { self.untyped = untyped }
        var title: Scout.TypedReceivedProperty<String, Scout.ReadWrite> { .init(untyped.title) }
        func show() -> Scout.ReceivedInteractions { untyped.show() }
    }

    struct Observe: Scout.TypedObserveSurface {
        let untyped: Scout.ObserveProxy
        init(_ untyped: Scout.ObserveProxy) { self.untyped = untyped }
        var title: Scout.TypedObservedProperty<String, Scout.ReadWrite> { .init(untyped.title) }
        func show() -> Scout.ObservedInteractions { untyped.show() }
    }
}

private let membersOfMockScreen = MockMembers("title", "show()")

final class MockPresenter: Presenter, TypedMockable, Sendable {
    let mock: Mock

    /// A strict mock, created at the caller's line, or the one given: `MockPresenter(Mock(policy: .relaxed))`.
    init(
        _ mock: Mock? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.mock = mock ?? Mock(fileID: fileID, filePath: filePath, line: line, column: column)
        self.mock.declare(membersOfMockPresenter)
    }

    @MainActor func present(_ message: String) { mock.run.present(message) }
    func identifier() -> Int { mock.run.identifier() }

    /// Typed expectations and checks: a member, label, argument or answer the protocol does not have does not compile.
    var expect: Expect { Expect(dynamicExpect) }
    var received: Received { Received(dynamicReceived) }
    var observe: Observe { Observe(dynamicObserve) }

    struct Expect: Scout.TypedExpectSurface {
        let untyped: Scout.ExpectProxy
        init(_ untyped: Scout.ExpectProxy) { self.untyped = untyped }
        func present(_ message: String) -> Scout.TypedCall<String, Void> { .init(untyped.present(message), parameter: (String).self) }
        func present(_ message: some Scout.TypedArgMatcher<String>) -> Scout.TypedCall<String, Void> { .init(untyped.present(message.matcher), parameter: (String).self) }
        func identifier() -> Scout.TypedCall<(), Int> { .init(untyped.identifier()) }
    }

    struct Received: Scout.TypedReceivedSurface {
        let untyped: Scout.ReceivedProxy
        init(_ untyped: Scout.ReceivedProxy) { self.untyped = untyped }
        func present(_ message: String) -> Scout.ReceivedInteractions { untyped.present(message) }
        func present(_ message: some Scout.TypedArgMatcher<String>) -> Scout.ReceivedInteractions { untyped.present(message.matcher) }
        func identifier() -> Scout.ReceivedInteractions { untyped.identifier() }
    }

    struct Observe: Scout.TypedObserveSurface {
        let untyped: Scout.ObserveProxy
        init(_ untyped: Scout.ObserveProxy) { self.untyped = untyped }
        func present(_ message: String) -> Scout.ObservedInteractions { untyped.present(message) }
        func present(_ message: some Scout.TypedArgMatcher<String>) -> Scout.ObservedInteractions { untyped.present(message.matcher) }
        func identifier() -> Scout.ObservedInteractions { untyped.identifier() }
    }
}

private let membersOfMockPresenter = MockMembers("present(_:)", "identifier()")

final class MockFeed: Feed, TypedMockable, Sendable {
    let mock: Mock

    /// A strict mock, created at the caller's line, or the one given: `MockFeed(Mock(policy: .relaxed))`.
    init(
        _ mock: Mock? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.mock = mock ?? Mock(fileID: fileID, filePath: filePath, line: line, column: column)
        self.mock.declare(membersOfMockFeed)
    }

    var latest: [String] { get async { mock.get.latest } }
    var unread: Int { get async throws { try mock.get(throwing: (any Error).self).unread } }

    /// Typed expectations and checks: a member, label, argument or answer the protocol does not have does not compile.
    var expect: Expect { Expect(dynamicExpect) }
    var received: Received { Received(dynamicReceived) }
    var observe: Observe { Observe(dynamicObserve) }

    struct Expect: Scout.TypedExpectSurface {
        let untyped: Scout.ExpectProxy
        init(_ untyped: Scout.ExpectProxy) { self.untyped = untyped }
        var latest: Scout.TypedProperty<[String], Scout.ReadOnly> { .init(untyped.latest) }
        var unread: Scout.TypedProperty<Int, Scout.ReadOnly> { .init(untyped.unread) }
    }

    struct Received: Scout.TypedReceivedSurface {
        let untyped: Scout.ReceivedProxy
        init(_ untyped: Scout.ReceivedProxy) { self.untyped = untyped }
        var latest: Scout.TypedReceivedProperty<[String], Scout.ReadOnly> { .init(untyped.latest) }
        var unread: Scout.TypedReceivedProperty<Int, Scout.ReadOnly> { .init(untyped.unread) }
    }

    struct Observe: Scout.TypedObserveSurface {
        let untyped: Scout.ObserveProxy
        init(_ untyped: Scout.ObserveProxy) { self.untyped = untyped }
        var latest: Scout.TypedObservedProperty<[String], Scout.ReadOnly> { .init(untyped.latest) }
        var unread: Scout.TypedObservedProperty<Int, Scout.ReadOnly> { .init(untyped.unread) }
    }
}

private let membersOfMockFeed = MockMembers("latest", "unread")

final class MockToolbox: Toolbox, TypedMockable, Sendable {
    let mock: Mock

    /// A strict mock, created at the caller's line, or the one given: `MockToolbox(Mock(policy: .relaxed))`.
    init(
        _ mock: Mock? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.mock = mock ?? Mock(fileID: fileID, filePath: filePath, line: line, column: column)
        self.mock.declare(membersOfMockToolbox)
    }

    func each(_ body: (String) throws -> Void) rethrows { try mock.lending(body) { body in mock.run.each(body) } }
    func sum(_ values: Int...) -> Int { mock.run.sum(values) }
    func bump(_ value: inout Int) { value = mock.run.bump(value) }
    func fetch(completion: ((Result<Int, LoadError>) -> Void)?) { mock.run.fetch(completion: completion) }
    func transform(_ value: Int, with change: (Int) -> Int) -> Int { mock.lending(change) { change in mock.run.transform(value, with: change) } }
    func describe(_ value: some CustomStringConvertible) -> String { mock.run.describe(value) }
    func keep(_ value: any Sendable) { mock.run.keep(value) }
    func visit(_ body: (String) async throws -> Void) async rethrows { try await mock.lending(body) { body in await mock.run.visit(body) } }

    /// Typed expectations and checks: a member, label, argument or answer the protocol does not have does not compile.
    var expect: Expect { Expect(dynamicExpect) }
    var received: Received { Received(dynamicReceived) }
    var observe: Observe { Observe(dynamicObserve) }

    struct Expect: Scout.TypedExpectSurface {
        let untyped: Scout.ExpectProxy
        init(_ untyped: Scout.ExpectProxy) { self.untyped = untyped }
        func each(_ body: some Scout.TypedArgMatcher<(String) throws -> Void>) -> Scout.TypedCall<(String) throws -> Void, Void> { .init(untyped.each(body.matcher), parameter: ((String) throws -> Void).self) }
        func sum(_ values: [Int]) -> Scout.TypedCall<[Int], Int> { .init(untyped.sum(values), parameter: ([Int]).self) }
        func sum(_ values: some Scout.TypedArgMatcher<[Int]>) -> Scout.TypedCall<[Int], Int> { .init(untyped.sum(values.matcher), parameter: ([Int]).self) }
        func bump(_ value: Int) -> Scout.TypedCall<Int, Int> { .init(untyped.bump(value), parameter: (Int).self) }
        func bump(_ value: some Scout.TypedArgMatcher<Int>) -> Scout.TypedCall<Int, Int> { .init(untyped.bump(value.matcher), parameter: (Int).self) }
        func fetch(completion: ((Result<Int, LoadError>) -> Void)?) -> Scout.TypedCall<((Result<Int, LoadError>) -> Void)?, Void> { .init(untyped.fetch(completion: completion), parameter: (((Result<Int, LoadError>) -> Void)?).self) }
        func fetch(completion: some Scout.TypedArgMatcher<((Result<Int, LoadError>) -> Void)?>) -> Scout.TypedCall<((Result<Int, LoadError>) -> Void)?, Void> { .init(untyped.fetch(completion: completion.matcher), parameter: (((Result<Int, LoadError>) -> Void)?).self) }
        func transform(_ value: Int, with change: some Scout.TypedArgMatcher<(Int) -> Int>) -> Scout.TypedCall<(Int, (Int) -> Int), Int> { .init(untyped.transform(value, with: change.matcher), parameters: (Int).self, ((Int) -> Int).self) }
        func transform(_ value: some Scout.TypedArgMatcher<Int>, with change: some Scout.TypedArgMatcher<(Int) -> Int>) -> Scout.TypedCall<(Int, (Int) -> Int), Int> { .init(untyped.transform(value.matcher, with: change.matcher), parameters: (Int).self, ((Int) -> Int).self) }
        func describe(_ value: some CustomStringConvertible) -> Scout.TypedCall<Any?, String> { .init(untyped.describe(value), parameter: (Any?).self) }
        func describe(_ value: some Scout.ArgMatcher) -> Scout.TypedCall<Any?, String> { .init(untyped.describe(value), parameter: (Any?).self) }
        func keep(_ value: any Sendable) -> Scout.TypedCall<any Sendable, Void> { .init(untyped.keep(value), parameter: (any Sendable).self) }
        func keep(_ value: some Scout.TypedArgMatcher<any Sendable>) -> Scout.TypedCall<any Sendable, Void> { .init(untyped.keep(value.matcher), parameter: (any Sendable).self) }
        func visit(_ body: some Scout.TypedArgMatcher<(String) async throws -> Void>) -> Scout.TypedCall<(String) async throws -> Void, Void> { .init(untyped.visit(body.matcher), parameter: ((String) async throws -> Void).self) }
    }

    struct Received: Scout.TypedReceivedSurface {
        let untyped: Scout.ReceivedProxy
        init(_ untyped: Scout.ReceivedProxy) { self.untyped = untyped }
        func each(_ body: some Scout.TypedArgMatcher<(String) throws -> Void>) -> Scout.ReceivedInteractions { untyped.each(body.matcher) }
        func sum(_ values: [Int]) -> Scout.ReceivedInteractions { untyped.sum(values) }
        func sum(_ values: some Scout.TypedArgMatcher<[Int]>) -> Scout.ReceivedInteractions { untyped.sum(values.matcher) }
        func bump(_ value: Int) -> Scout.ReceivedInteractions { untyped.bump(value) }
        func bump(_ value: some Scout.TypedArgMatcher<Int>) -> Scout.ReceivedInteractions { untyped.bump(value.matcher) }
        func fetch(completion: ((Result<Int, LoadError>) -> Void)?) -> Scout.ReceivedInteractions { untyped.fetch(completion: completion) }
        func fetch(completion: some Scout.TypedArgMatcher<((Result<Int, LoadError>) -> Void)?>) -> Scout.ReceivedInteractions { untyped.fetch(completion: completion.matcher) }
        func transform(_ value: Int, with change: some Scout.TypedArgMatcher<(Int) -> Int>) -> Scout.ReceivedInteractions { untyped.transform(value, with: change.matcher) }
        func transform(_ value: some Scout.TypedArgMatcher<Int>, with change: some Scout.TypedArgMatcher<(Int) -> Int>) -> Scout.ReceivedInteractions { untyped.transform(value.matcher, with: change.matcher) }
        func describe(_ value: some CustomStringConvertible) -> Scout.ReceivedInteractions { untyped.describe(value) }
        func describe(_ value: some Scout.ArgMatcher) -> Scout.ReceivedInteractions { untyped.describe(value) }
        func keep(_ value: any Sendable) -> Scout.ReceivedInteractions { untyped.keep(value) }
        func keep(_ value: some Scout.TypedArgMatcher<any Sendable>) -> Scout.ReceivedInteractions { untyped.keep(value.matcher) }
        func visit(_ body: some Scout.TypedArgMatcher<(String) async throws -> Void>) -> Scout.ReceivedInteractions { untyped.visit(body.matcher) }
    }

    struct Observe: Scout.TypedObserveSurface {
        let untyped: Scout.ObserveProxy
        init(_ untyped: Scout.ObserveProxy) { self.untyped = untyped }
        func each(_ body: some Scout.TypedArgMatcher<(String) throws -> Void>) -> Scout.ObservedInteractions { untyped.each(body.matcher) }
        func sum(_ values: [Int]) -> Scout.ObservedInteractions { untyped.sum(values) }
        func sum(_ values: some Scout.TypedArgMatcher<[Int]>) -> Scout.ObservedInteractions { untyped.sum(values.matcher) }
        func bump(_ value: Int) -> Scout.ObservedInteractions { untyped.bump(value) }
        func bump(_ value: some Scout.TypedArgMatcher<Int>) -> Scout.ObservedInteractions { untyped.bump(value.matcher) }
        func fetch(completion: ((Result<Int, LoadError>) -> Void)?) -> Scout.ObservedInteractions { untyped.fetch(completion: completion) }
        func fetch(completion: some Scout.TypedArgMatcher<((Result<Int, LoadError>) -> Void)?>) -> Scout.ObservedInteractions { untyped.fetch(completion: completion.matcher) }
        func transform(_ value: Int, with change: some Scout.TypedArgMatcher<(Int) -> Int>) -> Scout.ObservedInteractions { untyped.transform(value, with: change.matcher) }
        func transform(_ value: some Scout.TypedArgMatcher<Int>, with change: some Scout.TypedArgMatcher<(Int) -> Int>) -> Scout.ObservedInteractions { untyped.transform(value.matcher, with: change.matcher) }
        func describe(_ value: some CustomStringConvertible) -> Scout.ObservedInteractions { untyped.describe(value) }
        func describe(_ value: some Scout.ArgMatcher) -> Scout.ObservedInteractions { untyped.describe(value) }
        func keep(_ value: any Sendable) -> Scout.ObservedInteractions { untyped.keep(value) }
        func keep(_ value: some Scout.TypedArgMatcher<any Sendable>) -> Scout.ObservedInteractions { untyped.keep(value.matcher) }
        func visit(_ body: some Scout.TypedArgMatcher<(String) async throws -> Void>) -> Scout.ObservedInteractions { untyped.visit(body.matcher) }
    }
}

private let membersOfMockToolbox = MockMembers("each(_:)", "sum(_:)", "bump(_:)", "fetch(completion:)", "transform(_:with:)", "describe(_:)", "keep(_:)", "visit(_:)")

final class MockGreeter: Greeter, TypedMockable, Sendable {
    let mock: Mock

    /// A strict mock, created at the caller's line, or the one given: `MockGreeter(Mock(policy: .relaxed))`.
    init(
        _ mock: Mock? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.mock = mock ?? Mock(fileID: fileID, filePath: filePath, line: line, column: column)
        self.mock.declare(membersOfMockGreeter)
    }

    func greet(_ name: String) -> String { mock.run.greet(name) }
    func farewell() -> String { mock.run.farewell() }

    /// Typed expectations and checks: a member, label, argument or answer the protocol does not have does not compile.
    var expect: Expect { Expect(dynamicExpect) }
    var received: Received { Received(dynamicReceived) }
    var observe: Observe { Observe(dynamicObserve) }

    struct Expect: Scout.TypedExpectSurface {
        let untyped: Scout.ExpectProxy
        init(_ untyped: Scout.ExpectProxy) { self.untyped = untyped }
        func greet(_ name: String) -> Scout.TypedCall<String, String> { .init(untyped.greet(name), parameter: (String).self) }
        func greet(_ name: some Scout.TypedArgMatcher<String>) -> Scout.TypedCall<String, String> { .init(untyped.greet(name.matcher), parameter: (String).self) }
        func farewell() -> Scout.TypedCall<(), String> { .init(untyped.farewell()) }
    }

    struct Received: Scout.TypedReceivedSurface {
        let untyped: Scout.ReceivedProxy
        init(_ untyped: Scout.ReceivedProxy) { self.untyped = untyped }
        func greet(_ name: String) -> Scout.ReceivedInteractions { untyped.greet(name) }
        func greet(_ name: some Scout.TypedArgMatcher<String>) -> Scout.ReceivedInteractions { untyped.greet(name.matcher) }
        func farewell() -> Scout.ReceivedInteractions { untyped.farewell() }
    }

    struct Observe: Scout.TypedObserveSurface {
        let untyped: Scout.ObserveProxy
        init(_ untyped: Scout.ObserveProxy) { self.untyped = untyped }
        func greet(_ name: String) -> Scout.ObservedInteractions { untyped.greet(name) }
        func greet(_ name: some Scout.TypedArgMatcher<String>) -> Scout.ObservedInteractions { untyped.greet(name.matcher) }
        func farewell() -> Scout.ObservedInteractions { untyped.farewell() }
    }
}

private let membersOfMockGreeter = MockMembers("greet(_:)", "farewell()")

final class MockLedger: Ledger, TypedMockable, Sendable {
    let mock: Mock

    /// A strict mock, created at the caller's line, or the one given: `MockLedger(Mock(policy: .relaxed))`.
    init(
        _ mock: Mock? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.mock = mock ?? Mock(fileID: fileID, filePath: filePath, line: line, column: column)
        self.mock.declare(membersOfMockLedger)
    }

    func record(_ amount: Int, note: String?) { mock.run.record(amount, note: note) }

    /// Typed expectations and checks: a member, label, argument or answer the protocol does not have does not compile.
    var expect: Expect { Expect(dynamicExpect) }
    var received: Received { Received(dynamicReceived) }
    var observe: Observe { Observe(dynamicObserve) }

    struct Expect: Scout.TypedExpectSurface {
        let untyped: Scout.ExpectProxy
        init(_ untyped: Scout.ExpectProxy) { self.untyped = untyped }
        func record(_ amount: Int, note: String?) -> Scout.TypedCall<(Int, String?), Void> { .init(untyped.record(amount, note: note), parameters: (Int).self, (String?).self) }
        func record(_ amount: some Scout.TypedArgMatcher<Int>, note: String?) -> Scout.TypedCall<(Int, String?), Void> { .init(untyped.record(amount.matcher, note: note), parameters: (Int).self, (String?).self) }
        func record(_ amount: Int, note: some Scout.TypedArgMatcher<String?>) -> Scout.TypedCall<(Int, String?), Void> { .init(untyped.record(amount, note: note.matcher), parameters: (Int).self, (String?).self) }
        func record(_ amount: some Scout.TypedArgMatcher<Int>, note: some Scout.TypedArgMatcher<String?>) -> Scout.TypedCall<(Int, String?), Void> { .init(untyped.record(amount.matcher, note: note.matcher), parameters: (Int).self, (String?).self) }
    }

    struct Received: Scout.TypedReceivedSurface {
        let untyped: Scout.ReceivedProxy
        init(_ untyped: Scout.ReceivedProxy) { self.untyped = untyped }
        func record(_ amount: Int, note: String?) -> Scout.ReceivedInteractions { untyped.record(amount, note: note) }
        func record(_ amount: some Scout.TypedArgMatcher<Int>, note: String?) -> Scout.ReceivedInteractions { untyped.record(amount.matcher, note: note) }
        func record(_ amount: Int, note: some Scout.TypedArgMatcher<String?>) -> Scout.ReceivedInteractions { untyped.record(amount, note: note.matcher) }
        func record(_ amount: some Scout.TypedArgMatcher<Int>, note: some Scout.TypedArgMatcher<String?>) -> Scout.ReceivedInteractions { untyped.record(amount.matcher, note: note.matcher) }
    }

    struct Observe: Scout.TypedObserveSurface {
        let untyped: Scout.ObserveProxy
        init(_ untyped: Scout.ObserveProxy) { self.untyped = untyped }
        func record(_ amount: Int, note: String?) -> Scout.ObservedInteractions { untyped.record(amount, note: note) }
        func record(_ amount: some Scout.TypedArgMatcher<Int>, note: String?) -> Scout.ObservedInteractions { untyped.record(amount.matcher, note: note) }
        func record(_ amount: Int, note: some Scout.TypedArgMatcher<String?>) -> Scout.ObservedInteractions { untyped.record(amount, note: note.matcher) }
        func record(_ amount: some Scout.TypedArgMatcher<Int>, note: some Scout.TypedArgMatcher<String?>) -> Scout.ObservedInteractions { untyped.record(amount.matcher, note: note.matcher) }
    }
}

private let membersOfMockLedger = MockMembers("record(_:note:)")

final class MockNode: Node, TypedMockable, Sendable {
    let mock: Mock

    /// A strict mock, created at the caller's line, or the one given: `MockNode(Mock(policy: .relaxed))`.
    init(
        _ mock: Mock? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.mock = mock ?? Mock(fileID: fileID, filePath: filePath, line: line, column: column)
        self.mock.declare(membersOfMockNode)
    }

    func children() -> [MockNode] { mock.run.children() }
    var siblings: [MockNode] { mock.get.siblings }
    func kind(of type: any Any.Type) -> String { mock.run.kind(of: type) }
    func render(_ text: some StringProtocol) -> String { mock.run.render(text) }

    /// Typed expectations and checks: a member, label, argument or answer the protocol does not have does not compile.
    var expect: Expect { Expect(dynamicExpect) }
    var received: Received { Received(dynamicReceived) }
    var observe: Observe { Observe(dynamicObserve) }

    struct Expect: Scout.TypedExpectSurface {
        let untyped: Scout.ExpectProxy
        init(_ untyped: Scout.ExpectProxy) { self.untyped = untyped }
        func children() -> Scout.TypedCall<(), [MockNode]> { .init(untyped.children()) }
        var siblings: Scout.TypedProperty<[MockNode], Scout.ReadOnly> { .init(untyped.siblings) }
        func kind(of type: Any.Type) -> Scout.TypedCall<Any.Type, String> { .init(untyped.kind(of: type), parameter: (Any.Type).self) }
        func kind(of type: some Scout.TypedArgMatcher<Any.Type>) -> Scout.TypedCall<Any.Type, String> { .init(untyped.kind(of: type.matcher), parameter: (Any.Type).self) }
        func render(_ text: some StringProtocol) -> Scout.TypedCall<Any?, String> { .init(untyped.render(text), parameter: (Any?).self) }
        func render(_ text: some Scout.ArgMatcher) -> Scout.TypedCall<Any?, String> { .init(untyped.render(text), parameter: (Any?).self) }
    }

    struct Received: Scout.TypedReceivedSurface {
        let untyped: Scout.ReceivedProxy
        init(_ untyped: Scout.ReceivedProxy) { self.untyped = untyped }
        func children() -> Scout.ReceivedInteractions { untyped.children() }
        var siblings: Scout.TypedReceivedProperty<[MockNode], Scout.ReadOnly> { .init(untyped.siblings) }
        func kind(of type: Any.Type) -> Scout.ReceivedInteractions { untyped.kind(of: type) }
        func kind(of type: some Scout.TypedArgMatcher<Any.Type>) -> Scout.ReceivedInteractions { untyped.kind(of: type.matcher) }
        func render(_ text: some StringProtocol) -> Scout.ReceivedInteractions { untyped.render(text) }
        func render(_ text: some Scout.ArgMatcher) -> Scout.ReceivedInteractions { untyped.render(text) }
    }

    struct Observe: Scout.TypedObserveSurface {
        let untyped: Scout.ObserveProxy
        init(_ untyped: Scout.ObserveProxy) { self.untyped = untyped }
        func children() -> Scout.ObservedInteractions { untyped.children() }
        var siblings: Scout.TypedObservedProperty<[MockNode], Scout.ReadOnly> { .init(untyped.siblings) }
        func kind(of type: Any.Type) -> Scout.ObservedInteractions { untyped.kind(of: type) }
        func kind(of type: some Scout.TypedArgMatcher<Any.Type>) -> Scout.ObservedInteractions { untyped.kind(of: type.matcher) }
        func render(_ text: some StringProtocol) -> Scout.ObservedInteractions { untyped.render(text) }
        func render(_ text: some Scout.ArgMatcher) -> Scout.ObservedInteractions { untyped.render(text) }
    }
}

private let membersOfMockNode = MockMembers("children()", "siblings", "kind(of:)", "render(_:)")

final class MockCounter: Counter, TypedMockable, Sendable {
    let mock: Mock

    /// A strict mock, created at the caller's line, or the one given: `MockCounter(Mock(policy: .relaxed))`.
    init(
        _ mock: Mock? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.mock = mock ?? Mock(fileID: fileID, filePath: filePath, line: line, column: column)
        self.mock.declare(membersOfMockCounter)
    }

    init?(start: Int) {
        self.mock = Mock()
        self.mock.declare(membersOfMockCounter)
        mock.run.`init`(start: start)
    }
    func nested(_ value: Int??) -> Int?? { mock.run.nested(value as Any?) }

    /// Typed expectations and checks: a member, label, argument or answer the protocol does not have does not compile.
    var expect: Expect { Expect(dynamicExpect) }
    var received: Received { Received(dynamicReceived) }
    var observe: Observe { Observe(dynamicObserve) }

    struct Expect: Scout.TypedExpectSurface {
        let untyped: Scout.ExpectProxy
        init(_ untyped: Scout.ExpectProxy) { self.untyped = untyped }
        // init(start:) runs before a test can expect it: checked with received.
        func nested(_ value: Int??) -> Scout.TypedCall<Int??, Int??> { .init(untyped.nested(value as Any?), parameter: (Int??).self) }
        func nested(_ value: some Scout.TypedArgMatcher<Int??>) -> Scout.TypedCall<Int??, Int??> { .init(untyped.nested(value.matcher), parameter: (Int??).self) }
    }

    struct Received: Scout.TypedReceivedSurface {
        let untyped: Scout.ReceivedProxy
        init(_ untyped: Scout.ReceivedProxy) { self.untyped = untyped }
        func `init`(start: Int) -> Scout.ReceivedInteractions { untyped.`init`(start: start) }
        func `init`(start: some Scout.TypedArgMatcher<Int>) -> Scout.ReceivedInteractions { untyped.`init`(start: start.matcher) }
        func nested(_ value: Int??) -> Scout.ReceivedInteractions { untyped.nested(value as Any?) }
        func nested(_ value: some Scout.TypedArgMatcher<Int??>) -> Scout.ReceivedInteractions { untyped.nested(value.matcher) }
    }

    struct Observe: Scout.TypedObserveSurface {
        let untyped: Scout.ObserveProxy
        init(_ untyped: Scout.ObserveProxy) { self.untyped = untyped }
        // init(start:) runs before a test can expect it: checked with received.
        func nested(_ value: Int??) -> Scout.ObservedInteractions { untyped.nested(value as Any?) }
        func nested(_ value: some Scout.TypedArgMatcher<Int??>) -> Scout.ObservedInteractions { untyped.nested(value.matcher) }
    }
}

private let membersOfMockCounter = MockMembers("init(start:)", "nested(_:)")

final class MockKeywords: Keywords, TypedMockable, Sendable {
    let mock: Mock

    /// A strict mock, created at the caller's line, or the one given: `MockKeywords(Mock(policy: .relaxed))`.
    init(
        _ mock: Mock? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.mock = mock ?? Mock(fileID: fileID, filePath: filePath, line: line, column: column)
        self.mock.declare(membersOfMockKeywords)
    }

    var `class`: String { mock.get.`class` }
    var `protocol`: Int {
        get { mock.get.`protocol` }
        set { mock.set.`protocol` = newValue }
    }
    func `for`(`let`: Int) -> Int { mock.run.for(let: `let`) }

    /// Typed expectations and checks: a member, label, argument or answer the protocol does not have does not compile.
    var expect: Expect { Expect(dynamicExpect) }
    var received: Received { Received(dynamicReceived) }
    var observe: Observe { Observe(dynamicObserve) }

    struct Expect: Scout.TypedExpectSurface {
        let untyped: Scout.ExpectProxy
        init(_ untyped: Scout.ExpectProxy) { self.untyped = untyped }
        var `class`: Scout.TypedProperty<String, Scout.ReadOnly> { .init(untyped.class) }
        var `protocol`: Scout.TypedProperty<Int, Scout.ReadWrite> { .init(untyped.protocol) }
        func `for`(`let`: Int) -> Scout.TypedCall<Int, Int> { .init(untyped.for(let: `let`), parameter: (Int).self) }
        func `for`(`let`: some Scout.TypedArgMatcher<Int>) -> Scout.TypedCall<Int, Int> { .init(untyped.for(let: `let`.matcher), parameter: (Int).self) }
    }

    struct Received: Scout.TypedReceivedSurface {
        let untyped: Scout.ReceivedProxy
        init(_ untyped: Scout.ReceivedProxy) { self.untyped = untyped }
        var `class`: Scout.TypedReceivedProperty<String, Scout.ReadOnly> { .init(untyped.class) }
        var `protocol`: Scout.TypedReceivedProperty<Int, Scout.ReadWrite> { .init(untyped.protocol) }
        func `for`(`let`: Int) -> Scout.ReceivedInteractions { untyped.for(let: `let`) }
        func `for`(`let`: some Scout.TypedArgMatcher<Int>) -> Scout.ReceivedInteractions { untyped.for(let: `let`.matcher) }
    }

    struct Observe: Scout.TypedObserveSurface {
        let untyped: Scout.ObserveProxy
        init(_ untyped: Scout.ObserveProxy) { self.untyped = untyped }
        var `class`: Scout.TypedObservedProperty<String, Scout.ReadOnly> { .init(untyped.class) }
        var `protocol`: Scout.TypedObservedProperty<Int, Scout.ReadWrite> { .init(untyped.protocol) }
        func `for`(`let`: Int) -> Scout.ObservedInteractions { untyped.for(let: `let`) }
        func `for`(`let`: some Scout.TypedArgMatcher<Int>) -> Scout.ObservedInteractions { untyped.for(let: `let`.matcher) }
    }
}

private let membersOfMockKeywords = MockMembers("class", "protocol", "for(let:)")

final class MockWatcher: Watcher, TypedMockable, Sendable {
    let mock: Mock

    /// A strict mock, created at the caller's line, or the one given: `MockWatcher(Mock(policy: .relaxed))`.
    init(
        _ mock: Mock? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.mock = mock ?? Mock(fileID: fileID, filePath: filePath, line: line, column: column)
        self.mock.declare(membersOfMockWatcher)
    }

    func observe(_ name: String) { mock.run.observe(name) }
    func stop() { mock.run.stop() }

    /// Typed expectations and checks: a member, label, argument or answer the protocol does not have does not compile.
    var expect: Expect { Expect(dynamicExpect) }
    var received: Received { Received(dynamicReceived) }
    // No typed observe: the protocol has a member named observe. Use dynamicObserve.

    struct Expect: Scout.TypedExpectSurface {
        let untyped: Scout.ExpectProxy
        init(_ untyped: Scout.ExpectProxy) { self.untyped = untyped }
        func observe(_ name: String) -> Scout.TypedCall<String, Void> { .init(untyped.observe(name), parameter: (String).self) }
        func observe(_ name: some Scout.TypedArgMatcher<String>) -> Scout.TypedCall<String, Void> { .init(untyped.observe(name.matcher), parameter: (String).self) }
        func stop() -> Scout.TypedCall<(), Void> { .init(untyped.stop()) }
    }

    struct Received: Scout.TypedReceivedSurface {
        let untyped: Scout.ReceivedProxy
        init(_ untyped: Scout.ReceivedProxy) { self.untyped = untyped }
        func observe(_ name: String) -> Scout.ReceivedInteractions { untyped.observe(name) }
        func observe(_ name: some Scout.TypedArgMatcher<String>) -> Scout.ReceivedInteractions { untyped.observe(name.matcher) }
        func stop() -> Scout.ReceivedInteractions { untyped.stop() }
    }
}

private let membersOfMockWatcher = MockMembers("observe(_:)", "stop()")

final class MockLibrary: Library, TypedMockable, Sendable {
    static let mock = StaticMock<StaticExpect, StaticReceived, StaticObserve>(Mock(perTest: true), members: staticMembersOfMockLibrary)
    let mock: Mock

    /// A strict mock, created at the caller's line, or the one given: `MockLibrary(Mock(policy: .relaxed))`.
    init(
        _ mock: Mock? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.mock = mock ?? Mock(fileID: fileID, filePath: filePath, line: line, column: column)
        self.mock.declare(membersOfMockLibrary)
    }

    static var version: String { mock.untyped.get.version }
    init(host: String) {
        self.mock = Mock()
        self.mock.declare(membersOfMockLibrary)
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

    /// Typed expectations and checks: a member, label, argument or answer the protocol does not have does not compile.
    var expect: Expect { Expect(dynamicExpect) }
    var received: Received { Received(dynamicReceived) }
    var observe: Observe { Observe(dynamicObserve) }

    struct Expect: Scout.TypedExpectSurface {
        let untyped: Scout.ExpectProxy
        init(_ untyped: Scout.ExpectProxy) { self.untyped = untyped }
        // init(host:) runs before a test can expect it: checked with received.
        var name: Scout.TypedProperty<String, Scout.ReadWrite> { .init(untyped.name) }
        var token: Scout.TypedProperty<String, Scout.ReadOnly> { .init(untyped.token) }
        var owner: Scout.TypedProperty<String, Scout.ReadOnly> { .init(untyped.owner) }
        func `subscript`(shelf: Int) -> Scout.TypedCall<Int, [String]> { .init(untyped.subscript(shelf: shelf), parameter: (Int).self) }
        func `subscript`(shelf: some Scout.TypedArgMatcher<Int>) -> Scout.TypedCall<Int, [String]> { .init(untyped.subscript(shelf: shelf.matcher), parameter: (Int).self) }
        func `subscript`(shelf: Int, newValue: [String]) -> Scout.TypedCall<(Int, [String]), Void> { .init(untyped.subscript(shelf: shelf, newValue: newValue), parameters: (Int).self, ([String]).self) }
        func `subscript`(shelf: some Scout.TypedArgMatcher<Int>, newValue: [String]) -> Scout.TypedCall<(Int, [String]), Void> { .init(untyped.subscript(shelf: shelf.matcher, newValue: newValue), parameters: (Int).self, ([String]).self) }
        func `subscript`(shelf: Int, newValue: some Scout.TypedArgMatcher<[String]>) -> Scout.TypedCall<(Int, [String]), Void> { .init(untyped.subscript(shelf: shelf, newValue: newValue.matcher), parameters: (Int).self, ([String]).self) }
        func `subscript`(shelf: some Scout.TypedArgMatcher<Int>, newValue: some Scout.TypedArgMatcher<[String]>) -> Scout.TypedCall<(Int, [String]), Void> { .init(untyped.subscript(shelf: shelf.matcher, newValue: newValue.matcher), parameters: (Int).self, ([String]).self) }
        func reset() -> Scout.TypedCall<(), Void> { .init(untyped.reset()) }
        func count() -> Scout.TypedCall<(), Int> { .init(untyped.count()) }
        func title(id: Int) -> Scout.TypedCall<Int, String> { .init(untyped.title(id: id), parameter: (Int).self) }
        func title(id: some Scout.TypedArgMatcher<Int>) -> Scout.TypedCall<Int, String> { .init(untyped.title(id: id.matcher), parameter: (Int).self) }
        func download(id: Int) -> Scout.TypedCall<Int, [UInt8]> { .init(untyped.download(id: id), parameter: (Int).self) }
        func download(id: some Scout.TypedArgMatcher<Int>) -> Scout.TypedCall<Int, [UInt8]> { .init(untyped.download(id: id.matcher), parameter: (Int).self) }
        func value<T>(for key: String) -> Scout.TypedCall<String, T> { .init(untyped.value(for: key), parameter: (String).self) }
        func value<T>(for key: some Scout.TypedArgMatcher<String>) -> Scout.TypedCall<String, T> { .init(untyped.value(for: key.matcher), parameter: (String).self) }
        func season(_ dish: String) -> Scout.TypedCall<String, String> { .init(untyped.season(dish), parameter: (String).self) }
        func season(_ dish: some Scout.TypedArgMatcher<String>) -> Scout.TypedCall<String, String> { .init(untyped.season(dish.matcher), parameter: (String).self) }
        func sorted(_ values: [Int], by order: some Scout.TypedArgMatcher<(Int, Int) -> Bool>) -> Scout.TypedCall<([Int], (Int, Int) -> Bool), [Int]> { .init(untyped.sorted(values, by: order.matcher), parameters: ([Int]).self, ((Int, Int) -> Bool).self) }
        func sorted(_ values: some Scout.TypedArgMatcher<[Int]>, by order: some Scout.TypedArgMatcher<(Int, Int) -> Bool>) -> Scout.TypedCall<([Int], (Int, Int) -> Bool), [Int]> { .init(untyped.sorted(values.matcher, by: order.matcher), parameters: ([Int]).self, ((Int, Int) -> Bool).self) }
        func onChange(_ handler: some Scout.TypedArgMatcher<@Sendable (String) -> Void>) -> Scout.TypedCall<@Sendable (String) -> Void, Void> { .init(untyped.onChange(handler.matcher), parameter: (@Sendable (String) -> Void).self) }
        func refresh() -> Scout.TypedCall<(), Void> { .init(untyped.refresh()) }
        func fetch(id: Int) -> Scout.TypedCall<Int, User> { .init(untyped.fetch(id: id), parameter: (Int).self) }
        func fetch(id: some Scout.TypedArgMatcher<Int>) -> Scout.TypedCall<Int, User> { .init(untyped.fetch(id: id.matcher), parameter: (Int).self) }
    }

    struct Received: Scout.TypedReceivedSurface {
        let untyped: Scout.ReceivedProxy
        init(_ untyped: Scout.ReceivedProxy) { self.untyped = untyped }
        func `init`(host: String) -> Scout.ReceivedInteractions { untyped.`init`(host: host) }
        func `init`(host: some Scout.TypedArgMatcher<String>) -> Scout.ReceivedInteractions { untyped.`init`(host: host.matcher) }
        var name: Scout.TypedReceivedProperty<String, Scout.ReadWrite> { .init(untyped.name) }
        var token: Scout.TypedReceivedProperty<String, Scout.ReadOnly> { .init(untyped.token) }
        var owner: Scout.TypedReceivedProperty<String, Scout.ReadOnly> { .init(untyped.owner) }
        func `subscript`(shelf: Int) -> Scout.ReceivedInteractions { untyped.subscript(shelf: shelf) }
        func `subscript`(shelf: some Scout.TypedArgMatcher<Int>) -> Scout.ReceivedInteractions { untyped.subscript(shelf: shelf.matcher) }
        func `subscript`(shelf: Int, newValue: [String]) -> Scout.ReceivedInteractions { untyped.subscript(shelf: shelf, newValue: newValue) }
        func `subscript`(shelf: some Scout.TypedArgMatcher<Int>, newValue: [String]) -> Scout.ReceivedInteractions { untyped.subscript(shelf: shelf.matcher, newValue: newValue) }
        func `subscript`(shelf: Int, newValue: some Scout.TypedArgMatcher<[String]>) -> Scout.ReceivedInteractions { untyped.subscript(shelf: shelf, newValue: newValue.matcher) }
        func `subscript`(shelf: some Scout.TypedArgMatcher<Int>, newValue: some Scout.TypedArgMatcher<[String]>) -> Scout.ReceivedInteractions { untyped.subscript(shelf: shelf.matcher, newValue: newValue.matcher) }
        func reset() -> Scout.ReceivedInteractions { untyped.reset() }
        func count() -> Scout.ReceivedInteractions { untyped.count() }
        func title(id: Int) -> Scout.ReceivedInteractions { untyped.title(id: id) }
        func title(id: some Scout.TypedArgMatcher<Int>) -> Scout.ReceivedInteractions { untyped.title(id: id.matcher) }
        func download(id: Int) -> Scout.ReceivedInteractions { untyped.download(id: id) }
        func download(id: some Scout.TypedArgMatcher<Int>) -> Scout.ReceivedInteractions { untyped.download(id: id.matcher) }
        func value(for key: String) -> Scout.ReceivedInteractions { untyped.value(for: key) }
        func value(for key: some Scout.TypedArgMatcher<String>) -> Scout.ReceivedInteractions { untyped.value(for: key.matcher) }
        func season(_ dish: String) -> Scout.ReceivedInteractions { untyped.season(dish) }
        func season(_ dish: some Scout.TypedArgMatcher<String>) -> Scout.ReceivedInteractions { untyped.season(dish.matcher) }
        func sorted(_ values: [Int], by order: some Scout.TypedArgMatcher<(Int, Int) -> Bool>) -> Scout.ReceivedInteractions { untyped.sorted(values, by: order.matcher) }
        func sorted(_ values: some Scout.TypedArgMatcher<[Int]>, by order: some Scout.TypedArgMatcher<(Int, Int) -> Bool>) -> Scout.ReceivedInteractions { untyped.sorted(values.matcher, by: order.matcher) }
        func onChange(_ handler: some Scout.TypedArgMatcher<@Sendable (String) -> Void>) -> Scout.ReceivedInteractions { untyped.onChange(handler.matcher) }
        func refresh() -> Scout.ReceivedInteractions { untyped.refresh() }
        func fetch(id: Int) -> Scout.ReceivedInteractions { untyped.fetch(id: id) }
        func fetch(id: some Scout.TypedArgMatcher<Int>) -> Scout.ReceivedInteractions { untyped.fetch(id: id.matcher) }
    }

    struct Observe: Scout.TypedObserveSurface {
        let untyped: Scout.ObserveProxy
        init(_ untyped: Scout.ObserveProxy) { self.untyped = untyped }
        // init(host:) runs before a test can expect it: checked with received.
        var name: Scout.TypedObservedProperty<String, Scout.ReadWrite> { .init(untyped.name) }
        var token: Scout.TypedObservedProperty<String, Scout.ReadOnly> { .init(untyped.token) }
        var owner: Scout.TypedObservedProperty<String, Scout.ReadOnly> { .init(untyped.owner) }
        func `subscript`(shelf: Int) -> Scout.ObservedInteractions { untyped.subscript(shelf: shelf) }
        func `subscript`(shelf: some Scout.TypedArgMatcher<Int>) -> Scout.ObservedInteractions { untyped.subscript(shelf: shelf.matcher) }
        func `subscript`(shelf: Int, newValue: [String]) -> Scout.ObservedInteractions { untyped.subscript(shelf: shelf, newValue: newValue) }
        func `subscript`(shelf: some Scout.TypedArgMatcher<Int>, newValue: [String]) -> Scout.ObservedInteractions { untyped.subscript(shelf: shelf.matcher, newValue: newValue) }
        func `subscript`(shelf: Int, newValue: some Scout.TypedArgMatcher<[String]>) -> Scout.ObservedInteractions { untyped.subscript(shelf: shelf, newValue: newValue.matcher) }
        func `subscript`(shelf: some Scout.TypedArgMatcher<Int>, newValue: some Scout.TypedArgMatcher<[String]>) -> Scout.ObservedInteractions { untyped.subscript(shelf: shelf.matcher, newValue: newValue.matcher) }
        func reset() -> Scout.ObservedInteractions { untyped.reset() }
        func count() -> Scout.ObservedInteractions { untyped.count() }
        func title(id: Int) -> Scout.ObservedInteractions { untyped.title(id: id) }
        func title(id: some Scout.TypedArgMatcher<Int>) -> Scout.ObservedInteractions { untyped.title(id: id.matcher) }
        func download(id: Int) -> Scout.ObservedInteractions { untyped.download(id: id) }
        func download(id: some Scout.TypedArgMatcher<Int>) -> Scout.ObservedInteractions { untyped.download(id: id.matcher) }
        func value(for key: String) -> Scout.ObservedInteractions { untyped.value(for: key) }
        func value(for key: some Scout.TypedArgMatcher<String>) -> Scout.ObservedInteractions { untyped.value(for: key.matcher) }
        func season(_ dish: String) -> Scout.ObservedInteractions { untyped.season(dish) }
        func season(_ dish: some Scout.TypedArgMatcher<String>) -> Scout.ObservedInteractions { untyped.season(dish.matcher) }
        func sorted(_ values: [Int], by order: some Scout.TypedArgMatcher<(Int, Int) -> Bool>) -> Scout.ObservedInteractions { untyped.sorted(values, by: order.matcher) }
        func sorted(_ values: some Scout.TypedArgMatcher<[Int]>, by order: some Scout.TypedArgMatcher<(Int, Int) -> Bool>) -> Scout.ObservedInteractions { untyped.sorted(values.matcher, by: order.matcher) }
        func onChange(_ handler: some Scout.TypedArgMatcher<@Sendable (String) -> Void>) -> Scout.ObservedInteractions { untyped.onChange(handler.matcher) }
        func refresh() -> Scout.ObservedInteractions { untyped.refresh() }
        func fetch(id: Int) -> Scout.ObservedInteractions { untyped.fetch(id: id) }
        func fetch(id: some Scout.TypedArgMatcher<Int>) -> Scout.ObservedInteractions { untyped.fetch(id: id.matcher) }
    }

    struct StaticExpect: Scout.TypedExpectSurface {
        let untyped: Scout.ExpectProxy
        init(_ untyped: Scout.ExpectProxy) { self.untyped = untyped }
        var version: Scout.TypedProperty<String, Scout.ReadOnly> { .init(untyped.version) }
    }

    struct StaticReceived: Scout.TypedReceivedSurface {
        let untyped: Scout.ReceivedProxy
        init(_ untyped: Scout.ReceivedProxy) { self.untyped = untyped }
        var version: Scout.TypedReceivedProperty<String, Scout.ReadOnly> { .init(untyped.version) }
    }

    struct StaticObserve: Scout.TypedObserveSurface {
        let untyped: Scout.ObserveProxy
        init(_ untyped: Scout.ObserveProxy) { self.untyped = untyped }
        var version: Scout.TypedObservedProperty<String, Scout.ReadOnly> { .init(untyped.version) }
    }
}

private let membersOfMockLibrary = MockMembers("init(host:)", "name", "token", "owner", "subscript(shelf:)", "subscript(shelf:newValue:)", "reset()", "count()", "title(id:)", "download(id:)", "value(for:)", "season(_:)", "sorted(_:by:)", "onChange(_:)", "refresh()", "fetch(id:)")

private let staticMembersOfMockLibrary = MockMembers("version")
