import ScoutCore

/// A mock whose requirements cannot throw: `mock.run`, no `try`.
final class MockCounter: Mockable, Sendable {
    let mock = Mock()
    func count() -> Int { mock.run.count() }
    func sorted(_ values: [Int], by order: (Int, Int) -> Bool) -> [Int] {
        mock.lending(order) { mock.run.sorted(values, by: $0) }
    }
}

/// A static requirement's mock, shared by every test, kept per test.
enum MockVersion {
    static let mock = Mock(perTest: true)
    static var current: String { mock.get.current }
}

func testScope() {
    chapter("8. A test's mocks, verified when it ends")
    let served = withMocksVerified {
        let service = MockUserService()
        service.expect.fetch(id: 1).to(`return`(ada))
        return try? service.fetch(id: 1)
    }
    step(
        "withMocksVerified { … } (what @Test(.mocks) and XCTest's invokeTest line run) verifies at the end; "
            + "all used, nothing reported", served)
    step("A test that forgets to use an expectation fails at the end, at the expectation's line:")
    withMocksVerified {
        let service = MockUserService()
        service.expect.refresh().toBeCalled()
    }

    let spy = withMocksVerified(policy: .relaxed) { () -> [String] in
        let service = MockUserService()
        service.refresh()
        _ = service.search("ada", limit: 3)
        return service.interactions.map(\.description)
    }
    step("withMocksVerified(policy: .relaxed): the test's mocks record without expectations", spy)

    let service = MockUserService()
    service.expect.search(any(), limit: any()).to(alwaysReturn([ada]))
    _ = service.search("a", limit: 1)
    service.mock.reset(.interactions)
    step(
        "mock.reset(.interactions): counts start again, expectations stay",
        service.received.search(any(), limit: any()).count, service.search("b", limit: 1))
    reset(service)
    step("reset(service) and verify(service) never collide with a requirement named reset() or verify()")

    let counter = MockCounter()
    counter.mock.expect.count().to(`return`(3))
    step("A call that cannot throw forwards without try: `mock.run.count()`", counter.count())
    counter.mock.expect.sorted(any(), by: any()).to { args in
        try args[0, as: [Int].self].sorted(by: try args.by as (Int, Int) -> Bool)
    }
    step(
        "A non-escaping closure, lent for the call: mock.lending(order) { mock.run.sorted(values, by: $0) }",
        counter.sorted([3, 1, 2], by: <))

    let versions = (1...2).map { test in
        withMocksVerified {
            MockVersion.mock.expect.current.to(`return`("v\(test)"))
            return MockVersion.current
        }
    }
    step("Mock(perTest: true): a static mock keeps each test's expectations apart, nothing to reset", versions)

    let recorded = MockUserService(mock: Mock(policy: [.relaxed, .recording]))
    recorded.expect.fetch(id: 1).to(`return`(ada))
    _ = try? recorded.fetch(id: 1)
    recorded.refresh()
    _ = recorded.search("a", limit: 2)
    step("Record mode: a relaxed, recording mock writes the expectations it was answered with:")
    say(recorded.mock.recordedExpectations(named: "service").split(separator: "\n").map { "      " + $0 }.joined(separator: "\n"))
}
