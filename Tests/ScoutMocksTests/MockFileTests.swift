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
        #expect(text.contains("final class MockStore<Item: Hashable & Sendable>: Store, TypedMockable, Sendable {"))
        #expect(text.contains("    func save(_ item: Item) { mock.run.save(item) }"))
        #expect(text.contains("    static var mock: Mock { MockStoreStatics.mock }"))
        #expect(text.contains("private enum MockStoreStatics {\n    static let mock = Mock(perTest: true)\n}"))
        #expect(text.contains("    static func reset() { mock.run.reset() }"))
        #expect(text.hasPrefix("// Written by Scout's mock generator from the symbol graph of App. Do not edit:\n// generate\n"))
        #expect(text.contains("import class Scout.Mock\nimport struct Scout.MockMembers\nimport protocol Scout.TypedMockable\n"))
        #expect(text.contains("import struct Scout.StaticMock\n@testable import App\n"))
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
        #expect(writer.mockClass(protocols[0]).0.first == "actor MockShelf: Shelf, TypedMockable {")
        let screen = writer.mockClass(protocols[1]).0
        #expect(screen.first == "@MainActor final class MockScreen: Screen, TypedMockable {")
        #expect(screen.contains("    nonisolated let mock: Mock"))
    }

    @Test("a same-type constraint makes a type alias; others make the class's where clause")
    func whereClauses() throws {
        let graph = try SymbolGraph.graph(
            symbols: [
                SymbolGraph.symbol("repo", kind: "swift.protocol", path: ["Repository"], declaration: "protocol Repository<Entity>"),
                SymbolGraph.symbol(
                    "entity", kind: "swift.associatedtype", path: ["Repository", "Entity"],
                    declaration: "associatedtype Entity : Sendable", line: 2),
                SymbolGraph.symbol(
                    "users", kind: "swift.protocol", path: ["Users"],
                    declaration: "protocol Users : Repository where Self.Entity == User", line: 3),
                SymbolGraph.symbol("cache", kind: "swift.protocol", path: ["Cache"], declaration: "protocol Cache", line: 4),
                SymbolGraph.symbol(
                    "key", kind: "swift.associatedtype", path: ["Cache", "Key"],
                    declaration: "associatedtype Key : Hashable where Self.Key == Self.Keys.Element", line: 5),
                SymbolGraph.symbol(
                    "keys", kind: "swift.associatedtype", path: ["Cache", "Keys"],
                    declaration: "associatedtype Keys : Collection", line: 6),
            ],
            relationships: [
                ("requirementOf", "entity", "repo"), ("conformsTo", "users", "repo"), ("requirementOf", "key", "cache"),
                ("requirementOf", "keys", "cache"),
            ])
        let writer = MockWriter(module: "App", command: "generate")
        let protocols = graph.protocols()
        let users = writer.mockClass(try #require(protocols.first { $0.name == "Users" })).0
        #expect(users.first == "final class MockUsers: Users, TypedMockable, Sendable {")
        #expect(users.contains("    typealias Entity = User"))
        let cache = writer.mockClass(try #require(protocols.first { $0.name == "Cache" })).0
        #expect(
            cache.first
                == "final class MockCache<Key: Hashable, Keys: Collection>: Cache, TypedMockable, Sendable where Key == Keys.Element {")
    }

    @Test("nested protocols, superclass constraints, requirements declared twice, other modules' protocols")
    func protocolKinds() throws {
        let fallbacks = [
            "s:SH": "Swift.Hashable", "s:s23CustomStringConvertibleP": "Swift.CustomStringConvertible",
            "s:s5ErrorP": "Swift.Error",
        ]
        let graph = try SymbolGraph.graph(
            symbols: [
                SymbolGraph.symbol("client", kind: "swift.protocol", path: ["API", "Client"], declaration: "protocol Client"),
                SymbolGraph.symbol(
                    "reload", kind: "swift.protocol", path: ["Reloadable"], declaration: "protocol Reloadable", line: 2),
                SymbolGraph.symbol("named", kind: "swift.protocol", path: ["Named"], declaration: "protocol Named", line: 3),
                SymbolGraph.symbol("titled", kind: "swift.protocol", path: ["Titled"], declaration: "protocol Titled", line: 4),
                SymbolGraph.symbol(
                    "name1", kind: "swift.property", path: ["Named", "name"], declaration: "var name: String { get }", line: 5),
                SymbolGraph.symbol(
                    "name2", kind: "swift.property", path: ["Titled", "name"], declaration: "var name: String { get }", line: 6),
                SymbolGraph.symbol(
                    "profile", kind: "swift.protocol", path: ["Profile"], declaration: "protocol Profile", line: 7),
            ],
            relationships: [
                ("inheritsFrom", "reload", "s:4Base10ControllerC"), ("requirementOf", "name1", "named"),
                ("requirementOf", "name2", "titled"), ("conformsTo", "profile", "named"), ("conformsTo", "profile", "titled"),
                ("conformsTo", "profile", "s:SH"), ("conformsTo", "profile", "s:s23CustomStringConvertibleP"),
                ("conformsTo", "profile", "s:s5ErrorP"),
            ], fallbacks: fallbacks)
        let protocols = graph.protocols()
        let writer = MockWriter(module: "App", command: "generate")
        #expect(writer.mockClass(protocols[0]).0.first == "final class MockAPIClient: API.Client, TypedMockable, Sendable {")
        let (reloadable, notes) = writer.mockClass(protocols[1])
        #expect(reloadable == ["// Not written: MockReloadable: Reloadable: it requires a subclass of s:4Base10ControllerC: write its mock by hand, as a subclass."])
        #expect(notes.count == 1)
        let (profile, profileNotes) = writer.mockClass(try #require(protocols.first { $0.name == "Profile" }))
        #expect(profileNotes.isEmpty, "\(profileNotes)")
        #expect(profile.filter { $0.contains("var name: String") } == ["    var name: String { mock.get.name }"])
        #expect(profile.contains("    static func == (lhs: MockProfile, rhs: MockProfile) -> Bool { lhs === rhs }"))
        #expect(profile.contains("    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }"))
        #expect(profile.contains("    var description: String { mock.get.description }"))
    }

    @Test("the file imports the other modules whose types the protocols name")
    func imports() throws {
        var symbol = SymbolGraph.symbol("p", kind: "swift.protocol", path: ["P"], declaration: "protocol P")
        symbol["declarationFragments"] = [
            ["kind": "typeIdentifier", "spelling": "URL", "preciseIdentifier": "s:20FoundationEssentials3URLV"],
            ["kind": "typeIdentifier", "spelling": "Logger", "preciseIdentifier": "s:7Logging6LoggerV"],
            ["kind": "typeIdentifier", "spelling": "Int", "preciseIdentifier": "s:Si"],
        ]
        let graph = try SymbolGraph.graph(symbols: [symbol], relationships: [])
        #expect(graph.referencedModules == ["Foundation", "Logging"])
    }

    @Test("--check's diff names each line that differs, removed before added")
    func diff() {
        let text = LineDiff.describe(old: "a\nb\nc", new: "a\nB\nc\nd", oldName: "Mocks.swift", newName: "new")
        #expect(text == "--- Mocks.swift\n+++ new\n-2: b\n+2: B\n+4: d")
    }
}
