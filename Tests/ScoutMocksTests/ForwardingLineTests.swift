import Testing

@testable import ScoutMocks

/// The line written for a declaration, as a symbol graph spells it.
private func written(_ declaration: String, kind: String = "swift.method") throws -> [String] {
    let graph = try SymbolGraph.single(kind: kind, declaration: declaration)
    let mocked = try #require(graph.protocols().first)
    let (lines, notes) = MockWriter(module: "App", command: "generate").mockClass(mocked)
    #expect(notes.isEmpty, "\(notes)")
    // The members, after the class's header, stored mock and init, before its
    // typed members (after a blank line) or its end.
    let start = try #require(lines.firstIndex(of: "    }")) + 2
    let end = try #require(lines[start...].firstIndex { $0.isEmpty || $0 == "}" })
    return lines[start..<end].map { String($0.dropFirst(4)) }
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
                "func query(_ key: String, default: String) -> String",
                "func query(_ key: String, default: String) -> String { mock.run.query(key, default: `default`) }"
            ),
            ("func configure(mock: Bool)", "func configure(mock mockValue: Bool) { mock.run.configure(mock: mockValue) }"),
            ("func isSame(as other: Self) -> Bool", "func isSame(as other: MockP) -> Bool { mock.run.isSame(as: other) }"),
            ("override func load()", "func load() { mock.run.load() }"),
            (
                "func swapValues(_ a: inout Int, _ b: inout Int)",
                "func swapValues(_ a: inout Int, _ b: inout Int) { (a, b) = mock.run.swapValues(a, b) }"
            ),
            (
                "func clamp(_ value: inout Int) throws -> Bool",
                "func clamp(_ value: inout Int) throws -> Bool { let answer: (Int, Bool) = try mock.call.clamp(value); value = answer.0; return answer.1 }"
            ),
            (
                "static prefix func - (value: Self) -> Self",
                "static prefix func -(value: MockP) -> Self { mock.untyped.run[dynamicMember: \"-\"](value: value) }"
            ),
            ("func keep(_ input: borrowing String)", "func keep(_ input: borrowing String) { mock.run.keep(copy input) }"),
            (
                "static func == (lhs: Self, rhs: Self) -> Bool",
                "static func ==(lhs: MockP, rhs: MockP) -> Bool { mock.untyped.run[dynamicMember: \"==\"](lhs: lhs, rhs: rhs) }"
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
            try written("func apply(_ body: ((String) -> Void) -> Void)") == [
                "func apply(_ body: ((String) -> Void) -> Void) { mock.lending(body) { body in mock.run.apply(body) } }"
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
            (
                "func fold(_ f: (Int, Int, Int, Int) -> Int) -> Int",
                "its closure f takes 4 parameters; Scout lends up to 3"
            ),
            ("func run(_ f: () throws -> Void)", "it does not throw, but its closure f does, and is not rethrown"),
            ("func edit(_ f: (inout Int) -> Void)", "its closure takes an inout parameter, which a lent closure cannot pass on"),
            ("func ui(_ f: @MainActor () -> Void)", "its closure is @MainActor, which a lent closure cannot keep"),
            ("func mock() -> Int", "it is named mock, like the property that holds the class's Mock"),
            ("static func - (value: Self) -> Self", "a unary operator: the symbol graph does not say whether it is prefix or postfix"),
            ("func all<each T>(_ values: repeat each T)", "parameter values is a parameter pack, which a mock cannot forward"),
        ]
        for (declaration, reason) in cases {
            let mocked = try #require(try SymbolGraph.single(kind: "swift.method", declaration: declaration).protocols().first)
            let (lines, notes) = MockWriter(module: "App", command: "generate").mockClass(mocked)
            #expect(notes == ["MockP: \(declaration): \(reason)"])
            #expect(lines.contains("    // Not written: \(declaration): \(reason)."))
        }
    }
}
