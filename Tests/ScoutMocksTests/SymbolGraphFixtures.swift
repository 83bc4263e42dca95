import Foundation

@testable import ScoutMocks

extension SymbolGraph {
    /// A graph of one protocol `P` with one requirement.
    static func single(kind: String, declaration: String) throws -> SymbolGraph {
        try graph(
            symbols: [
                symbol("p", kind: "swift.protocol", path: ["P"], declaration: "protocol P"),
                symbol("r", kind: kind, path: ["P", "r"], declaration: declaration),
            ],
            relationships: [("requirementOf", "r", "p")])
    }

    static func symbol(_ id: String, kind: String, path: [String], declaration: String, line: Int = 1) -> [String: Any] {
        [
            "identifier": ["precise": id, "interfaceLanguage": "swift"],
            "kind": ["identifier": kind, "displayName": kind],
            "pathComponents": path,
            "accessLevel": "internal",
            "declarationFragments": [["kind": "text", "spelling": declaration]],
            "location": ["uri": "file:///P.swift", "position": ["line": line, "character": 0]],
        ]
    }

    static func graph(
        symbols: [[String: Any]], relationships: [(String, String, String)], module: String = "App",
        fallbacks: [String: String] = [:]
    ) throws -> SymbolGraph {
        let json: [String: Any] = [
            "module": ["name": module],
            "symbols": symbols,
            "relationships": relationships.map { relationship -> [String: Any] in
                var entry: [String: Any] = ["kind": relationship.0, "source": relationship.1, "target": relationship.2]
                if let fallback = fallbacks[relationship.2] { entry["targetFallback"] = fallback }
                return entry
            },
        ]
        return try JSONDecoder().decode(SymbolGraph.self, from: JSONSerialization.data(withJSONObject: json))
    }
}
