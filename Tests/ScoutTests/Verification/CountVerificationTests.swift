import Scout
import Testing

@Suite("Count verification")
struct CountVerificationTests {
    let directory = MockDirectory(Mock(policy: .relaxed))

    @Test("counts calls whose arguments the matchers accept, answered or not")
    func counts() throws {
        directory.expect.fetch(id: 1).to(alwaysReturn(ada))
        _ = try directory.fetch(id: 1)
        _ = try directory.fetch(id: 1)
        _ = try directory.fetch(id: 2)
        #expect(directory.received.fetch(id: 1).count == 2)
        #expect(directory.received.fetch(id: any()).count == 3)
        #expect(directory.received.fetch(id: greaterThan(1)).count == 1)
        #expect(directory.received.reset().count == 0)
        #expect(
            directory.received.fetch(id: any()).interactions.map(\.description) == [
                "fetch(id: 1)", "fetch(id: 1)", "fetch(id: 2)",
            ])
    }

    @Test("counts equal strings whatever their representation, nil, doubles and matchers that need their own match")
    func countsEveryRepresentation() {
        let long = "a name longer than fifteen bytes"
        let built = String(long.reversed().reversed())
        directory.send(to: long)
        directory.send(to: built)
        directory.send(to: "Ada")
        directory.send(to: ["A", "d", "a"].joined())
        _ = directory.find(name: nil)
        _ = directory.find(name: "Ada")
        _ = directory.score(0.5)
        _ = directory.score(-0.0)
        #expect(directory.received.send(to: long).count == 2)
        #expect(directory.received.send(to: "Ada").count == 2)
        #expect(directory.received.send(to: hasPrefix("A")).count == 2)
        #expect(directory.received.send(cc: "Ada").count == 0)
        #expect(directory.received.find(name: nil).count == 1)
        #expect(directory.received.find(name: "Ada").count == 1)
        #expect(directory.received.find(name: notNil()).count == 1)
        #expect(directory.received.score(0.0).count == 1)
        #expect(directory.received.score(lessThan(1.0)).count == 2)
    }

    @Test("called(_:) passes when the count is within the times given")
    func calledPasses() {
        directory.reset()
        directory.reset()
        let failures = captureFailures {
            directory.received.reset().called(.twice)
            directory.received.reset().called(2)
            directory.received.reset().called(.atLeastOnce)
            directory.received.reset().called(.atLeast(2))
            directory.received.reset().called(.atMost(2))
            directory.received.reset().called(.between(1...3))
            directory.received.reset().called(.from(2, to: 5))
            directory.received.total().called(.never)
        }
        #expect(failures.isEmpty)
    }

    @Test("called(_:) fails at its own line otherwise, and says so")
    func calledFails() {
        directory.reset()
        let line = #line + 1
        let failures = captureFailures { #expect(directory.received.reset().called(.twice) == false) }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message.hasPrefix("reset() was called once; expected exactly twice.")
                == true)
    }

    @Test("property reads and assignments are counted too")
    func properties() {
        _ = directory.title
        _ = directory.title
        directory.title = "A"
        directory.title = "B"
        directory.nickname = nil
        let failures = captureFailures {
            directory.received.title.gets.called(.twice)
            directory.received.title.sets.called(.twice)
            directory.received.title.sets(to: "A").called(.once)
            directory.received.title.sets(to: hasPrefix("C")).called(.never)
            directory.received.nickname.sets(to: nil).called(.once)
        }
        #expect(failures.isEmpty)
    }

    @Test("Times describe themselves as the messages say them")
    func timesDescriptions() {
        #expect(Times.never.description == "never")
        #expect(Times.once.description == "exactly once")
        #expect(Times.exactly(3).description == "exactly 3 times")
        #expect(Times.atLeastOnce.description == "at least once")
        #expect(Times.atMost(2).description == "at most twice")
        #expect(Times.between(2...4).description == "between 2 and 4 times")
        #expect(Times.once.contains(1) && !Times.once.contains(2))
        #expect(Times.atLeast(2).contains(1_000))
    }
}
