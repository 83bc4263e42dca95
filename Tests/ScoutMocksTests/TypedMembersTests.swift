import Testing

@testable import ScoutMocks

/// The class's lines for one requirement of protocol `P`.
private func mockClass(_ declaration: String, kind: String = "swift.method") throws -> (lines: [String], notes: [String]) {
    let graph = try SymbolGraph.single(kind: kind, declaration: declaration)
    let mocked = try #require(graph.protocols().first)
    return MockWriter(module: "App", command: "generate").mockClass(mocked)
}

@Suite("The generator's typed members")
struct TypedMembersTests {
    @Test("a property named mock is refused like a function, with a note")
    func propertyNamedMock() throws {
        let (lines, notes) = try mockClass("var mock: String { get }", kind: "swift.property")
        #expect(notes == ["MockP: var mock: String { get }: it is named mock, like the property that holds the class's Mock"])
        #expect(lines.contains("    // Not written: var mock: String { get }: it is named mock, like the property that holds the class's Mock."))
        #expect(!lines.contains { $0.contains("mock.get.mock") })
    }

    @Test("the mock is created at the caller's line and declares the protocol's members")
    func initializerAndMembers() throws {
        let (lines, _) = try mockClass("func find(id: Int, name: String) -> String")
        #expect(lines.first == "final class MockP: P, TypedMockable, Sendable {")
        #expect(lines.contains("        self.mock = mock ?? Mock(fileID: fileID, filePath: filePath, line: line, column: column)"))
        #expect(lines.contains("        self.mock.declare(membersOfMockP)"))
        #expect(lines.last == "private let membersOfMockP = MockMembers(\"find(id:name:)\")")
    }

    @Test("each parameter is a value or a matcher of its type: an overload for each way, up to three")
    func overloads() throws {
        let (lines, _) = try mockClass("func find(id: Int, name: String) -> String")
        let expect = lines.filter { $0.contains("-> Scout.TypedCall<(Int, String), String>") }
        #expect(expect.count == 4)
        #expect(
            expect.contains(
                "        func find(id: some Scout.TypedArgMatcher<Int>, name: String) -> Scout.TypedCall<(Int, String), String> "
                    + "{ .init(untyped.find(id: id.matcher, name: name), parameters: (Int).self, (String).self) }"))
        #expect(lines.filter { $0.contains("-> Scout.ReceivedInteractions") }.count == 4)
        #expect(lines.filter { $0.contains("-> Scout.ObservedInteractions") }.count == 4)
        let four = try mockClass("func move(a: Int, b: Int, c: Int, d: Int)").lines
        #expect(four.filter { $0.contains("-> Scout.TypedCall<(Int, Int, Int, Int), Void>") }.count == 2)
    }

    @Test("a closure is a matcher only; some P a value of it or any matcher; inout and variadic take their values' types")
    func parameterForms() throws {
        let sorted = try mockClass("func sorted(_ values: [Int], by order: (Int, Int) -> Bool) -> [Int]").lines
        #expect(
            sorted.contains(
                "        func sorted(_ values: [Int], by order: some Scout.TypedArgMatcher<(Int, Int) -> Bool>) "
                    + "-> Scout.TypedCall<([Int], (Int, Int) -> Bool), [Int]> "
                    + "{ .init(untyped.sorted(values, by: order.matcher), parameters: ([Int]).self, ((Int, Int) -> Bool).self) }"))
        let describe = try mockClass("func describe(_ value: some CustomStringConvertible) -> String").lines
        #expect(
            describe.contains(
                "        func describe(_ value: some CustomStringConvertible) -> Scout.TypedCall<Any?, String> "
                    + "{ .init(untyped.describe(value), parameter: (Any?).self) }"))
        let list = try mockClass("func describe(_ values: [some CustomStringConvertible]) -> String").lines
        #expect(list.contains { $0.contains("func describe(_ values: Any?) -> Scout.TypedCall<Any?, String>") })
        let clamp = try mockClass("func clamp(_ value: inout Int, to limits: Int...) -> Bool").lines
        #expect(clamp.contains { $0.contains("-> Scout.TypedCall<(Int, [Int]), (Int, Bool)>") })
    }

    @Test("a generic method keeps its generics where the member names them, and drops them where only the result did")
    func genericMethods() throws {
        let lines = try mockClass("func value<T>(for key: String) -> T").lines
        #expect(lines.contains { $0.contains("func value<T>(for key: String) -> Scout.TypedCall<String, T>") })
        #expect(lines.contains { $0.contains("func value(for key: String) -> Scout.ReceivedInteractions") })
        let decode = try mockClass("func decode<T: Decodable>(_ type: T.Type) throws -> T").lines
        #expect(decode.contains { $0.contains("func decode<T: Decodable>(_ type: T.Type) -> Scout.ReceivedInteractions") })
    }

    @Test("a protocol with a member named observe keeps that one dynamic, and says so")
    func clashingName() throws {
        let (lines, _) = try mockClass("func observe(_ name: String)")
        #expect(lines.contains("    // No typed observe: the protocol has a member named observe. Use dynamicObserve."))
        #expect(lines.contains("    var expect: Expect { Expect(dynamicExpect) }"))
        #expect(lines.contains { $0.contains("struct Received") })
        #expect(!lines.contains { $0.contains("struct Observe") })
    }

    @Test("what a review found: Any.Type, Self in a collection, init?, keyword names and labels, Int??, some P")
    func reviewedShapes() throws {
        let kind = try mockClass("func kind(of type: Any.Type) -> String").lines
        #expect(kind.contains { $0.contains("parameter: (Any.Type).self") })
        let children = try mockClass("func children() -> [Self]").lines
        #expect(children.contains("    func children() -> [MockP] { mock.run.children() }"))
        let counter = try mockClass("init?(start: Int)", kind: "swift.init").lines
        #expect(counter.contains { $0.contains("func `init`(start: Int) -> Scout.ReceivedInteractions") })
        let keyword = try mockClass("var `class`: String { get }", kind: "swift.property").lines
        #expect(keyword.last == "private let membersOfMockP = MockMembers(\"class\")")
        let label = try mockClass("func `for`(`let`: Int) -> Int").lines
        #expect(label.contains("    func `for`(`let`: Int) -> Int { mock.run.for(let: `let`) }"))
        let nested = try mockClass("func nested(_ value: Int??) -> Int??").lines
        #expect(nested.contains("    func nested(_ value: Int??) -> Int?? { mock.run.nested(value as Any?) }"))
        let render = try mockClass("func render(_ text: some StringProtocol) -> String").lines
        #expect(render.contains { $0.contains("func render(_ text: some StringProtocol) -> Scout.TypedCall<Any?, String>") })
        #expect(render.contains { $0.contains("func render(_ text: some Scout.ArgMatcher) -> Scout.TypedCall<Any?, String>") })
    }
}
