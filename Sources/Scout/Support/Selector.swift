import ScoutLowLevel

/// A member's full identity: `send(to:)` and `send(cc:)` are different members, and
/// so are the property `foo` and the function `foo()`.
///
/// An immutable class with value equality: passing one around (into every
/// `Arguments`, record and message) costs one retain instead of three.
final class Selector: Hashable, Sendable, CustomStringConvertible {
    let kind: MemberKind
    let name: String
    /// A call's labels, `""` for unlabeled arguments; none for properties.
    let labels: [String]

    init(_ kind: MemberKind, _ name: String, labels: [String] = []) {
        self.kind = kind
        self.name = name
        self.labels = kind == .call ? labels : []
    }

    /// The selector of a call a test wrote with `arguments`; on the fast path
    /// (`fastPath`), their labels are read in place (see `ArgumentStorage`).
    convenience init(_ kind: MemberKind, _ name: String, arguments: KeyValuePairs<String, Any?>, fastPath: Bool) {
        self.init(kind, name, labels: kind == .call ? ArgumentStorage.labels(of: arguments, fastPath: fastPath) : [])
    }

    /// The member a mock class declares as messages write it: `fetch(id:)`,
    /// `load(_:completion:)` for a function, `title` for a property (its read).
    convenience init(declared: String) {
        guard let open = declared.firstIndex(of: "("), declared.hasSuffix(")") else {
            self.init(.get, declared)
            return
        }
        let labels = declared[declared.index(after: open)..<declared.index(before: declared.endIndex)]
            .split(separator: ":", omittingEmptySubsequences: true)
            .map { $0 == "_" ? "" : String($0) }
        self.init(.call, String(declared[..<open]), labels: labels)
    }

    static func == (one: Selector, other: Selector) -> Bool {
        // Guards, not `||` and `&&`: unoptimized, each is a call with a closure.
        if one === other { return true }
        guard one.kind.rawValue == other.kind.rawValue, one.name == other.name else { return false }
        return one.labels == other.labels
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(name)
        hasher.combine(labels)
    }

    /// How many arguments an interaction passes: a call's labels, one for an
    /// assignment, none for a read.
    var arity: Int {
        switch kind {
        case .call: labels.count
        case .set: 1
        case .get: 0
        }
    }

    /// The labels of an interaction's arguments: a call's labels, `""` for an
    /// assignment's new value, none for a read.
    var argumentLabels: [String] {
        switch kind {
        case .call: labels
        case .set: [""]
        case .get: []
        }
    }

    /// Whether it is an initializer, forwarded as ``mock.call.`init`(…)``.
    var isInitializer: Bool { kind == .call && name == "init" }

    /// `fetch(id:)`, `load(_:completion:)`, `baz()`, or the property name `foo`.
    var description: String {
        guard kind == .call else { return name }
        return name + "(" + labels.map { ($0.isEmpty ? "_" : $0) + ":" }.joined() + ")"
    }

    /// How the member reads in prose: "fetch(id:)", "the property foo", "the setter of foo".
    var spoken: String {
        switch kind {
        case .call: description
        case .get: "the property \(name)"
        case .set: "the setter of \(name)"
        }
    }

    /// How the member reads when it is not a function: "the function count()" for a
    /// function, as `spoken` for the rest.
    var spokenWithKind: String {
        switch kind {
        case .call: "the function \(description)"
        case .get, .set: spoken
        }
    }
}
