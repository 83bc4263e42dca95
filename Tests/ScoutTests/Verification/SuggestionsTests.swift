import Testing

import Scout
@testable import ScoutCore

@Suite("Did you mean")
struct SuggestionsTests {
    @Test("edit distance counts insertions, deletions, substitutions and swaps")
    func editDistance() {
        #expect(Suggestions.editDistance("fetch", "fetch") == 0)
        #expect(Suggestions.editDistance("fetch", "fecth") == 1)
        #expect(Suggestions.editDistance("fetch", "fetches") == 2)
        #expect(Suggestions.editDistance("load", "") == 4)
        #expect(Suggestions.editDistance("kitten", "sitting") == 3)
    }

    @Test("a close name is suggested, a distant one is not")
    func closeNames() {
        #expect(Suggestions.closest(to: "fetchUser", among: ["fetchUsers", "save"]) == "fetchUsers")
        #expect(Suggestions.closest(to: "fetchURL", among: ["fetchUrl"]) == "fetchUrl")
        #expect(Suggestions.closest(to: "load", among: ["save", "reset"]) == nil)
        #expect(Suggestions.closest(to: "id", among: ["ids", "name"]) == "ids")
    }

    @Test("the same name with other labels, or as a property, is preferred")
    func sameName() {
        let call = Selector(.call, "send", labels: ["to"])
        let other = Selector(.call, "send", labels: ["cc"])
        let property = Selector(.get, "send")
        #expect(Suggestions.closest(to: call, among: [property, other]) == property)
        #expect(Suggestions.relation(between: call, and: other) == .otherLabels)
        #expect(Suggestions.relation(between: call, and: Selector(.call, "send", labels: [])) == .otherArgumentCount)
        #expect(Suggestions.relation(between: call, and: property) == .otherKind)
        #expect(Suggestions.relation(between: call, and: Selector(.call, "sned", labels: ["to"])) == .similarName)
    }
}
