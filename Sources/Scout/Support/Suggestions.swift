/// "Did you mean …": member names are strings, so typos are the main risk of a
/// dynamic DSL. Scout compares the names of unused expectations with those of
/// unexpected interactions, in both directions.
enum Suggestions {
    /// The member in `candidates` most likely meant instead of `selector`: one with
    /// the same name (other labels, or a property instead of a function), else the
    /// one whose name is within a small edit distance.
    static func closest(to selector: Selector, among candidates: [Selector]) -> Selector? {
        if let sameName = candidates.first(where: { $0.name == selector.name && $0 != selector }) {
            return sameName
        }
        guard let name = closest(to: selector.name, among: candidates.map(\.name)) else { return nil }
        return candidates.first { $0.name == name }
    }

    /// The word in `candidates` within a small edit distance of `word`, if any.
    static func closest(to word: String, among candidates: [String]) -> String? {
        let target = word.lowercased()
        let allowed = min(2, max(1, (target.count + 2) / 4))
        var best: (word: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let distance = editDistance(target, candidate.lowercased())
            guard distance <= allowed, distance < (best?.distance ?? .max) else { continue }
            best = (candidate, distance)
        }
        return best?.word
    }

    /// How two members with expectations and interactions relate, which decides
    /// what the suggestion says.
    enum Relation {
        /// Names within a small edit distance: a typo.
        case similarName
        /// The same function name with the same number of other labels.
        case otherLabels
        /// The same function name with another number of arguments.
        case otherArgumentCount
        /// The same name, as a property in one and a function (or the other
        /// accessor) in the other.
        case otherKind
    }

    static func relation(between one: Selector, and other: Selector) -> Relation {
        guard one.name == other.name else { return .similarName }
        guard one.kind == .call, other.kind == .call else { return .otherKind }
        return one.labels.count == other.labels.count ? .otherLabels : .otherArgumentCount
    }

    /// The optimal-string-alignment distance: insertions, deletions, substitutions
    /// and swaps of neighbours each cost 1.
    static func editDistance(_ left: String, _ right: String) -> Int {
        let a = Array(left)
        let b = Array(right)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
