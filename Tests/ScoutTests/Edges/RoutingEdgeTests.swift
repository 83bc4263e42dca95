import Foundation
import Testing

import Scout
@testable import ScoutCore

/// A static mock kept per test, and an argument whose deinit calls it.
private enum StaticStore {
    static let mock = Mock(perTest: true)
    static func save(_ value: Any?) { mock.call(throwing: Never.self).save(value) as Void }
    static func ping() { mock.call(throwing: Never.self).ping() as Void }
}

private final class PingsOnDeinit: Sendable {
    deinit { StaticStore.ping() }
}

/// The guarantees issue's lost or misrouted failures (M4–M6, and the engine
/// issue's defect 5 for a mock several tests configure).
@Suite("Edges: every failure reaches the right place", .serialized)
struct RoutingEdgeTests {
    @Test("M4 an executable that links Scout's product and runs no test prints both mistakes to standard error")
    func outsideTestsPrint() throws {
        let run = try Probes.run("outside-tests")
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("probe finished"))
        #expect(run.standardError.contains("error: Unexpected call send(to: \"bob@example.com\")"))
        #expect(run.standardError.contains("error: verify() found 1 unmet expectation"))
        #expect(!run.standardError.contains("No test could receive"))
    }

    @Test("M4 a failure before any test case starts (a class setUp()) is not lost: the exit reports it and fails")
    func beforeTheFirstTestCase() throws {
        let run = try Probes.run("before-first-test", arguments: ["--testing-library", "xctest"])
        #expect(run.status == 1)
        #expect(run.standardError.contains("error: Unexpected call send(to: \"setup@example.com\")"))
        #expect(run.standardError.contains("note: "))
    }

    @Test("M5 a second resume is a failure at its line; the first one answers")
    func gateResumedTwice() async throws {
        let service = MockEdgeService()
        let gate = service.expect.load(id: 1).toSuspend()
        let call = Task { try await service.load(id: 1) }
        try await gate.reached(within: .seconds(60))
        let failures = captureFailures {
            gate.resume(returning: 1)
            gate.resume(returning: 2)
        }
        guard let failure = onlyFailure(failures, at: #line - 2) else { return }
        #expect(failure.message.hasPrefix("The gate of load(id:) was resumed a second time."))
        #expect(failure.message.contains("It was already resumed at ScoutTests/RoutingEdgeTests.swift:"))
        #expect(try await call.value == 1)
    }

    @Test("M5 verify() with a gate still holding its call: a failure at the gate's line, the call throws CancellationError")
    func gateHeldAtVerify() async throws {
        let service = MockEdgeService()
        let gateLine: UInt = #line + 1
        let gate = service.expect.load(id: 1).toSuspend()
        let call = Task { try await service.load(id: 1) }
        try await gate.reached(within: .seconds(60))
        let failures = captureFailures { service.verify() }
        guard let failure = onlyFailure(failures, at: gateLine) else { return }
        #expect(failure.message.hasPrefix("The gate of load(id:) still held its call when the mock was verified."))
        await #expect(throws: CancellationError.self) { try await call.value }
        let again = captureFailures { gate.resume(returning: 1) }
        #expect(again.first?.message.contains("Scout already released its call with CancellationError") == true)
    }

    /// A `.mocks` scope in which a gate holds a call when the scope ends: `before`
    /// runs once the gate is set, before the call; `after`, once the call is held.
    /// Returns the failures, the gate's line, and the held call.
    private func scopeEndingWithHeldGate(
        before: (MockEdgeService) -> Void = { _ in }, after: (MockEdgeService) -> Void = { _ in }
    ) async -> (failures: [Failure], gateLine: UInt, call: Task<Int, any Error>?) {
        var call: Task<Int, any Error>?
        var gateLine: UInt = 0
        let failures = await captureFailures {
            await withMocksVerified {
                let service = MockEdgeService()
                gateLine = #line + 1
                let gate = service.expect.load(id: 1).toSuspend()
                before(service)
                call = Task { try await service.load(id: 1) }
                try? await gate.reached(within: .seconds(60))
                after(service)
            }
        }
        return (failures, gateLine, call)
    }

    @Test("M5 the end of a .mocks scope releases a gate left holding its call")
    func gateHeldAtEndOfScope() async throws {
        let (failures, gateLine, call) = await scopeEndingWithHeldGate()
        guard let failure = onlyFailure(failures, at: gateLine) else { return }
        #expect(failure.message.contains("still held its call"))
        await #expect(throws: CancellationError.self) { try await call?.value }
    }

    @Test("M5 a call held at a gate outlives reset(): the end of the scope still releases it")
    func gateHeldAcrossReset() async throws {
        let (failures, gateLine, call) = await scopeEndingWithHeldGate(after: { $0.mock.reset() })
        guard let failure = onlyFailure(failures, at: gateLine) else { return }
        #expect(failure.message.contains("still held its call"))
        await #expect(throws: CancellationError.self) { try await call?.value }
    }

    @Test("M5 verify() before any call reached the gate keeps it: the end of the scope releases the call it then holds")
    func gateReachedAfterVerify() async throws {
        let (failures, gateLine, call) = await scopeEndingWithHeldGate(before: { $0.verify() })
        #expect(failures.count == 2, "the unmet expectation at verify(), then the held call")
        expectLocation(failures.last, line: gateLine)
        #expect(failures.last?.message.contains("still held its call") == true)
        await #expect(throws: CancellationError.self) { try await call?.value }
    }

    @Test("D6 a recording mock whose answer holds the mock is freed when its scope ends")
    func recordingMockFreed() {
        final class HoldsMock: Sendable {
            let mock: Mock
            init(_ mock: Mock) { self.mock = mock }
        }
        weak var weakMock: Mock?
        withMocksVerified {
            let mock = Mock(policy: [.relaxed, .recording])
            weakMock = mock
            mock.expect.holder().toAlways { _ in HoldsMock(mock) }
            let _: HoldsMock = mock.call(throwing: Never.self).holder()
        }
        #expect(weakMock == nil)
    }

    @Test("M6 an argument's deinit that calls a per-test mock while a relaxed scope ends: no failure")
    func deinitDuringRelaxedScopeTeardown() {
        let failures = captureFailures {
            withMocksVerified(policy: .relaxed) {
                StaticStore.save(PingsOnDeinit())
            }
            withMocksVerified(policy: .relaxed) {
                withMocksVerified {
                    StaticStore.save(PingsOnDeinit())
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.map(\.message))")
    }

    @Test("D6 mocks whose blocks call their own mock are freed when their scope ends")
    func selfReferencingMocksFreed() {
        weak var last: MockEdgeService?
        for id in 0..<1_000 {
            withMocksVerified {
                let service = MockEdgeService()
                service.expect.fetch(id: any()).toAlways { arguments in service.name(id: try arguments.id).count }
                service.expect.name(id: any()).toAlways { _ in "abc" }
                #expect(service.fetch(id: id) == 3)
                last = service
            }
            #expect(last == nil, "mock \(id) is freed with its scope")
        }
    }

    @Test("D6 a call after its scope ended says that its test had ended")
    func callAfterScopeEnded() {
        var kept: MockEdgeService?
        withMocksVerified {
            let service = MockEdgeService()
            service.expect.fetch(id: 1).to(alwaysReturn(1))
            _ = service.fetch(id: 1)
            kept = service
        }
        let failures = captureFailures { _ = kept?.fetch(id: 1) }
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("the test that created the mock had ended") == true)
    }

    @Test("D5 a mock two tests configured, called from outside any test's tasks: charged to the run, not the test")
    func sharedMockFromOutsideTests() {
        let shared = MockEdgeService()
        withTestToken(TestToken(101)) { shared.expect.fetch(id: 1).to(`return`(1)) }
        withTestToken(TestToken(102)) { shared.mock.reset() }
        let failures = captureFailures {
            TestContextOverride.$callerInTestContext.withValue(false) { _ = shared.fetch(id: 99) }
        }
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("several tests configured this mock") == true)
        #expect(shared.mock.core.state.withLock { $0.pending.count } == 0, "not kept for the test running now")
    }

    @Test("D5 a mock one test configured, called from outside its tasks: kept for that test's verify()")
    func ownMockFromOutsideTests() {
        let own = MockEdgeService()
        withTestToken(TestToken(103)) {
            own.expect.fetch(id: 1).to(`return`(1))
            let failures = captureFailures {
                TestContextOverride.$callerInTestContext.withValue(false) { _ = own.fetch(id: 99) }
            }
            #expect(failures.count == 1)
            #expect(failures.first?.message.contains("several tests") == false)
        }
    }
}
