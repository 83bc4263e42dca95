import Testing

@testable import ScoutMocks

@Suite("The generator's classes and file")
struct MockFileTests {
    @Test("associated types make a generic mock; Self.Item is written Item")
    func associatedTypes() throws {
        let graph = try SymbolGraph.graph(
            symbols: [
                SymbolGraph.symbol("p", kind: "swift.protocol", path: ["Store"], declaration: "protocol Store<Item>"),
                SymbolGraph.symbol(
                    "a", kind: "swift.associatedtype", path: ["Store", "Item"],
                    declaration: "associatedtype Item : Hashable, Sendable = Int", line: 2),
                SymbolGraph.symbol(
                    "m", kind: "swift.method", path: ["Store", "save(_:)"], declaration: "func save(_ item: Self.Item)",
                    line: 3),
                SymbolGraph.symbol(
                    "s", kind: "swift.type.method", path: ["Store", "reset()"], declaration: "static func reset()",
                    line: 4),
            ],
            relationships: [("requirementOf", "a", "p"), ("requirementOf", "m", "p"), ("requirementOf", "s", "p")])
        let (text, notes) = MockWriter(module: "App", command: "generate").file(for: graph.protocols())
        #expect(notes.isEmpty)
        #expect(text.contains("final class MockStore<Item: Hashable & Sendable>: Store, Mockable, Sendable {"))
        #expect(text.contains("    func save(_ item: Item) { mock.run.save(item) }"))
        #expect(text.contains("    static var mock: Mock { MockStoreStatics.mock }"))
        #expect(text.contains("private enum MockStoreStatics {\n    static let mock = Mock(perTest: true)\n}"))
        #expect(text.contains("    static func reset() { mock.run.reset() }"))
        #expect(text.hasPrefix("// Written by Scout's mock generator from the symbol graph of App. Do not edit:\n// generate\n"))
        #expect(text.contains("import Scout\n@testable import App\n"))
    }

    @Test("a refined protocol of the module brings its requirements; one of another module is named")
    func inheritance() throws {
        let graph = try SymbolGraph.graph(
            symbols: [
                SymbolGraph.symbol("named", kind: "swift.protocol", path: ["Named"], declaration: "protocol Named"),
                SymbolGraph.symbol(
                    "name", kind: "swift.property", path: ["Named", "name"], declaration: "var name: String { get }",
                    line: 2),
                SymbolGraph.symbol(
                    "account", kind: "swift.protocol", path: ["Account"], declaration: "protocol Account", line: 3),
                SymbolGraph.symbol(
                    "balance", kind: "swift.method", path: ["Account", "balance()"],
                    declaration: "func balance() -> Int", line: 4),
            ],
            relationships: [
                ("requirementOf", "name", "named"), ("requirementOf", "balance", "account"),
                ("conformsTo", "account", "named"), ("conformsTo", "account", "s:SQ"),
                ("conformsTo", "account", "s:s8SendableP"),
            ])
        let account = try #require(graph.protocols().first { $0.name == "Account" })
        let (lines, notes) = MockWriter(module: "App", command: "generate").mockClass(account)
        #expect(lines.contains("    var name: String { mock.get.name }"))
        #expect(lines.contains("    func balance() -> Int { mock.run.balance() }"))
        #expect(notes == ["MockAccount: Account refines s:SQ, of another module: write its requirements in an extension of MockAccount."])
    }

    @Test("actor and main-actor protocols")
    func isolation() throws {
        let graph = try SymbolGraph.graph(
            symbols: [
                SymbolGraph.symbol("shelf", kind: "swift.protocol", path: ["Shelf"], declaration: "protocol Shelf"),
                SymbolGraph.symbol(
                    "screen", kind: "swift.protocol", path: ["Screen"], declaration: "@MainActor protocol Screen", line: 2),
            ],
            relationships: [("conformsTo", "shelf", "s:ScA")])
        let protocols = graph.protocols()
        let writer = MockWriter(module: "App", command: "generate")
        #expect(writer.mockClass(protocols[0]).0.first == "actor MockShelf: Shelf, Mockable {")
        let screen = writer.mockClass(protocols[1]).0
        #expect(screen.first == "@MainActor final class MockScreen: Screen, Mockable {")
        #expect(screen.contains("    nonisolated let mock: Mock"))
    }

    @Test("--check's diff names each line that differs, removed before added")
    func diff() {
        let text = LineDiff.describe(old: "a\nb\nc", new: "a\nB\nc\nd", oldName: "Mocks.swift", newName: "new")
        #expect(text == "--- Mocks.swift\n+++ new\n-2: b\n+2: B\n+4: d")
    }
}
