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
        // The later line was never used, and says so.
        #expect(captureFailures { directory.verify() }.count == 1)
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
                Nothing to replace for fetch(id: equal to 3): no expectation set before it is written the same.
                  It was added after these, which answer first:
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

/// A value whose description hides its fields.
struct Opaque: Equatable, CustomStringConvertible {
    let id: Int
    var description: String { "an opaque value" }
}

protocol Taker {
    func take(_ values: [Int]) -> Int
    func take(opaque: Opaque) -> Int
}

private final class MockTaker: Taker, Mockable {
    let mock = Mock()
    func take(_ values: [Int]) -> Int { mock.run.take(values) }
    func take(opaque: Opaque) -> Int { mock.run.take(opaque: opaque) }
}

@Suite("Replacing: what counts as the same arguments")
struct ReplacingSameArgumentsTests {
    @Test("values that print alike but differ are not the same: nothing is replaced, and the failure says so")
    func printAlike() {
        let taker = MockTaker()
        taker.expect.take(Array(1...9)).to(alwaysReturn(9))
        taker.expect.take(opaque: Opaque(id: 1)).to(alwaysReturn(1))
        let failures = captureFailures {
            taker.expect.take(Array(1...8) + [100]).replacing.to(alwaysReturn(100))
            taker.expect.take(opaque: Opaque(id: 2)).replacing.to(alwaysReturn(2))
        }
        #expect(failures.count == 2)
        #expect(failures.allSatisfy { $0.message.hasPrefix("Nothing to replace for take(") })
        #expect(taker.take(Array(1...9)) == 9)
        #expect(taker.take(Array(1...8) + [100]) == 100)
        #expect(taker.take(opaque: Opaque(id: 1)) == 1)
        #expect(taker.take(opaque: Opaque(id: 2)) == 2)
        // Equal values are the same, whatever their description.
        taker.expect.take(opaque: Opaque(id: 1)).replacing.to(alwaysReturn(11))
        #expect(taker.take(opaque: Opaque(id: 1)) == 11)
    }

    @Test("inside expectInOrder, a replaced step is no longer waited for")
    func inOrder() {
        let directory = MockDirectory()
        expectInOrder {
            directory.expect.fetch(id: 1).to(`return`(ada))
            directory.expect.fetch(id: 1).replacing.to(`return`(grace))
            directory.expect.reset().toBeCalled()
        }
        var answer: User?
        let failures = captureFailures {
            answer = try? directory.fetch(id: 1)
            directory.reset()
            directory.verify()
        }
        #expect(answer == grace)
        #expect(failures.isEmpty)
    }

    @Test("replacing written before the arguments, as mock.expect.fetch.replacing(id: 1), replaces too")
    func replacingBeforeArguments() throws {
        let directory = MockDirectory()
        directory.expect.fetch(id: 1).to(`return`(ada))
        directory.expect.fetch.replacing(id: 1).to(`return`(grace))
        #expect(try directory.fetch(id: 1) == grace)
    }

    @Test("5,000 distinct expectations each replaced once: linear per replacement, no hang")
    func manyDistinct() throws {
        let directory = MockDirectory()
        for id in 0..<5_000 { directory.expect.fetch(id: id).to(alwaysReturn(ada)) }
        for id in 0..<5_000 { directory.expect.fetch(id: id).replacing.to(alwaysReturn(grace)) }
        #expect(try directory.fetch(id: 4_999) == grace)
        #expect(try directory.fetch(id: 0) == grace)
    }
}

extension CallExpectation {
    fileprivate func replacing(ifPresent: Bool) -> CallExpectation { ifPresent ? replacing : self }
}
