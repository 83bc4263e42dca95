import Scout
import Testing

// The code blocks of Scout.docc/MatchingArguments.md, compiled and run.

protocol UserStore: Sendable {
    func save(_ user: User)
}

final class MockUserStore: UserStore, Mockable {
    let mock = Mock()
    func save(_ user: User) { mock.run.save(user) }
}

struct Registration {
    let store: any UserStore
    func register(name: String) { store.save(User(id: 1, name: name)) }
}

@Suite("MatchingArguments.md")
struct MatchingSnippets {
    @Test("matchers and plain values, mixed")
    func matchers() throws {
        let service = MockUserDirectory()
        // snippet: matchers
        service.expect.find(name: hasPrefix("gr")).to(`return`(grace))
        service.expect.find(name: anyOf("ada", "Ada")).to(`return`(ada))
        service.expect.fetch(id: 1...9).to(alwaysReturn(ada))
        service.expect.fetch(id: allOf(greaterThan(100), not(404))).to(alwaysReturn(admin))
        service.expect.fetch(id: anyOf(0, atLeast(1000))).to(alwaysReturn(guest))
        service.expect.fetch(id: greaterThan(10).and(lessThan(20))).to(alwaysReturn(grace))
        service.expect.volume.toBeSet(to: satisfying("an even volume") { (volume: Int) in volume % 2 == 0 })
        // end-snippet
        #expect(service.find(name: "grace") == grace)
        #expect(service.find(name: "Ada") == ada)
        #expect(try service.fetch(id: 5) == ada)
        #expect(try service.fetch(id: 200) == admin)
        #expect(try service.fetch(id: 0) == guest)
        #expect(try service.fetch(id: 15) == grace)
        service.volume = 4
        service.verify()
    }

    @Test("a captor keeps what its expectation answered")
    func captor() {
        let store = MockUserStore()
        let subject = Registration(store: store)
        // snippet: captor
        let saved = ArgumentCaptor<User>()
        store.expect.save(saved).toAlways { _ in }
        subject.register(name: "Ada")
        #expect(saved.value?.name == "Ada")
        // end-snippet
        store.verify()
    }
}
