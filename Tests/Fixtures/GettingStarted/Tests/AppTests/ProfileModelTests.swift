import App
import Scout
import Testing

// snippet: readme-top
// snippet: first-mock
final class MockUserService: UserService, Mockable {
    let mock = Mock()

    func fetch(id: Int) async throws -> User { try await mock.call.fetch(id: id) }
}
// end-snippet

// snippet: first-test
@MainActor
@Test func showsTheUsersName() async {
    let service = MockUserService()
    service.expect.fetch(id: 1).to(`return`(User(id: 1, name: "Ada")))

    let model = ProfileModel(service: service)
    await model.load(id: 1)

    #expect(model.title == "Ada")
    service.verify()
}
// end-snippet
// end-snippet

// snippet: first-error-test
enum NetworkError: Error { case offline }

@MainActor
@Test func showsWhenTheServiceFails() async {
    let service = MockUserService()
    service.expect.fetch(id: 1).to(`throw`(NetworkError.offline))

    let model = ProfileModel(service: service)
    await model.load(id: 1)

    #expect(model.title == "Unavailable")
    service.verify()
}
// end-snippet
