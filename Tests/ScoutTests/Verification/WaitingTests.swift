import Foundation
import Testing

import Scout
@testable import ScoutCore

/// `called(_:within:)`: counts what already happened, then suspends until the
/// member's next interaction, from tasks, threads and queues; fails at its line
/// when the time is up. Waits that must be woken have an hour: if no wake-up came,
/// the suite's one-minute limit fails them. Nothing asserts on speed.
@Suite("Waiting for interactions", .timeLimit(.minutes(1)))
struct WaitingTests {
    @Test("a call made before the wait counts: the wait returns true at once")
    func before() async {
        let directory = MockDirectory()
        directory.expect.send(to: any()).toAlways { _ in }
        directory.send(to: "ada@example.com")
        let failures = await captureFailures {
            #expect(await directory.received.send(to: "ada@example.com").called(.once, within: .seconds(3_600)))
        }
        #expect(failures.isEmpty)
    }

    @Test("calls made later from a task, a thread and a queue wake the wait")
    func later() async {
        let directory = MockDirectory()
        directory.expect.send(to: any()).toAlways { _ in }
        let failures = await captureFailures {
            Task.detached {
                try? await Task.sleep(for: .milliseconds(50))
                directory.send(to: "task")
            }
            #expect(await directory.received.send(to: "task").called(.once, within: .seconds(3_600)))
            Thread {
                Thread.sleep(forTimeInterval: 0.05)
                directory.send(to: "thread")
            }.start()
            #expect(await directory.received.send(to: "thread").called(within: .seconds(3_600)))
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) { directory.send(to: "queue") }
            #expect(await directory.received.send(to: any()).called(.atLeast(3), within: .seconds(3_600)))
        }
        #expect(failures.isEmpty)
    }

    @Test("reads and assignments can be waited for too")
    func readsAndAssignments() async {
        let directory = MockDirectory()
        directory.expect.title.to(alwaysReturn("Scout"))
        directory.expect.title.toAlwaysBeSet()
        Task.detached {
            _ = directory.title
            directory.title = "Ada"
        }
        let failures = await captureFailures {
            #expect(await directory.received.title.gets.called(.once, within: .seconds(3_600)))
            #expect(await directory.received.title.sets(to: "Ada").called(.once, within: .seconds(3_600)))
        }
        #expect(failures.isEmpty)
    }

    @Test("when the time is up, one failure at the wait's line with the count message")
    func timeout() async {
        let directory = MockDirectory()
        directory.expect.send(to: any()).toAlways { _ in }
        directory.send(to: "grace@example.com")
        let line = #line + 2
        let failures = await captureFailures {
            #expect(!(await directory.received.send(to: "ada@example.com").called(.once, within: .milliseconds(100))))
        }
        let failure = onlyFailure(failures, at: UInt(line))
        #expect(
            failure?.message == """
                send(to: equal to "ada@example.com") was never called within 100 milliseconds; expected exactly once.
                  Calls of send(to:), in order:
                    1. send(to: "grace@example.com")
                       ❌ to: expected equal to "ada@example.com", got "grace@example.com"
                → Check how often the code under test reaches send(to:), or expect another count.
                """)
    }

    @Test(".never waits the whole time and passes; a call in that time fails it")
    func never() async {
        let directory = MockDirectory()
        directory.expect.send(to: any()).toAlways { _ in }
        let quiet = await captureFailures {
            #expect(await directory.received.send(to: any()).called(.never, within: .milliseconds(50)))
        }
        #expect(quiet.isEmpty)
        Task.detached {
            try? await Task.sleep(for: .milliseconds(20))
            directory.send(to: "late")
        }
        let line = #line + 2
        let broken = await captureFailures {
            #expect(!(await directory.received.send(to: any()).called(.never, within: .seconds(3_600))))
        }
        #expect(
            onlyFailure(broken, at: UInt(line))?.message.hasPrefix(
                "send(to: any value) was called once within 3600 seconds; expected never.") == true)
    }

    @Test("cancelling the waiting task ends the wait")
    func cancelled() async {
        let directory = MockDirectory()
        let wait = Task {
            await captureFailures {
                _ = await directory.received.total().called(.once, within: .seconds(3_600))
            }
        }
        try? await Task.sleep(for: .milliseconds(20))
        wait.cancel()
        let failures = await wait.value
        #expect(failures.count == 1)
        #expect(
            failures.first?.message.hasPrefix(
                "total() was never called before the wait was cancelled; expected exactly once.")
                == true)
    }

    @Test("1,000 concurrent waiters on one mock all resume on one call")
    func manyWaiters() async {
        let directory = MockDirectory()
        directory.expect.total().to(alwaysReturn(1))
        let resumed = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<1_000 {
                group.addTask { await directory.received.total().called(.once, within: .seconds(3_600)) }
            }
            // Every waiter registered before the call, so each must be woken by it.
            while directory.mock.core.state.withLock({ $0.table.existing(Selector(.call, "total"))?.waiterCount })
                != 1_000
            {
                await Task.yield()
            }
            _ = directory.total()
            return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        #expect(resumed == 1_000)
        let waiting = directory.mock.core.state.withLock { $0.table.existing(Selector(.call, "total"))?.waiterCount }
        #expect(waiting == 0, "no waiter is left registered")
    }

    @Test("durations are spelled as people say them")
    func spelledDurations() {
        #expect(Messages.spelled(.seconds(2)) == "2 seconds")
        #expect(Messages.spelled(.seconds(1)) == "1 second")
        #expect(Messages.spelled(.milliseconds(250)) == "250 milliseconds")
        #expect(Messages.spelled(.milliseconds(1_500)) == "1.5 seconds")
        #expect(Messages.spelled(.milliseconds(1)) == "1 millisecond")
        #expect(Messages.spelled(.microseconds(200)) == "200 microseconds")
    }
}
