import ScoutCore

func whenThingsGoWrong() {
    chapter("6. When things go wrong")
    say(
        """
          Each mistake below is reported by Scout. Here, outside any test, the report goes
          to standard error; in a test it fails the test at the line that set the expectation.

        """)

    let service = MockUserService()
    service.expect.fetch(id: 1).to(`return`(ada))
    service.expect.fetch(id: greaterThan(10)).to(alwaysReturn(grace))
    step("fetch(id: 5) matches no expectation; the report shows each one, argument by argument:")
    _ = try? service.fetch(id: 5)

    let typo = MockUserService()
    typo.expect.serach("ada", limit: 1).to(`return`([ada]))
    step("A typo in the expectation (serach) — Scout suggests the member that was meant:")
    _ = typo.search("ada", limit: 1)

    let wrongType = MockUserService()
    wrongType.expect.region.to(`return`(42))
    step("A value of the wrong type for region:")
    _ = wrongType.region

    service.expect.refresh().toBeCalled()
    step("verify() lists what was expected and never happened (fetch(id: 1), which fetch(id: 5) missed, was reported with it):")
    service.verify()
}
