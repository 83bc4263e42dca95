import Scout
import Testing

@testable import ScoutCore

/// Failures as values: `collectFailures` returns what Scout reported, each with its
/// kind, member, message, location and what it follows from.
@Suite("Failures as values")
struct CollectedFailuresTests {
    @Test("each kind of mistake is a failure of its kind, naming its member, at the test's line")
    func kinds() async throws {
        let captor = ArgumentCaptor<Int>()
        let empty = collectFailures { _ = captor.value }
        #expect(empty.map(\.kind) == [.captor])
        let directory = MockDirectory()
        let unexpected = collectFailures { _ = directory.total() }
        #expect(unexpected.map(\.kind) == [.unexpectedCall])
        #expect(unexpected.first?.member == "total()")
        #expect(unexpected.first?.location.fileID == "ScoutTests/CollectedFailuresTests.swift")
        #expect(unexpected.first?.message.hasPrefix("Unexpected call total()") == true)

        directory.expect.fetch(id: 1).to(`return`(User(id: 1, name: "Ada")))
        let verifyLine = #line + 1
        let unmet = collectFailures { directory.verify() }
        #expect(unmet.first?.location.line == verifyLine)
        #expect(unmet.map(\.kind) == [.unmetExpectation])
        #expect(unmet.first?.member == "fetch(id:)")
        let typo = collectFailures { directory.received.fecth(id: 1).called(.never) }
        #expect(typo.map(\.kind) == [.unknownMember])
        #expect(typo.first?.message.contains("Did you mean received.fetch(id:)?") == true)

        directory.mock.reset()
        directory.expect.count.to(`return`("not an Int"))
        let wrong = collectFailures { _ = directory.count }
        #expect(wrong.map(\.kind) == [.wrongAnswer])
        #expect(wrong.first?.member == "count")

        let never = collectFailures { directory.received.count.gets.called(.never) }
        #expect(never.map(\.kind) == [.count])



        let remote = MockDirectory()
        let gate = remote.expect.fetchRemote(id: 1).toSuspend()
        let unreached = await collectFailures { try? await gate.reached(within: .milliseconds(10)) }
        #expect(unreached.map(\.kind) == [.gate])
        #expect(unreached.first?.member == "fetchRemote(id:)")
        gate.resume(returning: User(id: 1, name: "Ada"))
        _ = try await remote.fetchRemote(id: 1)

        let misuse = collectFailures { MockDirectory().expect.total().to(`return`(1, times: .from(3, to: 1))) }
        #expect(misuse.map(\.kind).contains(.misuse))
    }

    @Test("a failure that may follow from an earlier one names it")
    func followsFrom() throws {
        let first = MockDirectory(), second = MockDirectory()
        second.expect.send(to: "Ada").toBeCalled()
        let failures = collectFailures {
            let title = first.title  // nothing expected: Scout makes ""
            second.send(to: title)
            second.verify()
        }
        // A collected failure fails no test, so it explains nothing: verify() still
        // reports the expectation the wrong call missed.
        try #require(failures.count == 3)
        #expect(failures[0].followsFrom == nil)
        #expect(failures[1].followsFrom == failures[0].location)
        #expect(failures[1].kind == .unexpectedCall)
        #expect(failures[2].kind == .unmetExpectation)
        #expect(FailureKind.allCases.count == 13)
    }

    @Test("a collected failure fails no test: a mistake after it is still reported")
    func collectedFailsNoTest() {
        let collected = collectFailures { _ = MockDirectory().total() }
        #expect(collected.map(\.kind) == [.unexpectedCall])
        let captor = ArgumentCaptor<Int>()
        let later = captureFailures { _ = captor.value }
        #expect(later.count == 1)
    }

    @Test("a body that throws loses nothing: what it collected is reported as usual, then the error goes on")
    func throwingBodyLosesNothing() {
        struct Stop: Error {}
        let directory = MockDirectory()
        let reported = captureFailures {
            #expect(throws: Stop.self) {
                _ = try collectFailures {
                    _ = directory.total()
                    throw Stop()
                }
            }
        }
        #expect(reported.map(\.kind) == [.unexpectedCall])
    }
}
