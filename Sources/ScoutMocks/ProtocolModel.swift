import Foundation

/// A protocol of the module, with every requirement its mock must implement: its
/// own and those of the protocols it refines in the same module.
struct MockedProtocol {
    /// The protocol as code names it: `Store`, `API.Client`.
    let name: String
    /// Its path, for the mock's name: `["API", "Client"]` makes `MockAPIClient`.
    let path: [String]
    let accessLevel: String
    let isMainActor: Bool
    let isActor: Bool
    /// The associated types, as generic parameters of the mock: `Item: Hashable`.
    let genericParameters: [String]
    let requirements: [Result<Requirement, Unwritable>]
    /// Concrete associated types, from same-type constraints: `Entity = User`.
    let typeAliases: [String]
    /// Constraints between associated types, for the class's `where` clause.
    let constraints: [String]
    /// Refined protocols of other modules, by name (`Swift.Equatable`).
    let foreignParents: [String]
    /// Why no class can be written for it, if none can.
    let unwritable: String?

    var mockName: String { "Mock" + path.joined() }
}

extension SymbolGraph {
    /// Protocols Scout knows to need nothing written: markers, and `Actor`, which
    /// makes the mock an actor.
    private static let silentParents: Set<String> = [
        "s:s8SendableP", "s:s16SendableMetatypeP", "s:ScA", "s:s9AnyActorP", "s:s16BitwiseCopyableP",
        "s:s8CopyableP", "s:s11EscapableP",
    ]

    private static let silentParentNames: Set<String> = [
        "Swift.Sendable", "Swift.SendableMetatype", "_Concurrency.Actor", "Swift.BitwiseCopyable", "Swift.Copyable",
        "Swift.Escapable", "Swift.Error",
        // A class is Identifiable by its identity with nothing written.
        "Swift.Identifiable",
    ]

