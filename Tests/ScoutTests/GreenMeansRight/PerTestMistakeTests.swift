import Scout
import Testing

@testable import ScoutCore

/// A static requirement's mock kept per test, for the tests below.
private final class MockZoneClock: Sendable {
    static let shared = Mock(perTest: true)
    static func now(zone: Int) -> Int { shared.run.now(zone: zone) }
}

/// A `perTest` mock charges no test with what another test did.
@Suite("A perTest mock blames no innocent test")
struct PerTestMistakeTests {
    @Test("a verify() of one test does not make the next test's expectations 'set after verify()'")
    func verifyOfAnotherTest() {
        let mock = Mock()
        let failures = captureFailures {
            withTestToken(TestToken(2_001)) {
                mock.expect.now(zone: 1).to(`return`(1))
                _ = mock.run.now(zone: 1) as Int
                mock.verify()
            }
            withTestToken(TestToken(2_002)) {
                mock.expect.now(zone: 2).to(`return`(2))
                _ = mock.run.now(zone: 2) as Int
                mock.verify()
            }
        }
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test("an expectation set after a verify() of the same test is still a failure")
    func verifyOfTheSameTest() {
        let mock = Mock()
        let failures = captureFailures {
            withTestToken(TestToken(2_003)) {
                mock.verify()
                mock.expect.now(zone: 2).to(alwaysReturn(2))
            }
        }
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("after verify()") == true)
    }

    @Test("a call from outside any test's context that the running test's engine cannot answer fails the run, not the test")
    func lateCallFailsTheRun() {
        let failures = captureFailures {
            withMocksVerified {
                MockZoneClock.shared.expect.now(zone: 2).to(`return`(2))
                #expect(MockZoneClock.now(zone: 2) == 2)
                // As a queue an earlier test started would call it.
                TestContextOverride.$callerInTestContext.withValue(false) { _ = MockZoneClock.now(zone: 99) }
            }
        }
        #expect(failures.count == 1)
        #expect(failures.first?.message.hasPrefix("Unexpected call now(zone: 99)") == true)
        #expect(failures.first?.message.contains("this mock is kept per test (Mock(perTest: true))") == true)
    }

    @Test("the test's own wrong call from a queue still fails the test: the expectation it missed is reported at the end")
    func ownBackgroundMistakeStillFails() {
        let failures = captureFailures {
            withMocksVerified {
                MockZoneClock.shared.expect.now(zone: 1).to(`return`(1))
                // The test's own work on a queue, awaited, with the wrong zone.
                TestContextOverride.$callerInTestContext.withValue(false) { _ = MockZoneClock.now(zone: 2) }
            }
        }
        #expect(failures.count == 2, "\(failures.map(\.message))")
        #expect(failures.first?.message.hasPrefix("Unexpected call now(zone: 2)") == true)
        #expect(failures.last?.message.contains("now(zone: equal to 1)") == true)
    }
}

