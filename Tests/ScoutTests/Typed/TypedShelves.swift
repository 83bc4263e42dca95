import Scout

/// A protocol and its mock as the generator writes them (typed members over the
/// dynamic proxies), for the library's own tests of the typed surface.
protocol Shelves {
    var title: String { get set }
    func fetch(id: Int) throws -> User
    func find(name: String?) -> User?
    func rename(id: Int, to name: String) throws
    func total() -> Int
    static func version() -> String
}

final class MockShelves: Shelves, TypedMockable, Sendable {
    static let mock = StaticMock<StaticExpect, StaticReceived, StaticObserve>(
        Mock(perTest: true), members: staticMembersOfMockShelves)
    let mock: Mock

    init(
        _ mock: Mock? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.mock = mock ?? Mock(fileID: fileID, filePath: filePath, line: line, column: column)
        self.mock.declare(membersOfMockShelves)
    }

    var title: String {
        get { mock.get.title }
        set { mock.set.title = newValue }
    }
    func fetch(id: Int) throws -> User { try mock.call.fetch(id: id) }
    func find(name: String?) -> User? { mock.run.find(name: name) }
    func rename(id: Int, to name: String) throws { try mock.call.rename(id: id, to: name) }
    func total() -> Int { mock.run.total() }
    static func version() -> String { mock.untyped.run.version() }

    var expect: Expect { Expect(dynamicExpect) }
    var received: Received { Received(dynamicReceived) }
    var observe: Observe { Observe(dynamicObserve) }

    struct Expect: TypedExpectSurface {
        let untyped: ExpectProxy
        init(_ untyped: ExpectProxy) { self.untyped = untyped }
        var title: TypedProperty<String, ReadWrite> { .init(untyped.title) }
        func fetch(id: Int) -> TypedCall<Int, User> { .init(untyped.fetch(id: id), parameter: Int.self) }
        func fetch(id: some TypedArgMatcher<Int>) -> TypedCall<Int, User> {
            .init(untyped.fetch(id: id.matcher), parameter: Int.self)
        }
        func find(name: String?) -> TypedCall<String?, User?> { .init(untyped.find(name: name), parameter: String?.self) }
        func find(name: some TypedArgMatcher<String?>) -> TypedCall<String?, User?> {
            .init(untyped.find(name: name.matcher), parameter: String?.self)
        }
        func rename(id: some TypedArgMatcher<Int>, to name: some TypedArgMatcher<String>) -> TypedCall<(Int, String), Void> {
            .init(untyped.rename(id: id.matcher, to: name.matcher), parameters: Int.self, String.self)
        }
        func total() -> TypedCall<(), Int> { .init(untyped.total()) }
    }

    struct Received: TypedReceivedSurface {
        let untyped: ReceivedProxy
        init(_ untyped: ReceivedProxy) { self.untyped = untyped }
        var title: TypedReceivedProperty<String, ReadWrite> { .init(untyped.title) }
        func fetch(id: some TypedArgMatcher<Int>) -> ReceivedInteractions { untyped.fetch(id: id.matcher) }
        func total() -> ReceivedInteractions { untyped.total() }
    }

    struct Observe: TypedObserveSurface {
        let untyped: ObserveProxy
        init(_ untyped: ObserveProxy) { self.untyped = untyped }
        var title: TypedObservedProperty<String, ReadWrite> { .init(untyped.title) }
        func total() -> ObservedInteractions { untyped.total() }
    }

    struct StaticExpect: TypedExpectSurface {
        let untyped: ExpectProxy
        init(_ untyped: ExpectProxy) { self.untyped = untyped }
        func version() -> TypedCall<(), String> { .init(untyped.version()) }
    }

    struct StaticReceived: TypedReceivedSurface {
        let untyped: ReceivedProxy
        init(_ untyped: ReceivedProxy) { self.untyped = untyped }
        func version() -> ReceivedInteractions { untyped.version() }
    }

    struct StaticObserve: TypedObserveSurface {
        let untyped: ObserveProxy
        init(_ untyped: ObserveProxy) { self.untyped = untyped }
    }
}

private let membersOfMockShelves = MockMembers("title", "fetch(id:)", "find(name:)", "rename(id:to:)", "total()")
private let staticMembersOfMockShelves = MockMembers("version()")
