import Foundation

/// What makes a generated mock typed: its initializer (the mock created at the
/// test's line, its members declared), its `expect`, `received` and `observe`
/// members, and the lists of its members.
extension MockWriter {
    /// The class's initializer: its `Mock` is created where the test writes
    /// `MockStore()`, which failures name, and knows the protocol's members.
    func initializer(_ mocked: MockedProtocol, hasBareInit: Bool, isolation: String) -> [String] {
        let members = "membersOf\(mocked.mockName)"
        guard !hasBareInit else {
            // `init()` is a requirement: the mock must be given.
            return [
                "    /// The mock given: `\(mocked.mockName)(Mock(policy: .relaxed))`.",
                "    \(isolation)init(_ mock: Mock) {",
                "        self.mock = mock",
                "        mock.declare(\(members))",
                "    }",
            ]
        }
        return [
            "    /// A strict mock, created at the caller's line, or the one given: `\(mocked.mockName)(Mock(policy: .relaxed))`.",
            "    \(isolation)init(",
            "        _ mock: Mock? = nil,",
            "        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column",
            "    ) {",
            "        self.mock = mock ?? Mock(fileID: fileID, filePath: filePath, line: line, column: column)",
            "        self.mock.declare(\(members))",
            "    }",
        ]
    }

    /// A static requirement's line, forwarding through the dynamic mock that
    /// `StaticMock` holds: `mock.untyped.get.version`.
    static func throughUntyped(_ line: String) -> String {
        var text = ""
        var rest = Substring(line)
        while let range = rest.range(of: "mock.") {
            let before = range.lowerBound == rest.startIndex ? " " : rest[rest.index(before: range.lowerBound)]
            text += rest[..<range.upperBound]
            if !(before.isLetter || before.isNumber || before == "_" || before == ".") { text += "untyped." }
            rest = rest[range.upperBound...]
        }
        return text + rest
    }

    /// The typed `expect`, `received` and `observe` of the class, and of its
    /// statics when they can be typed, as lines inside the class.
    func typedMembers(
        _ mocked: MockedProtocol, _ requirements: [Requirement], selfName: String, staticsTyped: Bool
    ) -> [String] {
        let forwarded = Self.forwardedProperties(of: mocked)
        let instance = requirements.filter { !$0.isStatic }
        let statics = requirements.filter(\.isStatic)
        // A member of the protocol named like a typed member keeps that one dynamic.
        let names = Set(requirements.map { $0.name.trimmingCharacters(in: ["`"]) })
        let sections = TypedSurfaceWriter.Section.allCases.filter { !names.contains($0.property) }
        let nonisolated = mocked.isActor || mocked.isMainActor ? "nonisolated " : ""
        var lines = [
            "",
            "/// Typed expectations and checks: a member, label, argument or answer the protocol does not have does not compile.",
        ]
        for section in TypedSurfaceWriter.Section.allCases {
            lines.append(
                sections.contains(section)
                    ? "\(nonisolated)var \(section.property): \(section.typeName) { \(section.typeName)(dynamic\(section.typeName)) }"
                    : "// No typed \(section.property): the protocol has a member named \(section.property). Use dynamic\(section.typeName)."
            )
        }
        let writer = TypedSurfaceWriter(
            requirements: instance, forwardedProperties: forwarded, selfName: selfName, prefix: "")
        for section in sections { lines += [""] + writer.lines(section) }
        guard !statics.isEmpty else { return lines }
        guard staticsTyped else {
            return lines + [
                "",
                "// The static requirements stay on the dynamic proxies (Self.mock.expect): a generic class cannot store a typed mock.",
            ]
        }
        let staticWriter = TypedSurfaceWriter(
            requirements: statics, forwardedProperties: [], selfName: selfName, prefix: "Static")
        for section in TypedSurfaceWriter.Section.allCases { lines += [""] + staticWriter.lines(section) }
        return lines
    }

    /// The members the mock declares (`Mock.declare(_:)`), so that the dynamic
    /// proxies reached through generic code or `mock.expect` fail at once on any
    /// other name, with "did you mean".
    func memberLists(_ mocked: MockedProtocol, _ requirements: [Requirement]) -> [String] {
        func list(_ name: String, _ members: [Requirement], extra: [String] = []) -> [String] {
            var names: [String] = []
            for requirement in members {
                names.append(requirement.declaredName)
                if requirement.kind == .subscripted, requirement.settable {
                    names.append(requirement.settingSubscript.declaredName)
                }
            }
            names += extra
            var seen: Set<String> = []
            let quoted = names.filter { seen.insert($0).inserted }.map { "\"\($0)\"" }
            return ["", "private let \(name) = MockMembers(\(quoted.joined(separator: ", ")))"]
        }
        let forwarded = Self.forwardedProperties(of: mocked)
        let statics = requirements.filter(\.isStatic)
        var lines = list("membersOf\(mocked.mockName)", requirements.filter { !$0.isStatic }, extra: forwarded)
        if !statics.isEmpty, mocked.genericParameters.isEmpty {
            lines += list("staticMembersOf\(mocked.mockName)", statics)
        }
        return lines
    }

    /// The properties the class forwards for a protocol of another module.
    static func forwardedProperties(of mocked: MockedProtocol) -> [String] {
        mocked.foreignParents.compactMap { parent in
            switch parent {
            case "Swift.CustomStringConvertible": "description"
            case "Swift.CustomDebugStringConvertible": "debugDescription"
            default: nil
            }
        }
    }
}
