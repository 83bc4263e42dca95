/// The parts of the compiler's symbol graph (`<Module>.symbols.json`) the writer
/// reads: symbols with their declaration, and the relationships between them.
struct SymbolGraph: Decodable {
    struct Module: Decodable {
        let name: String
    }

    struct Fragment: Decodable, Equatable {
        let kind: String
        let spelling: String
        let preciseIdentifier: String?
    }

    struct Symbol: Decodable {
        struct Identifier: Decodable {
            let precise: String
        }

        struct Kind: Decodable {
            let identifier: String
        }

        let identifier: Identifier
        let kind: Kind
        let pathComponents: [String]
        let accessLevel: String
        let declarationFragments: [Fragment]?
        let location: Location?

        struct Location: Decodable {
            struct Position: Decodable {
                let line: Int
            }

            let uri: String
            let position: Position
        }

        var declaration: String { (declarationFragments ?? []).map(\.spelling).joined() }
    }

    struct Relationship: Decodable {
        let kind: String
        let source: String
        let target: String
        let targetFallback: String?
    }

    let module: Module
    let symbols: [Symbol]
    let relationships: [Relationship]
}

extension SymbolGraph {
    /// The modules whose types the declarations name, other than the standard
    /// library's and the module's own: the written file imports them.
    var referencedModules: [String] {
        var modules: Set<String> = []
        for symbol in symbols {
            for fragment in symbol.declarationFragments ?? [] {
                guard let identifier = fragment.preciseIdentifier else { continue }
                if identifier.hasPrefix("c:") {
                    modules.insert("Foundation")
                    continue
                }
                guard identifier.hasPrefix("s:") else { continue }
                let digits = identifier.dropFirst(2).prefix { $0.isNumber }
                guard let length = Int(digits) else { continue }
                let name = String(identifier.dropFirst(2 + digits.count).prefix(length))
                modules.insert(name.hasPrefix("Foundation") ? "Foundation" : name)
            }
        }
        modules.subtract([module.name, "Swift", "_Concurrency", "_StringProcessing", "Scout", "ScoutCore"])
        return modules.filter { !$0.hasPrefix("_") }.sorted()
    }
}
