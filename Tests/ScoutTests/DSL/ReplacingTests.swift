import Scout
import Testing

/// A helper as a suite's setup would write it: every fetch answers Ada.
@discardableResult
private func stubFetchesAnswerAda(_ directory: MockDirectory) -> UInt {
    directory.expect.fetch(id: any()).to(alwaysReturn(ada))
    return #line - 1
}

@Suite("Replacing an earlier expectation")
struct ReplacingTests {
    @Test("replacing removes the earlier expectation with the same arguments, and the new one answers")
    func replacesSameArguments() throws {
        let directory = MockDirectory()
        stubFetchesAnswerAda(directory)
        directory.expect.fetch(id: 7).to(`return`(grace))
        directory.expect.fetch(id: any()).replacing.to(`throw`(NetworkError.offline))
        #expect(throws: NetworkError.offline) { try directory.fetch(id: 1) }
        // The line with other arguments stays, ahead of the replacement.
        #expect(try directory.fetch(id: 7) == grace)
        #expect(captureFailures { directory.verify() }.isEmpty)
    }

    @Test("without replacing, the earlier line answers first")
    func firstMatchStays() throws {
        let directory = MockDirectory()
        stubFetchesAnswerAda(directory)
        directory.expect.fetch(id: any()).to(`throw`(NetworkError.offline))
        #expect(try directory.fetch(id: 1) == ada)
    }

    @Test("a replaced expectation is no longer required, and chained lines after replacing add")
    func replacedIsForgotten() throws {
        let directory = MockDirectory()
        directory.expect.fetch(id: 1).to(`return`(ada))
        directory.expect.fetch(id: 1).replacing.to(`return`(grace)).and.to(`return`(ada))
        #expect(try directory.fetch(id: 1) == grace)
        #expect(try directory.fetch(id: 1) == ada)
        #expect(captureFailures { directory.verify() }.isEmpty)
    }

    @Test("properties: replacing a read's answer and an assignment's expectation")
    func properties() {
        let directory = MockDirectory()
        directory.expect.title.to(alwaysReturn("A"))
        directory.expect.title.replacing.to(`return`("B"))
        #expect(directory.title == "B")
        directory.expect.nickname.toBeSet(to: "x")
        directory.expect.nickname.replacing.toBeSet(to: "x", times: .twice)
        directory.nickname = "x"
        directory.nickname = "x"
        #expect(captureFailures { directory.verify() }.isEmpty)
    }

    @Test("with nothing to replace, the expectation is added and the test fails at the line, listing the earlier ones")
    func nothingToReplace() throws {
        let directory = MockDirectory()
        let helperLine = stubFetchesAnswerAda(directory)
        let line = #line + 1
        let failures = captureFailures { directory.expect.fetch(id: 3).replacing.to(`return`(grace)) }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                Nothing to replace: no earlier expectation is fetch(id: equal to 3).
                  The expectation was added after the earlier ones, which answer first.
                  Expectations set before it:
                    fetch(id: any value), set at ReplacingTests.swift:\(helperLine)
                → Write the arguments as the earlier line wrote them, or drop .replacing to add an expectation.
                """)
        #expect(try directory.fetch(id: 3) == ada)
    }

    @Test("the expectations that remain keep their order and answer as before, N = 1,000 replaced one by one")
    func manyReplacements() throws {
        let directory = MockDirectory()
        directory.expect.fetch(id: 1).to(alwaysReturn(ada))
        for index in 0..<1_000 {
            directory.expect.fetch(id: 2).replacing(ifPresent: index > 0).to(`return`(User(id: index, name: "")))
        }
        #expect(try directory.fetch(id: 1) == ada)
        #expect(try directory.fetch(id: 2) == User(id: 999, name: ""))
        // The 999 replaced ones, each required once, are no longer required.
        #expect(captureFailures { directory.verify() }.isEmpty)
    }
}

extension CallExpectation {
    fileprivate func replacing(ifPresent: Bool) -> CallExpectation { ifPresent ? replacing : self }
}
