import Scout
import Testing

// The code blocks of Scout.docc/ConcurrencyAndTestFrameworks.md, compiled and run.

@MainActor
final class LoadingModel {
    private(set) var isLoading = false
    private(set) var user: User?
    let service: any UserDirectory

    init(service: any UserDirectory) {
        self.service = service
    }

    func load(id: Int) async {
        isLoading = true
        user = try? await service.load(id: id)
        isLoading = false
    }
}

// snippet: per-test-static
protocol TimeSource {
    static func now(zone: Int) -> Int
}

final class MockTimeSource: TimeSource {
    static let mock = Mock(perTest: true)
    static func now(zone: Int) -> Int { mock.run.now(zone: zone) }
}
// end-snippet

@Suite("ConcurrencyAndTestFrameworks.md")
struct ConcurrencySnippets {
    @Test("observers run beside the answer")
    func observers() throws {
        let store = MockUserStore()
        let service = MockUserDirectory()
        // snippet: observers-log
        let log = Log()  // any Sendable place to write to: here, a list behind a lock
        // end-snippet
        // snippet: observers
        store.expect.save(any()).toAlways { _ in }
        store.observe.save(any()).perform { args in log.record(try args[0, as: User.self].name) }
        service.observe.region.sets.perform { args in log.record(try args[0, as: String.self]) }
        // end-snippet
        service.expect.region.toBeSet(to: "eu")
        store.save(ada)
        service.region = "eu"
        #expect(log.entries == ["Ada", "eu"])
        store.verify()
        service.verify()
    }

    @MainActor
    @Test("a gate holds an async call in flight until the test resumes it")
    func gate() async throws {
        let service = MockUserDirectory()
        let viewModel = LoadingModel(service: service)
        // snippet: gate
        let gate = service.expect.load(id: 1).toSuspend()
        let load = Task { await viewModel.load(id: 1) }
        try await gate.reached(within: .seconds(1))  // the call is in flight
        #expect(viewModel.isLoading)
        gate.resume(returning: ada)  // or resume(throwing: error)
        await load.value
        // end-snippet
        #expect(viewModel.user == ada)
        #expect(!viewModel.isLoading)
    }

    // snippet: static-mock-test
    @Test(.mocks, arguments: [1, 2, 3])
    func readsTheZonesTime(zone: Int) {
        MockTimeSource.mock.expect.now(zone: zone).to(`return`(zone * 100))
        #expect(MockTimeSource.now(zone: zone) == zone * 100)
        MockTimeSource.mock.received.now(zone: any()).called(.once)
    }
    // end-snippet
}
