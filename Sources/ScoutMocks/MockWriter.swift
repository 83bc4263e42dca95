/// Writes the mock classes of a module's protocols: one line per requirement, the
/// safe line for each shape (see Writing Mocks).
struct MockWriter {
    let module: String
    /// The command that writes the file again, named in its header.
    let command: String
    /// Other modules whose types the protocols use (`Foundation`): imported too.
    var imports: [String] = []

    /// Only the names the classes use: the module's own types may share others
    /// with Scout (`Interaction`, `Gate`).
    static let scoutImports = [
        "class Mock", "struct MockMembers", "protocol TypedMockable", "protocol TypedArgMatcher", "protocol ArgMatcher",
        "struct TypedCall",
        "struct TypedProperty", "struct TypedReceivedProperty", "struct TypedObservedProperty", "enum ReadOnly",
        "enum ReadWrite", "struct ExpectProxy", "struct ReceivedProxy", "struct ObserveProxy",
        "struct ReceivedInteractions", "struct ObservedInteractions", "protocol TypedExpectSurface",
        "protocol TypedReceivedSurface", "protocol TypedObserveSurface", "struct StaticMock",
    ].map { declaration in
        let parts = declaration.split(separator: " ")
        return "import \(parts[0]) Scout.\(parts[1])"
    }

    /// The whole file, and what it could not write.
    func file(for protocols: [MockedProtocol]) -> (text: String, unwritable: [String]) {
        let testable = protocols.contains { $0.accessLevel != "public" && $0.accessLevel != "open" }
        var lines =
            [
                "// Written by Scout's mock generator from the symbol graph of \(module). Do not edit:",
                "// \(command)",
                "",
            ] + imports.map { "import \($0)" } + [] + Self.scoutImports + [
                testable ? "@testable import \(module)" : "import \(module)"
            ]
        var unwritable: [String] = []
        for mocked in protocols {
            let (body, notes) = mockClass(mocked)
            lines += [""] + body
            unwritable += notes
        }
        return (lines.joined(separator: "\n") + "\n", unwritable)
    }

    /// One mock class, and a note for each requirement it could not write.
    func mockClass(_ mocked: MockedProtocol) -> ([String], [String]) {
        if let reason = mocked.unwritable {
            let note = "\(mocked.mockName): \(mocked.name): \(reason)."
            return (["// Not written: \(note)"], [note])
        }
        var notes: [String] = []
        let genericNames = mocked.genericParameters.map { String($0.prefix { $0 != ":" }) }
        let associatedTypes = genericNames + mocked.typeAliases.map { String($0.prefix { $0 != " " }) }
        let generics = mocked.genericParameters.isEmpty ? "" : "<\(mocked.genericParameters.joined(separator: ", "))>"
        let whereClause = mocked.constraints.isEmpty ? "" : " where \(mocked.constraints.joined(separator: ", "))"
        let written = mocked.requirements.compactMap { try? $0.get() }
        let hasStatics = written.contains { $0.isStatic }
        let hasBareInit = written.contains { $0.kind == .initializer && $0.parameters.isEmpty }
        let kind = mocked.isActor ? "actor" : "final class"
        let sendable = mocked.isActor || mocked.isMainActor ? "" : ", Sendable"
        let isolation = mocked.isMainActor ? "nonisolated " : ""
        let selfName = mocked.mockName + (genericNames.isEmpty ? "" : "<\(genericNames.joined(separator: ", "))>")
        var lines = [
            (mocked.isMainActor ? "@MainActor " : "")
                + "\(kind) \(mocked.mockName)\(generics): \(mocked.name), TypedMockable"
                + sendable + whereClause + " {"
        ]
        for alias in mocked.typeAliases { lines.append("    typealias \(alias)") }
        if hasStatics {
            lines.append(
                generics.isEmpty
                    ? "    \(isolation)static let mock = StaticMock<StaticExpect, StaticReceived, StaticObserve>("
                        + "Mock(perTest: true), members: staticMembersOf\(mocked.mockName))"
                    : "    \(isolation)static var mock: Mock { \(mocked.mockName)Statics.mock }")
        }
        lines +=
            [
                "    \(isolation)let mock: Mock",
                "",
            ] + initializer(mocked, hasBareInit: hasBareInit, isolation: isolation) + [""]
        var declared: Set<String> = []
        var typed: [Requirement] = []
        for requirement in mocked.requirements {
            switch requirement {
            case .success(let requirement):
                // A requirement restated in a refined protocol, or declared by two
                // parents, is written once.
                guard declared.insert(requirement.declaration).inserted else { continue }
                do throws(Unwritable) {
                    var written = try member(requirement, selfName: selfName)
                    // The statics' typed mock holds the dynamic one.
                    if requirement.isStatic, generics.isEmpty { written = written.map(Self.throughUntyped) }
                    if requirement.kind == .initializer {
                        written.insert("    self.mock.declare(membersOf\(mocked.mockName))", at: 2)
                    }
                    lines += written.map { "    " + unqualified($0, associatedTypes) }
                    typed.append(requirement)
                } catch {
                    lines.append("    // Not written: \(error.declaration): \(error.reason).")
                    notes.append("\(mocked.mockName): \(error.declaration): \(error.reason)")
                }
            case .failure(let error):
                lines.append("    // Not written: \(error.declaration): \(error.reason).")
                notes.append("\(mocked.mockName): \(error.declaration): \(error.reason)")
            }
        }
        let names = Set(written.map(\.name))
        for parent in mocked.foreignParents {
            let (members, note) = foreignMembers(parent, mocked: mocked, declared: names)
            lines += members.map { "    " + $0 }
            if let note {
                lines.append("    // \(note)")
                notes.append(note)
            }
        }
        lines += typedMembers(mocked, typed, selfName: selfName, staticsTyped: generics.isEmpty)
            .map { $0.isEmpty ? "" : "    " + unqualified($0, associatedTypes) }
        while lines.last == "" { lines.removeLast() }
        lines.append("}")
        lines += memberLists(mocked, typed)
        if hasStatics && !generics.isEmpty {
            lines += [
                "", "/// The static requirements' mock: a generic class cannot store one.",
                "private enum \(mocked.mockName)Statics {", "    static let mock = Mock(perTest: true)", "}",
            ]
        }
        return (lines, notes)
    }

