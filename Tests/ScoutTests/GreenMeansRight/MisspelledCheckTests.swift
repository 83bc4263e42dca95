import Scout
import Testing

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
            #expect(directory.received.totl().called(.never) == false)
        }
        let failure = try #require(onlyFailure(failures, at: #line - 2))
        #expect(
            failure.message == """
                received.totl() names a member this mock has never met: nothing expected, observed or reached totl().
                  The mock has met total(), a similar name. A check on a member nothing reached would pass whatever \
                the code does.
                → Did you mean received.total()?
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
        #expect(failure.message.hasSuffix("→ Did you mean received.find(name:)?"))
    }

    @Test("a misspelled property in a never-check of its assignments fails")
    func misspelledProperty() throws {
        let directory = MockDirectory()
        directory.expect.title.toAlwaysBeSet(to: any())
        directory.title = "x"
        let failures = captureFailures { directory.received.titel.sets(to: "x").called(.never) }
        let failure = try #require(onlyFailure(failures, at: #line - 1))
        #expect(failure.message.hasPrefix("received.titel.sets(to:) names a member this mock has never met"))
        #expect(failure.message.hasSuffix("→ Did you mean received.title.sets(to:)?"))
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
            await directory.received.totl().called(.never, within: .seconds(3_600))
        }
        _ = try #require(onlyFailure(failures, at: #line - 2))
    }

    @Test("a misspelled observer fails where it is set")
    func misspelledObserver() throws {
        let directory = MockDirectory()
        directory.expect.total().to(alwaysReturn(0))
        let failures = captureFailures { directory.observe.totl().perform { _ in } }
        let failure = try #require(onlyFailure(failures, at: #line - 1))
        #expect(failure.message.hasSuffix("→ Did you mean observe.total()?"))
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
}
