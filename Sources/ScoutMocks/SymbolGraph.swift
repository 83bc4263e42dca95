/// The parts of the compiler's symbol graph (`<Module>.symbols.json`) the writer
/// reads: symbols with their declaration, and the relationships between them.
struct SymbolGraph: Decodable {
    struct Module: Decodable {
        let name: String
    }

    struct Fragment: Decodable, Equatable {
        let kind: String
        let spelling: String
    }

    struct Symbol: Decodable {
        struct Identifier: Decodable {
            let precise: String
        }

        struct Kind: Decodable {
            let identifier: String
        }

        struct Signature: Decodable {
            struct Parameter: Decodable {
                let name: String
                let internalName: String?
                let declarationFragments: [Fragment]?
            }

            let parameters: [Parameter]?
        }

        let identifier: Identifier
        let kind: Kind
        let pathComponents: [String]
        let accessLevel: String
        let declarationFragments: [Fragment]?
        let functionSignature: Signature?
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
