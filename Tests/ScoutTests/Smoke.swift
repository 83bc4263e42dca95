import Scout
import Testing

protocol Example {
    var foo: String { get }
    func baz()
    func fetch(id: Int) throws -> Int
}

final class MockExample: Example, Mockable {
    let mock = Mock()
    var foo: String { mock.get.foo }
    func baz() { try! mock.call.baz() }
    func fetch(id: Int) throws -> Int { try mock.call.fetch(id: id) }
}

@Test func smoke() throws {
    let example = MockExample()
    example.expect.foo.to(`return`("baz"))
    example.expect.baz().toBeCalled()
    example.expect.fetch(id: equalTo(3)).to(`return`(4))
    #expect(example.foo == "baz")
    example.baz()
    #expect(try example.fetch(id: 3) == 4)
    example.verify()
}

@Test func smokeFailures() throws {
    let example = MockExample()
    let failures = captureFailures {
        example.expect.fetch(id: 1).to(`return`(4))
        example.expect.fetch(id: greaterThan(5)).to(alwaysReturn(9))
        _ = try? example.fetch(id: 2)
        example.expect.fecth(id: 2).to(`return`(1))
        _ = example.foo
        example.verify()
    }
    for failure in failures { print("----", failure.location); print(failure.message) }
    #expect(failures.count == 3)
}
