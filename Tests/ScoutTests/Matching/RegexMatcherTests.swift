import Testing

import Scout
@testable import ScoutCore

/// `matches`: a Swift `Regex`, or a pattern's text, that must match a string
/// argument as a whole.
@Suite("Regular expressions on strings: matches(/…/) and matches(pattern:)")
struct RegexMatcherTests {
    @Test("a Regex literal matches the whole String or Substring; other types and nil are not strings")
    func literal() {
        let token = matches(/tok_[0-9]+/)
        #expect(verdict(token, "tok_42") == "matched")
        #expect(verdict(token, "tok_42"[...]) == "matched")
        #expect(verdict(token, "a tok_42") == "mismatched")
        #expect(verdict(token, "tok_") == "mismatched")
        #expect(verdict(matches(/.*tok_[0-9]+.*/), "a tok_42 b") == "matched")
        #expect(verdict(token, 42) == "wrongType(String)")
        #expect(verdict(token, nil) == "mismatched")
        #expect(token.description == "matching a regular expression")
        #expect(matches(/tok_[0-9]+/, "a card token").description == "a card token")
    }

    @Test("a Regex that cannot be made accepts nothing, its description says why, and an expectation with it fails")
    func regexThatCannotBeMade() {
        let broken = matches(try Regex("tok_["))
        #expect(verdict(broken, "tok_[") == "mismatched")
        #expect(broken.description.hasPrefix("matching a regular expression, which could not be made ("))
        let directory = MockDirectory()
        let line = #line + 1
        let failures = captureFailures { directory.expect.send(to: broken).toBeCalled(times: .atLeast(0)) }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message.hasPrefix(
                "The regular expression of matches(_:_:), for argument to of send(to:), could not be made: ") == true)
    }

    @Test("a check that no call came, with a pattern that does not compile, fails instead of passing for nothing")
    func neverWithAnInvalidPattern() {
        let directory = MockDirectory()
        _ = captureFailures { directory.send(to: "secret_1") }  // nothing expects it
        let line = #line + 2
        let failures = captureFailures {
            directory.received.send(to: matches(pattern: "secret_[0-9+")).called(.never)
        }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message.hasPrefix(
                #"The regular expression of matches(pattern: "secret_[0-9+"), for argument to of send(to:), "#)
                == true)
    }

    @Test(
        "in verifyInOrder, a step whose pattern does not compile is reported once, and the other steps are still checked"
    )
    func inOrderWithAnInvalidPattern() {
        let directory = MockDirectory()
        directory.expect.send(to: any()).toBeCalled(times: .atLeast(0))
        directory.expect.total().to(alwaysReturn(1))
        directory.send(to: "secret_1")
        _ = directory.total()
        // Reported at verifyInOrder's line, as every step's problem.
        let line = #line + 2
        let failures = captureFailures {
            verifyInOrder {
                directory.received.send(to: matches(pattern: "secret_[0-9+"))
                directory.received.total()
            }
        }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message.hasPrefix(
                #"The regular expression of matches(pattern: "secret_[0-9+"), for argument to of send(to:), "#)
                == true)
        // The steps that can be checked still are: here, out of order.
        let orderLine = UInt(#line + 2)
        let wrongOrder = captureFailures {
            verifyInOrder {
                directory.received.total()
                directory.received.send(to: matches(pattern: "secret_[0-9+"))
                directory.received.send(to: "secret_1")
            }
        }
        #expect(wrongOrder.count == 2)
        #expect(wrongOrder.allSatisfy { $0.location.line == orderLine })
        #expect(wrongOrder.first?.message.hasPrefix("The regular expression of matches(pattern: ") == true)
        // Numbered as written: the third step failed, after the first.
        #expect(
            wrongOrder.last?.message.hasPrefix(
                #"verifyInOrder: step 3, send(to: equal to "secret_1"), did not happen after step 1, total()."#) == true
        )
    }

    @Test("verifyInOrder(strict: true) with a step whose pattern does not compile checks the others in order only")
    func strictInOrderWithAnInvalidPattern() {
        let directory = MockDirectory()
        directory.expect.send(to: any()).toBeCalled(times: .atLeast(0))
        directory.expect.total().to(alwaysReturn(1))
        _ = directory.total()
        directory.send(to: "secret_1")
        directory.send(to: "done")
        let line = #line + 2
        let failures = captureFailures {
            verifyInOrder(strict: true) {
                directory.received.total()
                directory.received.send(to: matches(pattern: "secret_[0-9+"))
                directory.received.send(to: "done")
            }
        }
        #expect(onlyFailure(failures, at: UInt(line))?.message.hasPrefix("The regular expression of") == true)
    }

    @Test("a pattern's text shows in the description; one that does not compile accepts nothing and says so")
    func pattern() {
        let token = matches(pattern: "tok_[0-9]+")
        #expect(token.description == "matching /tok_[0-9]+/")
        #expect(verdict(token, "tok_7") == "matched")
        #expect(verdict(token, "tok_7!") == "mismatched")
        let broken = matches(pattern: "(")
        #expect(verdict(broken, "(") == "mismatched")
        #expect(broken.description.hasPrefix("matching /(/, which is not a valid regular expression ("))
    }

    @Test("in an expectation: a string it rejects is an unexpected call whose failure says what was expected")
    func inAnExpectation() {
        let directory = MockDirectory()
        let line = #line + 1
        directory.expect.send(to: matches(/[A-Z][a-z]+/, "a capitalized name")).toBeCalled(times: .atLeast(1))
        let failures = captureFailures {
            directory.send(to: "Ada")
            directory.send(to: "ada")
        }
        #expect(failures.count == 1)
        expectLocation(failures.first, line: UInt(line))
        #expect(failures.first?.message.contains(#"❌ to: expected a capitalized name, got "ada""#) == true)
    }

    @Test("one matcher judges from many tasks at once: one thread at a time holds its Regex, the others make their own")
    func concurrentJudgments() async {
        let token = matches(/tok_[0-9]+/)
        let accepted = await withTaskGroup(of: Bool.self) { group in
            for index in 0..<1_000 {
                group.addTask { token.match(index.isMultiple(of: 2) ? "tok_\(index)" : "x\(index)").isMatch }
            }
            return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        #expect(accepted == 500)
    }
}
