/// A check on a member the mock has never met whose name or labels are close to one it
/// has met: most likely a typo, which a `.never` or `.atMost` count would pass in silence.
///
/// A hand-written mock cannot know its members, so a member that nothing expected or
/// reached, with no close neighbour, still passes a never-check: that is a real member
/// the code under test left alone.
enum UnknownMemberCheck {
    /// Reports at `location` and returns `false` when `selector`, written after `proxy`
    /// (`received`, `observe`), names such a member; `true` otherwise.
    static func run(_ selector: Selector, via proxy: String, in core: MockCore, at location: CodeLocation) -> Bool {
        guard let (known, declared) = core.membersIfUnknown(selector) else { return true }
        if let declared {
            if isDeclared(selector, in: declared) { return true }
            core.report(
                Messages.undeclaredMember(
                    selector, via: proxy, meant: Suggestions.closest(to: selector, among: declared), declared: declared),
                at: location, kind: .unknownMember)
            return false
        }
        if isPropertyFormOnMock(selector) {
            let properties = known.filter { $0.kind != .call }.map(\.name)
            core.report(
                Messages.propertyFormOnMock(selector, via: proxy, properties: Array(Set(properties)).sorted()),
                at: location, kind: .unknownMember)
            return false
        }
        guard let meant = meant(selector, among: known) else { return true }
        core.report(Messages.unknownMember(selector, via: proxy, meant: meant), at: location, kind: .unknownMember)
        return false
    }

    /// Whether the mock class declared `selector`: a function by name and labels, a
    /// property by name (both its accessors).
    static func isDeclared(_ selector: Selector, in declared: [Selector]) -> Bool {
        declared.contains { member in
            selector.kind == .call ? member == selector : member.kind != .call && member.name == selector.name
        }
    }

    /// `received.sets(to:)` or `received.gets()`: a property's form, written with no
    /// property before it.
    static func isPropertyFormOnMock(_ selector: Selector) -> Bool {
        selector.kind == .call
            && ((selector.name == "sets" && selector.labels == ["to"])
                || (selector.name == "gets" && selector.labels.isEmpty))
    }

    /// The met member `selector` most likely mistypes, judged strictly, since a real
    /// member nothing reached must pass: the same name as a property for a function
    /// (or the reverse), or as a function whose labels are each one letter off
    /// (`fetch(ids:)` for `fetch(id:)`, not `send(cc:)` for `send(to:)`); or a name
    /// of four letters or more with one letter swapped or mistyped (`fecth`, `titel`,
    /// not `fetchUsers` for `fetchUser` or `set` for `get`). None when the other
    /// accessor of the same property was met (a never-check on its setter is a real
    /// question).
    static func meant(_ selector: Selector, among known: [Selector]) -> Selector? {
        let isCall = selector.kind == .call
        if !isCall, known.contains(where: { $0.kind != .call && $0.name == selector.name }) { return nil }
        if let sameName = known.first(where: { member in
            member.name == selector.name && member != selector
                && ((member.kind == .call) != isCall || labelsLookMistyped(member.labels, selector.labels))
        }) {
            return sameName
        }
        return known.first { member in
            member.name != selector.name && (member.kind == .call) == isCall
                && member.labels.count == selector.labels.count && nameLooksMistyped(member.name, selector.name)
        }
    }

    /// One letter swapped, replaced or in another case, in a name of four letters or more.
    static func nameLooksMistyped(_ one: String, _ other: String) -> Bool {
        one.count == other.count && one.count >= 4
            && Suggestions.editDistance(one.lowercased(), other.lowercased()) <= 1
    }

    /// The same number of labels, each the same or one letter off in a label of three
    /// letters or more, one at least differing.
    static func labelsLookMistyped(_ one: [String], _ other: [String]) -> Bool {
        one.count == other.count && one != other
            && zip(one, other).allSatisfy { first, second in
                first == second
                    || (max(first.count, second.count) >= 3 && Suggestions.editDistance(first, second) == 1)
            }
    }
}
