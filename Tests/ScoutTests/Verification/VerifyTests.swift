import Scout
import Testing

@Suite("verify()")
struct VerifyTests {
    @Test("passes when every expectation was used up")
    func passes() throws {
        let directory = MockDirectory()
        directory.expect.fetch(id: 1).to(`return`(ada))
        directory.expect.reset().toBeCalled()
        _ = try directory.fetch(id: 1)
        directory.reset()
        let failures = captureFailures { directory.verify() }
        #expect(failures.isEmpty)
    }

    @Test("lists every unmet expectation, with what remains and where it was set, in one failure")
    func listsUnmet() throws {
        let mock = Mock()
        let creation = #line - 1
        let directory = MockDirectory(mock)
        let fetchLine = #line + 1
        directory.expect.fetch(id: 1).to(`return`(ada, times: 2))
        let resetLine = #line + 1
        directory.expect.reset().toBeCalled()
        let titleLine = #line + 1
        directory.expect.title.to(`return`("Staff"))
        _ = try directory.fetch(id: 1)
        let verifyLine = #line + 1
        let failures = captureFailures { directory.verify() }
        let failure = onlyFailure(failures, at: UInt(verifyLine))
        let lines = failure?.message.split(separator: "\n").map(String.init) ?? []
        #expect(
            lines.first == "verify() found 3 unmet expectations on MockDirectory (created at VerifyTests.swift:\(creation)):")
        #expect(lines.contains { $0.hasSuffix("(1 of 2 used), set at VerifyTests.swift:\(fetchLine)") })
        #expect(lines.contains { $0.hasSuffix("(0 of 1 used), set at VerifyTests.swift:\(resetLine)") })
        #expect(lines.contains { $0.hasSuffix("(0 of 1 used), set at VerifyTests.swift:\(titleLine)") })
    }

    @Test("never fails for unbounded expectations")
    func unbounded() {
        let directory = MockDirectory()
        directory.expect.total().to(alwaysReturn(1))
        directory.expect.fetch(id: any()).toAlways { _ in ada }
        directory.expect.title.toAlwaysBeSet()
        let failures = captureFailures { directory.verify() }
        #expect(failures.isEmpty)
    }

    @Test("an unused expectation suggests the similar member that was called unexpectedly")
    func didYouMeanAtVerify() {
        let mock = Mock()
        let directory = MockDirectory(mock)
        let failures = captureFailures {
            mock.expect.fecth(id: 1).to(`return`(ada))
            _ = try? directory.fetch(id: 1)
            directory.verify()
        }
        #expect(failures.count == 2)
        #expect(
            failures.last?.message.contains(
                """
                  • fecth(id: equal to 1): return User(id: 1, name: "Ada") (0 of 1 used), set at VerifyTests.swift:
                """) == true)
        #expect(
            failures.last?.message.contains(
                "    Did you mean fetch(id:)? It was called once with no expectation answering it.") == true)
    }

    @Test("an unexpected call suggests the similar member whose expectation waits unused")
    func didYouMeanAtCall() {
        let mock = Mock()
        let directory = MockDirectory(mock)
        let line = #line + 2
        let failures = captureFailures {
            mock.expect.fecth(id: 1).to(`return`(ada))
            _ = try? directory.fetch(id: 1)
        }
        let failure = onlyFailure(failures, at: UInt(line))
        #expect(
            failure?.message.hasPrefix(
                """
                Unexpected call fetch(id: 1): no expectation was set for fetch(id:).
                  Did you mean fecth(id:)? It has 1 unused expectation, set at VerifyTests.swift:\(line).
                """) == true)
    }

    @Test("an expectation set after verify() is a failure at that expectation")
    func afterVerify() {
        let directory = MockDirectory()
        let verifyLine = #line + 1
        directory.verify()
        let line = #line + 2
        let failures = captureFailures {
            directory.expect.reset().toBeCalled()
        }
        let failure = onlyFailure(failures, at: UInt(line))
        #expect(
            failure?.message.hasPrefix(
                "An expectation for reset() was set after verify(), which ran at VerifyTests.swift:\(verifyLine).")
                == true)
    }

    @Test("reset() forgets expectations and interactions and starts a new phase")
    func reset() {
        let directory = MockDirectory()
        directory.expect.total().to(`return`(1))
        _ = directory.total()
        directory.verify()
        directory.mock.reset()
        #expect(directory.interactions.isEmpty)
        let failures = captureFailures {
            directory.expect.reset().toBeCalled()
            directory.reset()
            directory.verify()
        }
        #expect(failures.isEmpty)
    }

    @Test("times: 0 or less is a failure, and the expectation is not added")
    func invalidTimes() {
        let directory = MockDirectory()
        let line = #line + 2
        let failures = captureFailures {
            directory.expect.total().to(`return`(1, times: 0))
            directory.verify()
        }
        let failure = onlyFailure(failures, at: UInt(line))
        #expect(failure?.message.hasPrefix("times: 0 is not a valid count for total()") == true)
        let negative = captureFailures { directory.expect.reset().toBeCalled(times: -1) }
        #expect(negative.first?.message.hasPrefix("times: -1 is not a valid count for reset()") == true)
    }
}
