import Foundation
import Scout
import Testing

@testable import ScoutCore

/// Gated answers: a call held in flight until the test resumes it, and checks
/// that it was reached and cancelled. Timeouts are generous guards, except where
/// the timeout itself is what a test checks.
@Suite("Gates", .timeLimit(.minutes(1)))
struct GateTests {
    /// A view model that loads a user and shows a spinner meanwhile.
    actor Loader {
        let directory: MockDirectory
        private(set) var isLoading = false
        private(set) var user: User?
        private(set) var error: (any Error)?

        init(_ directory: MockDirectory) { self.directory = directory }

        func load(id: Int) async {
            isLoading = true
            defer { isLoading = false }
            do { user = try await directory.fetchRemote(id: id) } catch { self.error = error }
        }
    }

    @Test("the call waits at the gate; the test sees the in-between state, then resumes it with a value")
    func resumeReturning() async throws {
        let directory = MockDirectory()
        let gate = directory.expect.fetchRemote(id: 1).toSuspend()
        let loader = Loader(directory)
        let load = Task { await loader.load(id: 1) }
        try await gate.reached(within: .seconds(3_600))
        #expect(await loader.isLoading)
        #expect(await loader.user == nil)
        gate.resume(returning: User(id: 1, name: "Ada"))
        await load.value
        #expect(await loader.user == User(id: 1, name: "Ada"))
        #expect(await loader.isLoading == false)
        directory.verify()
    }

    @Test("resumed with an error, the call throws it")
    func resumeThrowing() async throws {
        let directory = MockDirectory()
        let gate = directory.expect.fetchRemote(id: 2).toSuspend()
        let loader = Loader(directory)
        let load = Task { await loader.load(id: 2) }
        try await gate.reached(within: .seconds(3_600))
        gate.resume(throwing: NetworkError.offline)
        await load.value
        #expect(await loader.error as? NetworkError == .offline)
    }

    @Test("resumed before the call arrives, the call is answered at once")
    func resumeFirst() async throws {
        let directory = MockDirectory()
        let gate = directory.expect.fetchRemote(id: 3).toSuspend()
        gate.resume(returning: User(id: 3, name: "Grace"))
        #expect(try await directory.fetchRemote(id: 3) == User(id: 3, name: "Grace"))
        try await gate.reached(within: .seconds(3_600))
    }

    @Test("the code under test cancels the call: it throws CancellationError, and cancelled(within:) says so")
    func cancelled() async throws {
        let directory = MockDirectory()
        let gate = directory.expect.fetchRemote(id: 4).toSuspend()
        let loader = Loader(directory)
        let load = Task { await loader.load(id: 4) }
        try await gate.reached(within: .seconds(3_600))
        load.cancel()
        #expect(await gate.cancelled(within: .seconds(3_600)))
        await load.value
        #expect(await loader.error is CancellationError)
    }

