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

    @Test("a closure is a matcher only; some P takes any value; inout and variadic take their values' types")
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
                "        func describe(_ value: Any?) -> Scout.TypedCall<Any?, String> "
                    + "{ .init(untyped.describe(value), parameter: (Any?).self) }"))
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

    @Test("a protocol with a member named expect keeps the dynamic proxies, and says so")
    func clashingName() throws {
        let (lines, _) = try mockClass("func expect(_ condition: Bool)")
        #expect(lines.contains("    // No typed expect, received or observe: the protocol has a member named expect. Use dynamicExpect, dynamicReceived and dynamicObserve."))
        #expect(!lines.contains { $0.contains("struct Expect") })
    }
}
