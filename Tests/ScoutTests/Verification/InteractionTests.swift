import Scout
import Testing

@Suite("Interactions")
struct InteractionTests {
    @Test("every call, read and assignment is recorded in order with its arguments")
    func log() throws {
        let directory = MockDirectory(Mock(policy: .relaxed))
        directory.expect.fetch(id: 1).to(`return`(ada))
        _ = try directory.fetch(id: 1)
        _ = directory.title
        directory.title = "Staff"
        _ = directory.search("a", limit: 3)
        directory.nickname = nil
        let interactions = directory.interactions
        #expect(
            interactions.map(\.description) == [
                "fetch(id: 1)", "title", #"title = "Staff""#, #"search("a", limit: 3)"#, "nickname = nil",
            ])
        #expect(interactions.map(\.member) == ["fetch(id:)", "title", "title", "search(_:limit:)", "nickname"])
        #expect(interactions.map(\.kind) == [.call, .get, .set, .call, .set])
        #expect(interactions.map(\.wasExpected) == [true, false, false, false, false])
        #expect(interactions[3].arguments[1].value as? Int == 3)
    }
}