    /// What a protocol of another module asks of the mock: identity for
    /// `Equatable` and `Hashable`, forwarding for descriptions; for the others, a
    /// note to write them by hand.
    private func foreignMembers(_ parent: String, mocked: MockedProtocol, declared: Set<String>)
        -> ([String], String?)
    {
        let nonisolated = mocked.isActor || mocked.isMainActor ? "nonisolated " : ""
        let equality = "static func == (lhs: \(mocked.mockName), rhs: \(mocked.mockName)) -> Bool { lhs === rhs }"
        switch parent {
        case "Swift.Equatable":
            return (declared.contains("==") || mocked.foreignParents.contains("Swift.Hashable") ? [] : [equality], nil)
        case "Swift.Hashable":
            return (
                (declared.contains("==") ? [] : [equality])
                    + ["\(nonisolated)func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }"],
                nil
            )
        case "Swift.CustomStringConvertible", "Swift.CustomDebugStringConvertible":
            let name = parent == "Swift.CustomStringConvertible" ? "description" : "debugDescription"
            return (declared.contains(name) ? [] : ["\(nonisolated)var \(name): String { mock.get.\(name) }"], nil)
        default:
            return (
                [],
                "\(mocked.mockName): \(mocked.name) refines \(parent), of another module: write its requirements in an "
                    + "extension of \(mocked.mockName)."
            )
        }
    }

    /// `line` with `Self.Item` written `Item` for each associated type: the mock's
    /// generic parameter of that name stands for it.
    private func unqualified(_ line: String, _ associatedTypes: [String]) -> String {
        var text = line
        for name in associatedTypes {
            var searchFrom = text.startIndex
            while let range = text.range(of: "Self.\(name)", range: searchFrom..<text.endIndex) {
                let next = range.upperBound == text.endIndex ? " " : text[range.upperBound]
                if next.isLetter || next.isNumber || next == "_" {
                    searchFrom = range.upperBound
                    continue
                }
                text.replaceSubrange(range, with: name)
                searchFrom = text.index(range.lowerBound, offsetBy: name.count)
            }
        }
        return text
    }

    /// The implementation of one requirement, as lines.
    private func member(_ requirement: Requirement, selfName: String) throws(Unwritable) -> [String] {
        let requirement = requirement.replacingSelfInParameters(with: selfName)
        switch requirement.kind {
        case .property:
            let read = requirement.forwardingRead
            if requirement.settable {
                return [
                    "\(requirement.declaration) {",
                    "    get { \(read) }",
                    "    set { mock.set.\(requirement.name) = newValue }",
                    "}",
                ]
            }
            let effects = requirement.getterEffects
            return [
                effects.isEmpty
                    ? "\(requirement.declaration) { \(read) }"
                    : "\(requirement.declaration) { get\(effects) { \(read) } }"
            ]
        case .subscripted:
            let get = try requirement.forwardingCall()
            let effects = requirement.getterEffects
            if requirement.settable {
                return [
                    "\(requirement.declaration) {",
                    "    get { \(get) }",
                    "    set { \(requirement.forwardingSubscriptSetter()) }",
                    "}",
                ]
            }
            return [
                effects.isEmpty
                    ? "\(requirement.declaration) { \(get) }"
                    : "\(requirement.declaration) { get\(effects) { \(get) } }"
            ]
        case .initializer:
            return [
                "\(requirement.declaration) {", "    self.mock = Mock()", "    \(try requirement.forwardingCall())",
                "}",
            ]
        case .method:
            return ["\(requirement.declaration) { \(try requirement.forwardingCall()) }"]
        }
    }
}
