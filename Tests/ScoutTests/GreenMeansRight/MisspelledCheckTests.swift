import Scout
import Testing

@testable import ScoutCore

/// A check on a misspelled member fails at its line with "did you mean", instead of
/// passing a `.never` or `.atMost` count on a member nothing can reach.
@Suite("A misspelled check never passes")
struct MisspelledCheckTests {
    @Test("a misspelled function name in a never-check fails with did you mean")
    func misspelledName() throws {
        let directory = MockDirectory()
        directory.expect.total().to(alwaysReturn(0))
        _ = directory.total()
        let failures = captureFailures {
            #expect(directory.received.toatl().called(.never) == false)
        }
        let failure = try #require(onlyFailure(failures, at: #line - 2))
        #expect(
            failure.message == """
                received.toatl() names a member this mock has never met: nothing expected, observed or reached toatl().
                  The mock has met total(), a similar name. A check on a member nothing reached would pass whatever \
                the code does.
                → Did you mean received.total()? If toatl() is a real member too, list the mock's members in its class: \
                mock.declare(members: …).
                """)
    }

    @Test("a wrong label in a never-check fails, naming the labels the mock met")
    func wrongLabel() throws {
        let directory = MockDirectory()
        directory.expect.find(name: any()).to(alwaysReturn(nil))
        _ = directory.find(name: "Ann")
        let failures = captureFailures { directory.received.find(named: "Ann").called(.never) }
        let failure = try #require(onlyFailure(failures, at: #line - 1))
        #expect(failure.message.contains("The mock has met find(name:), the same name with other labels."))
        #expect(failure.message.contains("→ Did you mean received.find(name:)?"))
    }

    @Test("a misspelled property in a never-check of its assignments fails")
    func misspelledProperty() throws {
        let directory = MockDirectory()
        directory.expect.title.toAlwaysBeSet(to: any())
        directory.title = "x"
        let failures = captureFailures { directory.received.titel.sets(to: "x").called(.never) }
        let failure = try #require(onlyFailure(failures, at: #line - 1))
        #expect(failure.message.hasPrefix("received.titel.sets(to:) names a member this mock has never met"))
        #expect(failure.message.contains("→ Did you mean received.title.sets(to:)?"))
    }

    @Test("sets(to:) written on the mock itself is named as a property's form")
    func propertyFormOnMock() throws {
        let directory = MockDirectory()
        directory.expect.title.toAlwaysBeSet(to: any())
        directory.title = "x"
        let failures = captureFailures { directory.received.sets(to: "x").called(.never) }
        let failure = try #require(onlyFailure(failures, at: #line - 1))
        #expect(
            failure.message == """
                received.sets(to:) is a property's form written on the mock itself: it names no property, so it \
                would check a function called sets(to:).
                  Properties this mock has met: title.
                → Name the property first: received.title.sets(to: …).
                """)
    }

    @Test("a misspelled member in a timed never-check fails at once, without waiting")
    func misspelledTimedCheck() async throws {
        let directory = MockDirectory()
        directory.expect.total().to(alwaysReturn(0))
        _ = directory.total()
        let failures = await captureFailures {
            await directory.received.toatl().called(.never, within: .seconds(3_600))
        }
        _ = try #require(onlyFailure(failures, at: #line - 2))
    }

    @Test("a misspelled observer fails where it is set")
    func misspelledObserver() throws {
        let directory = MockDirectory()
        directory.expect.total().to(alwaysReturn(0))
        let failures = captureFailures { directory.observe.toatl().perform { _ in } }
        let failure = try #require(onlyFailure(failures, at: #line - 1))
        #expect(failure.message.contains("→ Did you mean observe.total()?"))
    }

    @Test("a never-check on a real member nothing touched still passes, as on any hand-written mock")
    func untouchedMemberPasses() {
        let directory = MockDirectory()
        directory.expect.total().to(alwaysReturn(0))
        _ = directory.total()
        let failures = captureFailures {
            #expect(directory.received.reset().called(.never))
            #expect(directory.received.title.sets(to: "x").called(.never))
        }
        #expect(failures.isEmpty)
    }

    @Test("a never-check on the setter of a property that was only read passes")
    func otherAccessorPasses() {
        let directory = MockDirectory()
        directory.expect.title.to(`return`("t"))
        _ = directory.title
        let failures = captureFailures { directory.received.title.sets(to: any()).called(.never) }
        #expect(failures.isEmpty)
    }

    @Test("a never-check on a real overload nothing reached passes once the mock declares its members")
    func declaredOverloadPasses() {
        let directory = MockDirectory()
        directory.mock.declare(members: "send(to:)", "send(cc:)", "title", "total()")
        directory.expect.send(to: "Ann").to(`return`(()))
        directory.send(to: "Ann")
        let failures = captureFailures {
            #expect(directory.received.send(cc: "Ann").called(.never))
            #expect(directory.received.title.sets(to: "x").called(.never))
        }
        #expect(failures.isEmpty)
    }

    @Test("never-checks on real members close to met ones pass: overloads, get and set, plurals, other arity")
    func realNeighboursPass() {
        let mock = Mock(policy: .relaxed)
        mock.run.send(to: "Ann")
        _ = mock.run.get(key: "k") as Int
        mock.run.increment()
        _ = mock.run.load(id: 1) as Int
        _ = mock.run.fetchUsers() as [Int]
        let failures = captureFailures {
            #expect(mock.received.send(cc: any()).called(.never))
            #expect(mock.received.set(key: any(), value: any()).called(.never))
            #expect(mock.received.decrement().called(.never))
            #expect(mock.received.load(id: any(), force: true).called(.never))
            #expect(mock.received.fetchUser(id: any()).called(.never))
        }
        #expect(failures.isEmpty, "\(failures.map(\.message))")
    }

    @Test("a mock that declares its members fails on any other name, in checks and expectations alike")
    func declaredMembersKnowEveryName() throws {
        let directory = MockDirectory()
        directory.mock.declare(members: "fetch(id:)", "title")
        let checkFailures = captureFailures { directory.received.reset().called(.never) }
        let check = try #require(onlyFailure(checkFailures, at: #line - 1))
        #expect(
            check.message == """
                received.reset() names no member of this mock: reset() is not among the members its class declared.
                  Declared: fetch(id:), title.
                → Name a declared member, or add it to the mock's declare(members:).
                """)
        let expectFailures = captureFailures { directory.expect.fetch(ids: 1).to(alwaysReturn(ada)) }
        let expectation = try #require(onlyFailure(expectFailures, at: #line - 1))
        #expect(expectation.message.hasSuffix("→ Did you mean expect.fetch(id:)?"))
    }

    @Test("declared members are read as messages write them: labels, unlabeled arguments, none, a property")
    func declaredSpellings() {
        #expect(Selector(declared: "load(_:completion:)") == Selector(.call, "load", labels: ["", "completion"]))
        #expect(Selector(declared: "fetch(id:)") == Selector(.call, "fetch", labels: ["id"]))
        #expect(Selector(declared: "reset()") == Selector(.call, "reset"))
        #expect(Selector(declared: "title") == Selector(.get, "title"))
    }
}

