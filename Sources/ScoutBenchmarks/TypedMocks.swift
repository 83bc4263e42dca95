import ScoutCore

/// `Fetcher`'s mock as the generator writes it: typed members over the dynamic
/// proxies, its members declared, created where the caller makes it. Profiled by
/// `a-typed`, `d-typed` and `l-typed` against `ScoutFetcher`.
final class TypedScoutFetcher: Fetcher, TypedMockable, Sendable {
    let mock: Mock

    init(
        _ mock: Mock? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.mock = mock ?? Mock(fileID: fileID, filePath: filePath, line: line, column: column)
        self.mock.declare(membersOfTypedScoutFetcher)
    }

    func fetch(id: Int) -> Int { mock.run.fetch(id: id) }

    var expect: Expect { Expect(dynamicExpect) }

    struct Expect: TypedExpectSurface {
        let untyped: ExpectProxy
        init(_ untyped: ExpectProxy) { self.untyped = untyped }
        func fetch(id: Int) -> TypedCall<Int, Int> { .init(untyped.fetch(id: id), parameter: (Int).self) }
        func fetch(id: some TypedArgMatcher<Int>) -> TypedCall<Int, Int> {
            .init(untyped.fetch(id: id.matcher), parameter: (Int).self)
        }
    }
}

private let membersOfTypedScoutFetcher = MockMembers("fetch(id:)")