    @Test("no call reaches the gate in time: a failure at the check's line, and it throws")
    func notReached() async {
        let directory = MockDirectory()
        let gate = directory.expect.fetchRemote(id: 5).toSuspend()
        var thrown: (any Error)?
        let line = #line + 2
        let failures = await captureFailures {
            do { try await gate.reached(within: .milliseconds(50)) } catch { thrown = error }
        }
        #expect(thrown is ScoutError)
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                No call reached the gate of fetchRemote(id:) within 50 milliseconds.
                → Check that the code under test calls fetchRemote(id:) with await and these arguments, or wait longer.
                """)
        gate.resume(returning: User(id: 5, name: "unused"))
        _ = try? await directory.fetchRemote(id: 5)
    }

    @Test("a call made before the gate was set is not taken for a shadowed one; each call names what answered it")
    func shadowedGateAccounting() async throws {
        let directory = MockDirectory()
        directory.expect.fetchRemote(id: 1).to(`return`(ada))
        directory.expect.fetchRemote(id: any()).to(alwaysReturn(grace))
        _ = try await directory.fetchRemote(id: 1)  // before the gate: answered by the first
        let gate = directory.expect.fetchRemote(id: 1).toSuspend()
        _ = try await directory.fetchRemote(id: 1)  // after it: the first is used up, the second answers
        let failures = await captureFailures { try? await gate.reached(within: .milliseconds(50)) }
        let message = failures.first?.message ?? ""
        #expect(message.contains(": the call it accepts was answered by an expectation set before it"))
        #expect(message.contains("fetchRemote(id: 1) was answered by fetchRemote(id: any value): always return"))
        #expect(!message.contains("was answered by fetchRemote(id: equal to 1)"))
        gate.resume(returning: ada)
    }

    @Test("a gate shadowed by an expectation set before it: the failure names the one that answered")
    func shadowedGate() async throws {
        let directory = MockDirectory()
        let helperLine = #line + 1
        directory.expect.fetchRemote(id: any()).to(alwaysReturn(ada))
        let gate = directory.expect.fetchRemote(id: 5).toSuspend()
        #expect(try await directory.fetchRemote(id: 5) == ada)
        let line = #line + 2
        let failures = await captureFailures {
            try? await gate.reached(within: .milliseconds(50))
        }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                No call reached the gate of fetchRemote(id:) within 50 milliseconds: the call it accepts was answered \
                by an expectation set before it, which answers first.
                  fetchRemote(id: 5) was answered by fetchRemote(id: any value): always return User(id: 1, name: \
                "Ada") (used once), set at GateTests.swift:\(helperLine)
                → Set the gate before that expectation, or give the gate that expectation's arguments and \
                .replacing.toSuspend() to take its place, or give the earlier expectation other arguments.
                """)
        gate.resume(returning: ada)
        // With .replacing, a gate takes the earlier expectation's place and the call.
        let other = MockDirectory()
        other.expect.fetchRemote(id: any()).to(alwaysReturn(ada))
        let replacing = other.expect.fetchRemote(id: any()).replacing.toSuspend()
        async let answered = other.fetchRemote(id: 5)
        try await replacing.reached(within: .seconds(60))
        replacing.resume(returning: grace)
        #expect(try await answered == grace)
    }

    @Test("a held call that is not cancelled in time: a failure at the check's line")
    func notCancelled() async throws {
        let directory = MockDirectory()
        let gate = directory.expect.fetchRemote(id: 6).toSuspend()
        let call = Task { try await directory.fetchRemote(id: 6) }
        try await gate.reached(within: .seconds(3_600))
        let line = #line + 2
        let failures = await captureFailures {
            #expect(!(await gate.cancelled(within: .milliseconds(50))))
        }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message.hasPrefix(
                "The call held by the gate of fetchRemote(id:) was not cancelled within 50 milliseconds.") == true)
        gate.resume(returning: User(id: 6, name: "Ada"))
        #expect(try await call.value == User(id: 6, name: "Ada"))
    }

    @Test("a gate resumed, then its task cancelled, does not say it was cancelled")
    func resumedThenCancelled() async throws {
        let directory = MockDirectory()
        let gate = directory.expect.fetchRemote(id: 8).toSuspend()
        let call = Task { try await directory.fetchRemote(id: 8) }
        try await gate.reached(within: .seconds(3_600))
        gate.resume(returning: User(id: 8, name: "Ada"))
        call.cancel()
        #expect(try await call.value == User(id: 8, name: "Ada"))
        let failures = await captureFailures { #expect(!(await gate.cancelled(within: .milliseconds(10)))) }
        #expect(failures.count == 1)
    }

    @Test("a gate does not keep its mock alive")
    func noCycle() {
        weak var weakMock: Mock?
        // Freed with its gated expectation unmet: that is a failure, captured here.
        let failures = captureFailures {
            let mock = Mock()
            weakMock = mock
            _ = mock.expect.load(id: 1).toSuspend()
        }
        #expect(weakMock == nil)
        #expect(failures.count == 1)
    }

    @Test("a gated expectation reached by a call made without await is a failure, not a hang")
    func syncCall() {
        let directory = MockDirectory()
        let line = #line + 1
        _ = directory.expect.fetch(id: 7).toSuspend()
        let failures = captureFailures { _ = try? directory.fetch(id: 7) }
        #expect(onlyFailure(failures, at: UInt(line)) != nil)
    }
}
