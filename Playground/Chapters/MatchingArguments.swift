import ScoutCore

func matchingArguments() {
    chapter("3. Matching arguments")
    let service = MockUserService()

    service.expect.search("ada", limit: 10).to(`return`([ada]))
    step("Plain values mean equalTo: search(\"ada\", limit: 10)", service.search("ada", limit: 10))

    service.expect.fetch(id: 1...5).to(alwaysReturn(ada))
    step("A range matches by containment: fetch(id: 4)", (try? service.fetch(id: 4)))

    service.expect.search(hasPrefix("gr"), limit: greaterThan(0)).to(`return`([grace]))
    step("hasPrefix, greaterThan, and many more: search(\"grace\", limit: 3)", service.search("grace", limit: 3))

    service.expect.search(anyOf("x", "y"), limit: not(equalTo(0))).to(`return`([]))
    step("Combinators anyOf and not: search(\"y\", limit: 1)", service.search("y", limit: 1))

    let ids = ArgumentCaptor<Int>()
    service.expect.fetch(id: ids).to(alwaysReturn(grace))
    _ = try? service.fetch(id: 42)
    _ = try? service.fetch(id: 7)
    step("An ArgumentCaptor keeps what it accepted (1...5 was set first, so it sees 42 and 7)", ids.values)
}
