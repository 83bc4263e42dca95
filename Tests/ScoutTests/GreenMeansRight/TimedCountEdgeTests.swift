import Scout
import Testing

@testable import ScoutCore

/// Timed counts at the edges: a timeout no `Duration` arithmetic can negate, and a
/// count that cannot fail.
@Suite("Timed counts at their edges")
struct TimedCountEdgeTests {
    @Test("a never-check within .seconds(Int64.min) passes and spells its timeout without trapping")
    func mostNegativeTimeout() async {
        let directory = MockDirectory()
        let failures = await captureFailures {
            #expect(await directory.received.reset().called(.never, within: .seconds(Int64.min)))
        }
        #expect(failures.isEmpty)
        #expect(Messages.spelled(.seconds(Int64.min)) == "no time (-\(Int64.min.magnitude) seconds counts as none)")
        #expect(Messages.spelled(.milliseconds(-1_500)) == "no time (-1.5 seconds counts as none)")
        #expect(Messages.spelled(.seconds(Int64.max)) == "\(Int64.max) seconds")
    }

    @Test("a failing count within .seconds(Int64.min) says it checked once, now", .timeLimit(.minutes(1)))
    func mostNegativeTimeoutFails() async throws {
        let directory = MockDirectory()
        directory.expect.reset().to(alwaysReturn(()))
        directory.reset()
        let failures = await captureFailures {
            await directory.received.reset().called(.never, within: .seconds(Int64.min))
        }
        let failure = try #require(onlyFailure(failures, at: #line - 2))
        #expect(failure.message.contains("no time (-\(Int64.min.magnitude) seconds counts as none)"))
    }

    @Test("called(.atLeast(0), within:) returns at once: it cannot fail", .timeLimit(.minutes(1)))
    func atLeastZeroReturnsAtOnce() async {
        let directory = MockDirectory()
        // The time limit fails the test if the check waits out its hour.
        #expect(await directory.received.reset().called(.atLeast(0), within: .seconds(3_600)))
    }
}
