// snippet: file Tests/AppTests/ServiceFailureTests.swift
import App
import Scout
import Testing

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

@MainActor
@Test func signingOutClearsTheTitle() {
    let service = MockUserService()
    service.expect.signOut().toBeCalled()

    let model = ProfileModel(service: service)
    model.signOut()

    #expect(model.title == "")
    service.verify()
}
// end-snippet
