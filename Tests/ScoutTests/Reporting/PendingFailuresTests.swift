import Foundation
import Scout
import Testing

/// Failures no test could receive when they happened stay with the test they
/// belong to, and are never lost. `withTestToken` plays the part of separate tests.
@Suite("Pending failures")
struct PendingFailuresTests {
    static let testA = TestToken(1_001)
    static let testB = TestToken(2_002)

    /// Calls `send(to:)` on a thread outside any test's task: no test can receive
    /// the failure there.
    static func failOnThread(_ directory: MockDirectory, address: String) async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            // Weakly: the Thread object outlives the call, and must not keep the mock.
            Thread { [weak directory] in
                directory?.send(to: address)
                done.resume()
            }.start()
        }
    }

    @Test(
        "a late failure of test A is not reported by test B's verify(), even after B's reset(); A's verify() reports it"
    )
    func neverChargedToAnotherTest() async {
        let shared = MockDirectory()
        withTestToken(Self.testA) {
            shared.expect.total().to(alwaysReturn(1))
            shared.verify()
        }
        await Self.failOnThread(shared, address: "a@example.com")
        let inB = withTestToken(Self.testB) {
            captureFailures {
                shared.mock.reset()
                shared.expect.total().to(alwaysReturn(2))
                _ = shared.total()
                shared.verify()
            }
        }
        #expect(inB.map(\.message) == [])
        let line = #line + 1
        let inA = withTestToken(Self.testA) { captureFailures { shared.verify() } }
        #expect(inA.count == 1)
        #expect(inA.first?.message.hasPrefix("Unexpected call send(to: \"a@example.com\")") == true)
        #expect(
            inA.first?.message.hasSuffix(
                "(Reported by verify() at PendingFailuresTests.swift:\(line): this failure happened where no test "
                    + "could receive it, e.g. on another thread or after the test that owned the mock ended.)") == true)
        #expect(!UnclaimedFailures.shared.current.contains { $0.message.contains("a@example.com") })
    }

    @Test("a verify() where no test can receive failures leaves the pending ones for their test")
    func detachedVerifyDoesNotConsume() async {
        let directory = withTestToken(Self.testA) { MockDirectory() }
        withTestToken(Self.testA) { directory.expect.total().to(alwaysReturn(1)) }
        await Self.failOnThread(directory, address: "b@example.com")
        await Task.detached { directory.verify() }.value
        let claimed = withTestToken(Self.testA) { captureFailures { directory.verify() } }
        #expect(claimed.filter { $0.message.hasPrefix("Unexpected call send(to:") }.count == 1)
    }

    @Test("a pending failure no verify() claimed is reported when its mock is freed in its test")
    func reportedWhenFreed() async {
        let token = Self.testA
        var directory: MockDirectory? = withTestToken(token) { MockDirectory() }
        withTestToken(token) { directory!.expect.total().to(alwaysReturn(1)) }
        await Self.failOnThread(directory!, address: "c@example.com")
        #expect(UnclaimedFailures.shared.current.contains { $0.message.contains("c@example.com") })
        let atEnd = withTestToken(token) { captureFailures { directory = nil } }
        #expect(atEnd.count == 1)
        #expect(atEnd.first?.message.hasSuffix("and no verify() of the test that owned the mock reported it.)") == true)
        #expect(!UnclaimedFailures.shared.current.contains { $0.message.contains("c@example.com") })
    }

    @Test("a pending failure of another test is not charged to the test running when its mock is freed")
    func freedDuringAnotherTest() async {
        var directory: MockDirectory? = withTestToken(Self.testA) { MockDirectory() }
        withTestToken(Self.testA) { directory!.expect.total().to(alwaysReturn(1)) }
        await Self.failOnThread(directory!, address: "d@example.com")
        // Freed while this test runs, through the real framework: recording it here
        // would fail this test, which did not cause it.
        directory = nil
        let left = UnclaimedFailures.shared.current.filter { $0.message.contains("d@example.com") }
        #expect(left.count == 1, "kept for the exit report")
        left.forEach(UnclaimedFailures.shared.discard)
    }
}

/// What no test ever claims fails the test process when it exits: checked in a
/// child process (`ScoutProbes`), since the exit is the point.
@Suite("Unclaimed failures at exit")
struct UnclaimedAtExitTests {
    @Test("a test process that ends with a failure no test received prints it and exits with status 1")
    func exitFails() throws {
        let run = try Probes.run("unclaimed-at-exit", arguments: ["--testing-library", "swift-testing"])
        #expect(run.status == 1)
        #expect(run.standardError.contains("error: Unexpected call send(to: \"exit@example.com\")"))
        #expect(run.standardError.contains("the test process exits with status 1 so that the run fails."))
        #expect(run.standardOutput.contains("probe finished"))
    }

    @Test("the same process with the call answered leaves nothing unclaimed and exits with status 0")
    func answeredExitsCleanly() throws {
        let run = try Probes.run("answered-at-exit", arguments: ["--testing-library", "swift-testing"])
        #expect(run.status == 0)
        #expect(!run.standardError.contains("error:"))
    }
}
