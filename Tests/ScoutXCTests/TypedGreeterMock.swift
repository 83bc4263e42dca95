import Scout

// `Greeter`'s mock as the generator writes it, in a file of its own as the generated
// file is: its failures must be filed in the test's file, not here.
final class TypedMockGreeter: Greeter, TypedMockable, Sendable {
    let mock: Mock

    init(
        _ mock: Mock? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.mock = mock ?? Mock(fileID: fileID, filePath: filePath, line: line, column: column)
        self.mock.declare(membersOfTypedMockGreeter)
    }

    func greet(name: String) -> String { mock.run.greet(name: name) }
    func wave() { mock.run.wave() }

    var expect: Expect { Expect(dynamicExpect) }

    struct Expect: TypedExpectSurface {
        let untyped: ExpectProxy
        init(_ untyped: ExpectProxy) { self.untyped = untyped }
        func greet(name: String) -> TypedCall<String, String> { .init(untyped.greet(name: name), parameter: (String).self) }
        func wave() -> TypedCall<(), Void> { .init(untyped.wave()) }
    }
}

private let membersOfTypedMockGreeter = MockMembers("greet(name:)", "wave()")
