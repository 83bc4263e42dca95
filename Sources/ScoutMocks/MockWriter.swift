/// Writes the mock classes of a module's protocols: one line per requirement, the
/// safe line for each shape (see Writing Mocks).
struct MockWriter {
    let module: String
    /// The command that writes the file again, named in its header.
    let command: String

    /// The whole file, and what it could not write.
    func file(for protocols: [MockedProtocol]) -> (text: String, unwritable: [String]) {
        let testable = protocols.contains { $0.accessLevel != "public" && $0.accessLevel != "open" }
        var lines = [
            "// Written by Scout's mock generator from the symbol graph of \(module). Do not edit:",
            "// \(command)",
            "",
            "import Scout",
            testable ? "@testable import \(module)" : "import \(module)",
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
        var notes: [String] = []
        let associatedTypes = mocked.genericParameters.map { String($0.prefix { $0 != ":" }) }
        let generics = mocked.genericParameters.isEmpty ? "" : "<\(mocked.genericParameters.joined(separator: ", "))>"
        let hasStatics = mocked.requirements.contains { (try? $0.get())?.isStatic == true }
        let hasBareInit = mocked.requirements.contains {
            guard let requirement = try? $0.get() else { return false }
            return requirement.kind == .initializer && requirement.parameters.isEmpty
        }
        let kind = mocked.isActor ? "actor" : "final class"
        let sendable = mocked.isActor || mocked.isMainActor ? "" : ", Sendable"
        let isolation = mocked.isMainActor ? "nonisolated " : ""
        var lines = [
            (mocked.isMainActor ? "@MainActor " : "") + "\(kind) \(mocked.mockName)\(generics): \(mocked.name), Mockable\(sendable) {"
        ]
        for parent in mocked.foreignParents {
            let note = "\(mocked.mockName): \(mocked.name) refines \(parent), of another module: write its requirements in an extension of \(mocked.mockName)."
            lines.append("    // \(note)")
            notes.append(note)
        }
        if hasStatics {
            lines.append(
                generics.isEmpty
                    ? "    static let mock = Mock(perTest: true)"
                    : "    static var mock: Mock { \(mocked.mockName)Statics.mock }")
        }
        lines += [
            "    \(isolation)let mock: Mock",
            "",
            "    /// A strict mock, or the one given: `\(mocked.mockName)(Mock(policy: .relaxed))`.",
            "    \(isolation)init(_ mock: Mock\(hasBareInit ? "" : " = Mock()")) {",
            "        self.mock = mock",
            "    }",
            "",
        ]
        for requirement in mocked.requirements {
            switch requirement {
            case .success(let requirement):
                do throws(Unwritable) {
                    lines += try member(requirement).map { "    " + unqualified($0, associatedTypes) }
                } catch {
                    lines.append("    // Not written: \(error.declaration): \(error.reason).")
                    notes.append("\(mocked.mockName): \(error.declaration): \(error.reason)")
                }
            case .failure(let error):
                lines.append("    // Not written: \(error.declaration): \(error.reason).")
                notes.append("\(mocked.mockName): \(error.declaration): \(error.reason)")
            }
        }
        while lines.last == "" { lines.removeLast() }
        lines.append("}")
        if hasStatics && !generics.isEmpty {
            lines += ["", "/// The static requirements' mock: a generic class cannot store one.",
                "private enum \(mocked.mockName)Statics {", "    static let mock = Mock(perTest: true)", "}"]
        }
        return (lines, notes)
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
    private func member(_ requirement: Requirement) throws(Unwritable) -> [String] {
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
            return [effects.isEmpty
                ? "\(requirement.declaration) { \(read) }"
                : "\(requirement.declaration) { get\(effects) { \(read) } }"]
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
            return [effects.isEmpty
                ? "\(requirement.declaration) { \(get) }"
                : "\(requirement.declaration) { get\(effects) { \(get) } }"]
        case .initializer:
            return ["\(requirement.declaration) {", "    self.mock = Mock()", "    \(try requirement.forwardingCall())", "}"]
        case .method:
            return ["\(requirement.declaration) { \(try requirement.forwardingCall()) }"]
        }
    }
}
