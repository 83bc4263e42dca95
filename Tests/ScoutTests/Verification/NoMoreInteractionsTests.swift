import Testing

import Scout
@testable import ScoutCore

/// `verifyNoMoreInteractions`: every interaction answered by an expectation or
/// matched by a check that ran before.
@Suite("verifyNoMoreInteractions")
struct NoMoreInteractionsTests {
    @Test("a relaxed spy whose every call was checked passes; one more call fails, listed at the verify line")
    func spy() {
        let spy = MockDirectory(Mock(policy: .relaxed))
        spy.send(to: "ada@example.com")
        _ = spy.total()
        let passing = captureFailures {
            spy.received.send(to: "ada@example.com").called(.once)
            spy.received.total().called(.once)
            #expect(verifyNoMoreInteractions(spy))
        }
        #expect(passing.isEmpty)
        spy.send(to: "grace@example.com")
        let line = #line + 1
        let failures = captureFailures { verifyNoMoreInteractions(spy) }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                verifyNoMoreInteractions found 1 interaction that no expectation answered and no check matched:
                  • send(to: "grace@example.com")
                → Check it with received….called(_:), or expect it; or fix the code under test if it should not happen.
                """)
    }

    @Test("interactions answered by expectations count; across mocks, each is listed with its mock in global order")
    func severalMocks() {
        let answered = MockDirectory()
        let spy = MockDirectory(Mock(policy: .relaxed))
        answered.expect.total().to(alwaysReturn(1))
        _ = answered.total()
        spy.send(to: "b")
        _ = spy.total()
        spy.send(to: "c")
        spy.received.total().called(.once)
        let failures = captureFailures { verifyNoMoreInteractions(answered, spy) }
        let message = failures.first?.message ?? ""
        #expect(message.hasPrefix("verifyNoMoreInteractions found 2 interactions"))
        #expect(message.contains("  • mock 2: send(to: \"b\")\n  • mock 2: send(to: \"c\")\n"))
        #expect(!message.contains("total()"))
    }

    @Test("a check covers what happened before it, not later calls; a wait that succeeds counts as a check")
    func laterCalls() async {
        let spy = MockDirectory(Mock(policy: .relaxed))
        spy.received.send(to: any()).called(.never)
        spy.send(to: "after the check")
        let failures = captureFailures { verifyNoMoreInteractions(spy) }
        #expect(failures.first?.message.contains("  • send(to: \"after the check\")") == true)
        let waited = await captureFailures {
            _ = await spy.received.send(to: any()).called(.once, within: .seconds(3_600))
            verifyNoMoreInteractions(spy)
        }
        #expect(waited.isEmpty)
    }

    @Test("verifyInOrder counts as a check")
    func orderCounts() {
        let spy = MockDirectory(Mock(policy: .relaxed))
        spy.send(to: "a")
        _ = spy.total()
        let failures = captureFailures {
            verifyInOrder {
                spy.received.send(to: "a")
                spy.received.total()
            }
            verifyNoMoreInteractions(spy.mock)
        }
        #expect(failures.isEmpty)
    }
}
