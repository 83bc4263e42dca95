import ScoutCore

func verifying() {
    chapter("5. Verifying and inspecting")
    let service = MockUserService()
    service.expect.refresh().toBeCalled()
    service.expect.search(any(), limit: any()).to(alwaysReturn([ada]))
    service.refresh()
    _ = service.search("a", limit: 1)
    service.verify()
    step("verify() passes when every expectation was used; unbounded ones never fail it")
    step("Every interaction is recorded, in order", service.interactions.map(\.description))

    let spy = MockUserService(policy: .relaxed)
    spy.refresh()
    spy.region = "eu"
    _ = spy.search("x", limit: 2)
    step("A relaxed mock answers with defaults and just records", spy.interactions.map(\.description))
}

extension MockUserService {
    /// A mock with another policy, for spy-style tests.
    convenience init(policy: MockPolicy) {
        self.init(mock: Mock(policy: policy))
    }
}
