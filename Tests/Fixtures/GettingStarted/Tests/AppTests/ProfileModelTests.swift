// snippet: file Tests/AppTests/ProfileModelTests.swift
import App
import Scout
import Testing

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
