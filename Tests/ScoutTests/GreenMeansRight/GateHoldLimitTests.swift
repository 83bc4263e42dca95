import Scout
import Testing

@testable import ScoutCore

/// Nothing Scout holds hangs a run: a gate the test forgets to resume releases its
/// call at the hold limit, with a failure at the line that set it.
@Suite("A forgotten gate never hangs the run")
struct GateHoldLimitTests {
    @Test("a call held past the gate's hold limit is released, with a failure at the gate's line", .timeLimit(.minutes(10)))
    func releasedAtHoldLimit() async throws {
        let directory = MockDirectory()
        let line: UInt = #line + 2
        let failures = await captureFailures {
            _ = directory.expect.fetchRemote(id: 1).toSuspend(holdLimit: .milliseconds(50))
            let task = Task { try await directory.fetchRemote(id: 1) }
            // The test forgets gate.resume(returning:) and awaits the call.
            let result = await task.result
            #expect(throws: CancellationError.self) { try result.get() }
        }
        let failure = try #require(onlyFailure(failures, at: line))
        #expect(
            failure.message == """
                The gate of fetchRemote(id:) held its call for 50 milliseconds, the gate's hold limit: nothing resumed it.
                  Scout released the call with CancellationError (a call that cannot throw returns a made value), so \
                that its task, and the test awaiting it, end.
                → Resume the gate (gate.resume(returning:) or gate.resume(throwing:)) once the test has checked what it \
                needs; a test that must hold it longer passes toSuspend(holdLimit:).
                """)
    }

    @Test("a call held when the test's task is cancelled is released, with a failure at the gate's line", .timeLimit(.minutes(10)))
    func releasedWhenTestCancelled() async throws {
        let line: UInt = #line + 6
        let failures = await captureFailures {
            let (held, holding) = AsyncStream.makeStream(of: Void.self)
            let test = Task {
                await withMocksVerified {
                    let directory = MockDirectory()
                    let gate = directory.expect.fetchRemote(id: 1).toSuspend(holdLimit: .seconds(3_600))
                    let call = Task { try await directory.fetchRemote(id: 1) }
                    try? await gate.reached(within: .seconds(3_600))
                    holding.yield()
                    // An unstructured task: the test's cancellation does not reach it.
                    let result = await call.result
                    #expect(throws: CancellationError.self) { try result.get() }
                }
            }
            for await _ in held { break }
            test.cancel()
            await test.value
        }
        let failure = try #require(onlyFailure(failures, at: line))
        #expect(
            failure.message == """
                The gate of fetchRemote(id:) still held its call when the test was cancelled.
                  Scout released the call with CancellationError (a call that cannot throw returns a made value), so \
                that its task, and the test awaiting it, end.
                → Resume the gate (gate.resume(returning:) or gate.resume(throwing:)) once the test has checked what it \
                needs.
                """)
    }

    @Test("a call that cannot throw, held past the limit, returns a made value", .timeLimit(.minutes(10)))
    func nonThrowingReleased() async {
        let directory = MockDirectory()
        let failures = await captureFailures {
            _ = directory.expect.refresh().toSuspend(holdLimit: .milliseconds(50))
            await Task { await directory.refresh() }.value
        }
        #expect(failures.count == 1)
        #expect(failures.first?.message.hasPrefix("The gate of refresh() held its call for 50 milliseconds") == true)
    }

    @Test("a gate resumed in time is not released by its limit, and a later resume is not a second failure")
    func resumedInTime() async throws {
        let directory = MockDirectory()
        let failures = await captureFailures {
            let gate = directory.expect.fetchRemote(id: 1).toSuspend(holdLimit: .milliseconds(200))
            let task = Task { try await directory.fetchRemote(id: 1) }
            try? await gate.reached(within: .seconds(3_600))
            gate.resume(returning: User(id: 1, name: "Ada"))
            #expect((try? await task.value) == User(id: 1, name: "Ada"))
            try? await Task.sleep(for: .milliseconds(400))
        }
        #expect(failures.isEmpty)
    }

    @Test("the test's time limit, when shorter, is the limit; any Duration is kept within nothing and a year")
    func effectiveLimit() {
        #expect(Gate.effectiveLimit(.seconds(120), timeLimit: .seconds(60)) == (.seconds(60), byTimeLimit: true))
        #expect(Gate.effectiveLimit(.seconds(120), timeLimit: nil) == (.seconds(120), byTimeLimit: false))
        #expect(Gate.effectiveLimit(.seconds(120), timeLimit: .seconds(600)) == (.seconds(120), byTimeLimit: false))
        #expect(Gate.effectiveLimit(.seconds(Int64.max), timeLimit: nil).0 == .seconds(31_536_000))
        #expect(Gate.effectiveLimit(.seconds(Int64.min), timeLimit: nil).0 == .zero)
        #expect(Gate.defaultHoldLimit == .seconds(120))
    }

    @Test("a held call sees the time limit of the test it runs in", .timeLimit(.minutes(3)))
    func seesTheTestsTimeLimit() async {
        #expect(await Task { FailureDelivery.currentTestTimeLimit }.value == .seconds(180))
    }

    @Test("a gate set with a limit of .seconds(Int64.min) releases at once, without trapping", .timeLimit(.minutes(10)))
    func mostNegativeLimit() async {
        let directory = MockDirectory()
        let failures = await captureFailures {
            _ = directory.expect.refresh().toSuspend(holdLimit: .seconds(Int64.min))
            await Task { await directory.refresh() }.value
        }
        #expect(failures.count == 1)
    }

    @Test("resuming a gate its hold limit released says so, not that the mock was verified", .timeLimit(.minutes(10)))
    func resumeAfterLimit() async {
        let directory = MockDirectory()
        let failures = await captureFailures {
            let gate = directory.expect.refresh().toSuspend(holdLimit: .milliseconds(20))
            await Task { await directory.refresh() }.value
            gate.resume(returning: ())
        }
        #expect(failures.count == 2)
        #expect(failures.last?.message.contains("already released its call with CancellationError at its hold limit") == true)
    }
}

