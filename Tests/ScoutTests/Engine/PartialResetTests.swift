import Scout
import Testing

/// A protocol with requirements named like Scout's helpers: `service.reset()` and
/// `service.verify()` call these, not Scout.
private protocol Session: Sendable {
    var region: String { get set }
    func fetch(id: Int) -> String
    func reset()
    func verify() -> Bool
}

private final class MockSession: Session, Mockable {
    let mock = Mock()
    var region: String {
        get { mock.get.region }
        set { mock.set.region = newValue }
    }
    func fetch(id: Int) -> String { try! mock.call.fetch(id: id) }
    func reset() { try! mock.call.reset() }
    func verify() -> Bool { try! mock.call.verify() }
}

@Suite("Resetting part of a mock, and helpers that cannot collide with requirements")
struct PartialResetTests {
    @Test("reset(.interactions): the counts start again, the expectations stay and answer")
    func interactionsOnly() {
        let session = MockSession()
        session.mock.expect.fetch(id: any()).to(alwaysReturn("ok"))
        _ = session.fetch(id: 1)
        _ = session.fetch(id: 2)
        session.mock.reset(.interactions)
        #expect(session.mock.received.fetch(id: any()).count == 0)
        #expect(session.fetch(id: 3) == "ok")
        #expect(session.mock.received.fetch(id: any()).count == 1)
        #expect(session.mock.interactions.map(\.description) == ["fetch(id: 3)"])
    }

    @Test("reset(.expectations): the interactions stay, the expectations are gone")
    func expectationsOnly() {
        let session = MockSession()
        session.mock.expect.fetch(id: 1).to(alwaysReturn("ok"))
        _ = session.fetch(id: 1)
        session.mock.reset(.expectations)
        #expect(session.mock.received.fetch(id: 1).count == 1)
        let failures = captureFailures { _ = session.fetch(id: 1) }
        #expect(failures.first?.message.hasPrefix("Unexpected call fetch(id: 1)") == true)
        session.mock.verify()
    }

    @Test("one member: reset(.expectations, of: \"fetch(id:)\") keeps the others'")
    func oneMembersExpectations() {
        let session = MockSession()
        session.mock.expect.fetch(id: 1).to(`return`("first"))
        session.mock.expect.region.to(alwaysReturn("eu"))
        session.mock.reset(.expectations, of: "fetch(id:)")
        session.mock.expect.fetch(id: 1).to(`return`("second"))
        #expect(session.fetch(id: 1) == "second")
        #expect(session.region == "eu")
        session.mock.verify()
    }

    @Test("one property: reset(.interactions, of: \"region\") forgets its reads and assignments only")
    func onePropertysInteractions() {
        let session = MockSession()
        session.mock.expect.region.to(alwaysReturn("eu"))
        session.mock.expect.region.toBeSet(to: "us")
        session.mock.expect.fetch(id: any()).to(alwaysReturn("ok"))
        _ = session.region
        session.region = "us"
        _ = session.fetch(id: 1)
        session.mock.reset(.interactions, of: "region")
        #expect(session.mock.interactions.map(\.description) == ["fetch(id: 1)"])
        session.mock.verify()
    }

    @Test("a name that is not a member: one failure at the reset line, with a suggestion, and nothing reset")
    func unknownMember() {
        let session = MockSession()
        session.mock.expect.fetch(id: 1).to(`return`("ok"))
        let line = #line + 1
        let failures = captureFailures { session.mock.reset(.expectations, of: "fetch(ids:)") }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                reset(_:of:) names fetch(ids:), which is not a member of this mock: nothing was reset.
                  Its members: fetch(id:).
                → Did you mean fetch(id:)? Name a member as messages write it: fetch(id:), region.
                """)
        #expect(session.fetch(id: 1) == "ok")
    }

    @Test("a protocol with reset() and verify(): reset(session) and verify(session) reach Scout")
    func noCollision() {
        let session = MockSession()
        session.mock.expect.fetch(id: 1).to(`return`("ok"))
        reset(session)  // Scout's: the expectation is gone
        #expect(captureFailures { _ = session.fetch(id: 1) }.count == 1)
        session.mock.expect.reset().toBeCalled()
        session.reset()  // the requirement: a call the mock records
        #expect(session.mock.received.reset().count == 1)
        reset(.interactions, of: session)
        #expect(session.mock.received.reset().count == 0)
        session.mock.expect.verify().to(`return`(true))
        let line = #line + 1
        let unmet = captureFailures { verify(session) }
        #expect(onlyFailure(unmet, at: UInt(line))?.message.hasPrefix("verify() found 1 unmet expectation") == true)
    }

    @Test("calls racing a partial reset, judged outside the lock: every one is answered, none fails")
    func racingPartialReset() async {
        let session = MockSession()
        // A matcher that runs code: calls take the slow path, judged outside the
        // lock, and judged again when a reset began a new generation meanwhile.
        session.mock.expect.fetch(id: satisfying { (id: Int) in id >= 0 }).to(alwaysReturn("ok"))
        let failures = await captureFailures {
            await withTaskGroup(of: Void.self) { group in
                for _ in 0..<4 {
                    group.addTask {
                        for id in 0..<500 { #expect(session.fetch(id: id) == "ok") }
                    }
                }
                group.addTask {
                    for _ in 0..<200 {
                        session.mock.reset(.interactions)
                        await Task.yield()
                    }
                }
            }
        }
        #expect(failures.isEmpty)
        session.mock.reset(.interactions)
        _ = session.fetch(id: 1)
        #expect(session.mock.received.fetch(id: any()).count == 1)
    }

    @Test("verify(), then reset(.expectations), then expect again: a new phase, no \"set after verify()\"")
    func verifyThenPartialReset() {
        let session = MockSession()
        session.mock.expect.fetch(id: 1).to(`return`("ok"))
        #expect(session.fetch(id: 1) == "ok")
        session.mock.verify()
        session.mock.reset(.expectations)
        let failures = captureFailures {
            session.mock.expect.fetch(id: 2).to(`return`("again"))
            #expect(session.fetch(id: 2) == "again")
            session.mock.verify()
        }
        #expect(failures.isEmpty)
    }
}
