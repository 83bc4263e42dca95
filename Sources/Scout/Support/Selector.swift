/// How a member is reached: reading a property, assigning it, or calling a function.
enum MemberKind: UInt8, Sendable {
    case get
    case set
    case call
}

/// A member's full identity: `send(to:)` and `send(cc:)` are different members, and
/// so are the property `foo` and the function `foo()`.
///
/// An immutable class with value equality: passing one around (into every
/// `Arguments`, record and message) costs one retain instead of three.
final class Selector: Hashable, Sendable, CustomStringConvertible {
    let kind: MemberKind
    let name: String
    let labels: [String]

    init(_ kind: MemberKind, _ name: String, labels: [String] = []) {
        self.kind = kind
        self.name = name
        self.labels = kind == .call ? labels : []
    }

    convenience init(_ kind: MemberKind, _ name: String, arguments: KeyValuePairs<String, Any?>) {
        self.init(kind, name, labels: kind == .call ? arguments.map(\.key) : [])
    }

    static func == (one: Selector, other: Selector) -> Bool {
        one === other || (one.kind == other.kind && one.name == other.name && one.labels == other.labels)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(name)
        hasher.combine(labels)
    }

    /// Whether a call of `kind name(labels…)` reaches this member. Compares the
    /// strings' bytes first, which settles the usual case of identical literals.
    @inline(__always)
    func isSelector(of kind: MemberKind, _ name: String, _ arguments: KeyValuePairs<String, Any?>) -> Bool {
        guard self.kind == kind, sameString(self.name, name) else { return false }
        guard self.kind == .call else { return true }
        guard labels.count == arguments.count else { return false }
        return ArgumentStorage.withPairs(arguments) { pairs in
            for index in pairs.indices {
                guard
                    StringBits(labels[index]).isSame(as: ArgumentStorage.labelBits(at: pairs.baseAddress! + index))
                        || labels[index] == pairs[index].key
                else { return false }
            }
            return true
        }
    }

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

/// String equality, with a first check of the raw bytes (free for identical
/// literals, and for small strings).
@inline(__always)
func sameString(_ one: String, _ other: String) -> Bool {
    StringBits(one).isSame(as: StringBits(other)) || one == other
}
