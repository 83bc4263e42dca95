// snippet: file Tests/AppTests/MockUserService.swift
import App
import Scout

final class MockUserService: UserService, Mockable {
    let mock = Mock()

    func fetch(id: Int) async throws -> User { try await mock.call.fetch(id: id) }
    func signOut() { mock.run.signOut() }
}
// end-snippet
