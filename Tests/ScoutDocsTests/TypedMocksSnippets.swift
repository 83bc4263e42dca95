import Scout
import Testing

// The code blocks about generated, typed mocks in GettingStarted.md, WritingMocks.md
// and ExtendingScout.md, compiled and run against a mock the generator wrote
// (GeneratedProfileStore.swift).

enum StoreError: Error { case offline }

@Suite("Typed mocks, as the documents show them")
struct TypedMocksSnippets {
    @Test func gettingStarted() async throws {
        // snippet: typed-mock-use
        let store = MockProfileStore()
        store.expect.fetch(id: 1).to(`return`(Profile(id: 1, name: "Ada")))
        store.expect.fetch(id: greaterThan(1)).to { id in Profile(id: id, name: "#\(id)") }
        store.expect.save(any(), overwrite: true).toBeCalled()
        // store.expect.fetch(ids: 1)                     no member fetch(ids:)
        // store.expect.fetch(id: "1")                    an Int is expected
        // store.expect.fetch(id: 1).to(`return`("Ada"))  a Profile is expected
        // end-snippet
        #expect(try await store.fetch(id: 1).name == "Ada")
        #expect(try await store.fetch(id: 4).name == "#4")
        try store.save(Profile(id: 4, name: "#4"), overwrite: true)
        store.verify()
    }

    @Test func everyForm() async throws {
        // snippet: typed-mock-forms
        let store = MockProfileStore()
        let id = 2
        store.expect.fetch(id: id).to(`return`(.init(id: 2, name: "Grace")))   // a variable; .init is a Profile
        store.expect.fetch(id: inRange(3...9)).to(`throw`(StoreError.offline))
        store.expect.region.to(`return`("eu")).and.to(`return`("us"))
        store.expect.region.toBeSet(to: hasPrefix("e"))
        store.expect.save(having(\.id, 2), overwrite: any()).to { profile, overwrite in
            #expect(profile.name == "Grace" && overwrite)
        }
        // end-snippet
        let grace = try await store.fetch(id: id)
        await #expect(throws: StoreError.offline) { try await store.fetch(id: 3) }
        #expect(store.region == "eu")
        #expect(store.region == "us")
        store.region = "europe"
        try store.save(grace, overwrite: true)
        let failures = collectFailures {
            // snippet: typed-mock-checks
            store.received.fetch(id: any()).called(.twice)
            store.received.region.sets(to: "europe").called(.once)
            store.mock.received.fecth(id: 1).called(.never)   // the dynamic proxy: fails here, "Did you mean received.fetch(id:)?"
            // end-snippet
        }
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("Did you mean received.fetch(id:)?") == true)
    }

    @Test func typedCustomMatcher() async throws {
        // snippet: typed-custom-matcher
        struct IsEven: TypedArgMatcher {
            typealias Value = Int
            var description: String { "an even number" }
            func match(_ argument: Any?) -> ArgMatch { .judge(argument, as: Int.self) { $0 % 2 == 0 } }
        }

        let store = MockProfileStore()
        store.expect.fetch(id: IsEven()).to(alwaysReturn(Profile(id: 0, name: "even")))
        // end-snippet
        #expect(try await store.fetch(id: 2).name == "even")
    }
}
