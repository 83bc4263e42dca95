import Testing

@testable import ScoutMocks

/// The line written for a declaration, as a symbol graph spells it.
private func written(_ declaration: String, kind: String = "swift.method") throws -> [String] {
    let graph = try SymbolGraph.single(kind: kind, declaration: declaration)
    let mocked = try #require(graph.protocols().first)
    let (lines, notes) = MockWriter(module: "App", command: "generate").mockClass(mocked)
    #expect(notes.isEmpty, "\(notes)")
    // The members, after the class's header, stored mock and init.
    let start = try #require(lines.firstIndex(of: "    }")) + 2
    return lines[start..<(lines.count - 1)].map { String($0.dropFirst(4)) }
}

@Suite("The generator's line for each shape")
struct ForwardingLineTests {
    @Test(
        "methods: the safe line for their effects",
        arguments: [
            ("func reset()", "func reset() { mock.run.reset() }"),
            ("func count() -> Int", "func count() -> Int { mock.run.count() }"),
            ("func refresh() async", "func refresh() async { await mock.run.refresh() }"),
            ("func title(id: Int) throws -> String", "func title(id: Int) throws -> String { try mock.call.title(id: id) }"),
            (
                "func fetch(id: Int) async throws -> User",
                "func fetch(id: Int) async throws -> User { try await mock.call.fetch(id: id) }"
            ),
            (
                "func download(id: Int) async throws(LoadError) -> [UInt8]",
                "func download(id: Int) async throws(LoadError) -> [UInt8] { try await mock.call(throwing: LoadError.self).download(id: id) }"
            ),
            ("func count() throws(Never) -> Int", "func count() throws(Never) -> Int { mock.run.count() }"),
            ("mutating func bump()", "func bump() { mock.run.bump() }"),
            ("func sum(_ values: Int...) -> Int", "func sum(_ values: Int...) -> Int { mock.run.sum(values) }"),
            ("func keep(_: Int)", "func keep(_ argument0: Int) { mock.run.keep(argument0) }"),
            ("func season(_ dish: inout String)", "func season(_ dish: inout String) { dish = mock.run.season(dish) }"),
            (
                "func merge<S>(_ items: S) -> [Int] where S : Sequence, S.Element == Int",
                "func merge<S>(_ items: S) -> [Int] where S : Sequence, S.Element == Int { mock.run.merge(items) }"
            ),
            ("func `default`() -> Int", "func `default`() -> Int { mock.run.default() }"),
            (
                "static func == (lhs: Self, rhs: Self) -> Bool",
                "static func ==(lhs: Self, rhs: Self) -> Bool { mock.run[dynamicMember: \"==\"](lhs: lhs, rhs: rhs) }"
            ),
        ])
    func methods(declaration: String, line: String) throws {
        #expect(try written(declaration) == [line])
    }

    @Test("non-escaping closures are lent, rethrows with try, escaping and optional ones passed")
    func closures() throws {
        #expect(
            try written("func sorted(_ values: [Int], by order: (Int, Int) -> Bool) -> [Int]") == [
                "func sorted(_ values: [Int], by order: (Int, Int) -> Bool) -> [Int] { mock.lending(order) { order in mock.run.sorted(values, by: order) } }"
            ])
        #expect(
            try written("func each(_ body: (String) throws -> Void) rethrows") == [
                "func each(_ body: (String) throws -> Void) rethrows { try mock.lending(body) { body in mock.run.each(body) } }"
            ])
        #expect(
            try written("func onChange(_ handler: @escaping @Sendable (String) -> Void)") == [
                "func onChange(_ handler: @escaping @Sendable (String) -> Void) { mock.run.onChange(handler) }"
            ])
        #expect(
            try written("func fetch(completion: ((Int) -> Void)?)") == [
                "func fetch(completion: ((Int) -> Void)?) { mock.run.fetch(completion: completion) }"
            ])
    }

    @Test("properties and subscripts, effectful and settable")
    func propertiesAndSubscripts() throws {
        #expect(try written("var name: String { get }", kind: "swift.property") == ["var name: String { mock.get.name }"])
        #expect(
            try written("var name: String { get set }", kind: "swift.property") == [
                "var name: String {", "    get { mock.get.name }", "    set { mock.set.name = newValue }", "}",
            ])
        #expect(
            try written("var token: String { get async throws }", kind: "swift.property") == [
                "var token: String { get async throws { try mock.get(throwing: (any Error).self).token } }"
            ])
        #expect(
            try written("var owner: String { get throws(AuthError) }", kind: "swift.property") == [
                "var owner: String { get throws(AuthError) { try mock.get(throwing: AuthError.self).owner } }"
            ])
        #expect(
            try written("subscript(shelf: Int) -> [String] { get set }", kind: "swift.subscript") == [
                "subscript(shelf: Int) -> [String] {", "    get { mock.run.subscript(shelf: shelf) }",
                "    set { mock.run.subscript(shelf: shelf, newValue: newValue) }", "}",
            ])
    }

    @Test("a requirement it cannot write is a comment in the class and a note naming the reason")
    func unwritable() throws {
        let cases = [
            ("func swap(_ a: inout Int, _ b: inout Int)", "it has more than one inout parameter"),
            ("func bump(_ a: inout Int) -> Int", "it has an inout parameter and a result: the answer cannot give both"),
            (
                "func fold(_ f: (Int, Int, Int, Int) -> Int) -> Int",
                "its closure f takes 4 parameters; Scout lends up to 3"
            ),
            ("func run(_ f: () throws -> Void)", "it does not throw, but its closure f does, and is not rethrown"),
        ]
        for (declaration, reason) in cases {
            let mocked = try #require(try SymbolGraph.single(kind: "swift.method", declaration: declaration).protocols().first)
            let (lines, notes) = MockWriter(module: "App", command: "generate").mockClass(mocked)
            #expect(notes == ["MockP: \(declaration): \(reason)"])
            #expect(lines.contains("    // Not written: \(declaration): \(reason)."))
        }
    }
}
