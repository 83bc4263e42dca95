import Foundation
import Scout
import Testing

@Suite("A call that came after the check that missed it")
struct LateArrivalTests {
    @Test("a check that ran before a task's call fails, and the call's arrival adds a note at the check's line")
    func lateCallFromTask() async {
        let directory = MockDirectory(Mock(policy: .relaxed))
        let started = Gate<Void>()
        let failures = await captureFailures {
            let task = Task {
                await started.wait()
                directory.reset()
            }
            directory.received.reset().called(.once)
            started.open()
            await task.value
        }
        let line = #line - 4
        #expect(failures.count == 2)
        #expect(failures.allSatisfy { $0.location.line == UInt(line) })
        #expect(
            failures.first?.message.hasSuffix(
                "put await before this line and end it with .called(.once, within: .seconds(1)).") == true)
        #expect(
            failures.last?.message == """
                reset() came after the check at LateArrivalTests.swift:\(line) had failed: the check counted 0, and \
                1 matches now.
                  The call came later than the check, most likely from a task, thread or queue the code under test \
                started without waiting for it.
                → If the code under test makes the call, wait for it there, in an async test: put await before that \
                line and end it with .called(.once, within: .seconds(1)). If the test makes the call itself, check \
                after it.
                """)
    }

    @Test("a call the test makes itself after the check adds nothing, nor does a call after a reset")
    func ownCallAndReset() async {
        let directory = MockDirectory(Mock(policy: .relaxed))
        let own = captureFailures {
            directory.received.total().called(.once)
            _ = directory.total()
        }
        #expect(own.count == 1)
        let afterReset = await captureFailures {
            directory.received.reset().called(.once)
            directory.mock.reset()
            await Task { directory.reset() }.value
        }
        #expect(afterReset.count == 1)
    }

    @Test("a call that does not match the check's arguments keeps the watch; one from a thread that does, ends it")
    func nonMatchingThenThread() async {
        let directory = MockDirectory(Mock(policy: .relaxed))
        let failures = await captureFailures {
            directory.received.send(to: "Ada").called(.once)
            await Task { directory.send(to: "Grace") }.value
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                Thread {
                    directory.send(to: "Ada")
                    directory.send(to: "Ada")
                    done.resume()
                }.start()
            }
            // A thread cannot reach the test: its note waits for the next verify().
            directory.verify()
        }
        #expect(failures.count == 2)
        #expect(failures.last?.message.contains("send(to: equal to \"Ada\") came after the check at") == true)
    }

    @Test("a watch whose matcher holds its own mock lets the mock go with its scope")
    func watchFreedWithScope() {
        weak var last: MockDirectory?
        let failures = captureFailures {
            withMocksVerified(policy: .relaxed) {
                let directory = MockDirectory()
                directory.received.send(to: satisfying("held") { (_: String) in directory.count >= 0 }).called(.once)
                last = directory
            }
        }
        #expect(failures.count == 1)
        #expect(last == nil, "the watch let go of the mock at the end of its scope")
    }
}

/// Opens once; waiters before and after the opening go on.
private actor Gate<Value: Sendable> {
    private var isOpen = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func wait() async {
        if isOpen { return }
        await withCheckedContinuation { waiting.append($0) }
    }

    nonisolated func open() {
        Task { await self.openNow() }
    }

    private func openNow() {
        isOpen = true
        for continuation in waiting { continuation.resume() }
        waiting = []
    }
}

@Suite("A late-call watch stays with its test")
struct LateArrivalOwnTestTests {
    @Test("a shared mock's watch does not fail another test: a call made while it runs ends the watch")
    func otherTestEndsWatch() async {
        let shared = MockDirectory(Mock(policy: .relaxed))
        let first = captureFailures {
            _ = withTestToken(TestToken(901)) { shared.received.reset().called(.once) }
        }
        #expect(first.count == 1)
        // Test 902 runs now: its task calls the shared mock.
        let second = await captureFailures {
            await TestTokenOverride.$current.withValue(TestToken(902)) {
                await Task { shared.reset() }.value
            }
        }
        #expect(second.isEmpty)
    }
}
