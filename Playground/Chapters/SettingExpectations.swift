import ScoutCore

func settingExpectations() {
    chapter("2. Setting expectations")
    let service = MockUserService()

    service.expect.fetch(id: 1).to(`return`(ada))
    step("expect.fetch(id: 1).to(`return`(ada)); fetch(id: 1)", (try? service.fetch(id: 1)))

    service.expect.region.to(`return`("eu")).and.to(`return`("us"))
    step("expect.region.to(`return`(\"eu\")).and.to(`return`(\"us\")); two reads", service.region, service.region)

    service.expect.fetch(id: 2).to(`return`(grace, times: 2))
    step("`return`(grace, times: 2) answers two calls", (try? service.fetch(id: 2)), (try? service.fetch(id: 2)))

    service.expect.search(any(), limit: any()).to(alwaysReturn([ada]))
    step("alwaysReturn answers every call", service.search("a", limit: 1).count, service.search("b", limit: 5).count)

    service.expect.fetch(id: 3).to(`throw`(LookupError.offline))
    do {
        _ = try service.fetch(id: 3)
    } catch {
        step("`throw`(LookupError.offline) makes fetch(id: 3) throw", error)
    }

    service.expect.refresh().toBeCalled(times: 2)
    service.refresh()
    service.refresh()
    step("toBeCalled(times: 2) expects two calls that return nothing")

    service.expect.region.toBeSet(to: "apac")
    service.region = "apac"
    step("expect.region.toBeSet(to: \"apac\") expects the assignment")

    step("Precedence: the first expectation set that is not used up and accepts the call wins.")
    service.expect.fetch(id: any()).to(`return`(grace))
    service.expect.fetch(id: 9).to(`return`(ada))
    step("any() was set first, so fetch(id: 9) gives", (try? service.fetch(id: 9)))
    step("…and the next fetch(id: 9) falls through to the specific one", (try? service.fetch(id: 9)))
    service.verify()
    step("verify() found nothing missing")
}