    /// Every protocol of the module, in the order of their declarations.
    func protocols() -> [MockedProtocol] {
        let byID = Dictionary(symbols.map { ($0.identifier.precise, $0) }, uniquingKeysWith: { first, _ in first })
        var requirementsOf: [String: [String]] = [:]
        var parentsOf: [String: [String]] = [:]
        for relationship in relationships {
            switch relationship.kind {
            case "requirementOf", "optionalRequirementOf":
                requirementsOf[relationship.target, default: []].append(relationship.source)
            case "conformsTo", "inheritsFrom":
                parentsOf[relationship.source, default: []].append(relationship.target)
            default: break
            }
        }
        let order = Dictionary(
            symbols.enumerated().map { ($1.identifier.precise, $0) }, uniquingKeysWith: { a, _ in a })
        func sorted(_ ids: [String]) -> [String] {
            // Declaration order: file, then line, then the graph's order.
            func key(_ id: String) -> (String, Int, Int) {
                let location = byID[id]?.location
                return (location?.uri ?? "", location?.position.line ?? 0, order[id] ?? 0)
            }
            return ids.sorted { key($0) < key($1) }
        }
        func lineage(_ id: String, seen: inout Set<String>) -> [String] {
            guard seen.insert(id).inserted else { return [] }
            let parents = sorted((parentsOf[id] ?? []).filter { byID[$0]?.kind.identifier == "swift.protocol" })
            return parents.flatMap { lineage($0, seen: &seen) } + [id]
        }
        let protocolSymbols = symbols.filter { $0.kind.identifier == "swift.protocol" }
        return sorted(protocolSymbols.map(\.identifier.precise)).compactMap { id in
            guard let symbol = byID[id] else { return nil }
            var seen: Set<String> = []
            let family = lineage(id, seen: &seen)
            var members: [String] = []
            for protocolID in family {
                for member in sorted(requirementsOf[protocolID] ?? []) where !members.contains(member) {
                    members.append(member)
                }
            }
            var associated = members.compactMap { byID[$0] }.filter { $0.kind.identifier == "swift.associatedtype" }
            let requirements = members.compactMap { byID[$0] }.filter { $0.kind.identifier != "swift.associatedtype" }
                .map { member -> Result<Requirement, Unwritable> in
                    do throws(Unwritable) { return .success(try Requirement(member)) } catch { return .failure(error) }
                }
            let allParents = family.flatMap { parentsOf[$0] ?? [] }
            let fallbackNames = Dictionary(
                relationships.compactMap { r in r.targetFallback.map { (r.target, $0) } },
                uniquingKeysWith: { a, _ in a })
            let foreign = allParents.filter {
                byID[$0] == nil && !Self.silentParents.contains($0)
                    && !Self.silentParentNames.contains(fallbackNames[$0] ?? "")
            }
            // Same-type constraints of the protocols and their associated types: a
            // concrete one makes a type alias, the others the class's `where` clause.
            let associatedNames = Set(associated.map { $0.pathComponents.last ?? "" })
            let whereClauses = family.compactMap { byID[$0] }.map(\.declaration) + associated.map(\.declaration)
            var typeAliases: [String] = []
            var constraints: [String] = []
            for constraint in whereClauses.flatMap(Self.whereConstraints) where !constraints.contains(constraint) {
                let sides = constraint.components(separatedBy: " == ")
                if sides.count == 2, associatedNames.contains(sides[0]),
                    !associatedNames.contains(where: { Self.mentions(sides[1], $0) })
                {
                    typeAliases.append("\(sides[0]) = \(sides[1])")
                    associated.removeAll { $0.pathComponents.last == sides[0] }
                } else {
                    constraints.append(constraint)
                }
            }
            let superclass = family.flatMap { id in
                relationships.filter { $0.kind == "inheritsFrom" && $0.source == id }.map(\.target)
            }.first
            return MockedProtocol(
                name: symbol.pathComponents.joined(separator: "."),
                path: symbol.pathComponents,
                accessLevel: symbol.accessLevel,
                isMainActor: symbol.declaration.contains("@MainActor"),
                isActor: allParents.contains("s:ScA"),
                genericParameters: associated.map(Self.genericParameter),
                requirements: requirements,
                typeAliases: typeAliases,
                constraints: constraints,
                foreignParents: Array(Set(foreign.map { fallbackNames[$0] ?? $0 })).sorted(),
                unwritable: superclass.map { target in
                    let name = byID[target]?.pathComponents.joined(separator: ".") ?? fallbackNames[target] ?? target
                    return "it requires a subclass of \(name): write its mock by hand, as a subclass"
                })
        }
    }

    /// The constraints of a declaration's `where` clause, without `Self.`.
    private static func whereConstraints(_ declaration: String) -> [String] {
        guard let clause = DeclarationText.topLevelRange(of: "where", in: declaration) else { return [] }
        let text = declaration[clause.upperBound...].replacingOccurrences(of: "Self.", with: "")
        return DeclarationText.splitTopLevel(Substring(text))
    }

    /// Whether `text` names the type `name` (as a whole word).
    private static func mentions(_ text: String, _ name: String) -> Bool {
        DeclarationText.topLevelRange(of: name, in: text) != nil
            || text.contains("\(name).") || text.contains("<\(name)") || text.contains("[\(name)")
    }

    /// `associatedtype Key : Hashable, Sendable = Int` as a generic parameter:
    /// `Key: Hashable & Sendable`.
    private static func genericParameter(_ symbol: Symbol) -> String {
        var text = symbol.declaration.replacingOccurrences(of: "associatedtype ", with: "")
        if let equals = DeclarationText.topLevelRange(of: "=", in: text) { text = String(text[..<equals.lowerBound]) }
        if let clause = DeclarationText.topLevelRange(of: "where", in: text) {
            text = String(text[..<clause.lowerBound])
        }
        let parts = text.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2 else { return parts[0] }
        let constraints = DeclarationText.splitTopLevel(Substring(parts[1]))
        return "\(parts[0]): \(constraints.joined(separator: " & "))"
    }
}
