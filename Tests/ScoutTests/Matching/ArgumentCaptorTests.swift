import Scout
import Testing

@Suite("ArgumentCaptor")
struct ArgumentCaptorTests {
    let directory = MockDirectory()

    @Test("captures, typed, every argument its expectation answered")
    func captures() throws {
        let ids = ArgumentCaptor<Int>()
        directory.expect.fetch(id: ids).to(alwaysReturn(ada))
        _ = try directory.fetch(id: 1)
        _ = try directory.fetch(id: 2)
        #expect(ids.values == [1, 2])
        #expect(ids.value == 2)
        #expect(ids.description == "any Int (captured)")
    }

    @Test("ArgumentCaptor(matching:) takes a plain value")
    func matchingPlainValue() throws {
        let twos = ArgumentCaptor<Int>(matching: 2)
        directory.expect.fetch(id: twos).to(alwaysReturn(ada))
        directory.expect.fetch(id: any()).to(alwaysReturn(grace))
        #expect(try directory.fetch(id: 1) == grace)
        #expect(try directory.fetch(id: 2) == ada)
        #expect(twos.values == [2])
    }

    @Test("captures only when its expectation answers, not when it is merely compared")
    func capturesOnlyWhenAnswering() throws {
        let names = ArgumentCaptor<String>()
        directory.expect.rename(id: 1, to: names).to(`return`(()))
        directory.expect.rename(id: 2, to: any()).to(`return`(()))
        try directory.rename(id: 2, to: "not captured")
        try directory.rename(id: 1, to: "captured")
        #expect(names.values == ["captured"])
    }

    @Test("with a condition, it accepts only what the condition accepts")
    func condition() throws {
        let big = ArgumentCaptor<Int>(matching: greaterThan(10))
        directory.expect.fetch(id: big).to(alwaysReturn(grace))
        directory.expect.fetch(id: any()).to(alwaysReturn(ada))
        _ = try directory.fetch(id: 5)
        _ = try directory.fetch(id: 50)
        #expect(big.values == [50])
        #expect(big.description == "greater than 10 (captured)")
    }

    @Test("reading value before anything was captured fails where the captor was made")
    func readBeforeCapture() {
        let line = #line + 1
        let ids = ArgumentCaptor<Int>()
        let failures = captureFailures {
            #expect(ids.value == nil)
        }
        let failure = onlyFailure(failures, at: UInt(line))
        #expect(failure?.message.hasPrefix("ArgumentCaptor<Int>.value was read before it captured anything.") == true)
        #expect(ids.values.isEmpty)
    }
}
