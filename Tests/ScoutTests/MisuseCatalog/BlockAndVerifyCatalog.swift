import Foundation
import Scout
import Testing

/// Misuse catalog, part 3: blocks, captors and verification.
@Suite("Misuse catalog: blocks and verification")
struct BlockAndVerifyCatalog {
    @Test("M32 an async block reached from a synchronous call")
    func asyncBlockFromSyncCall() {
        let directory = MockDirectory()
        let line = #line + 1
        directory.expect.total().to { _ async in 1 }
        let failures = captureFailures { _ = directory.total() }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                The expectation for total() runs an async block, but the mock called total() synchronously \
                (without await).
                  An async block can answer only `try await mock.call.total(…)`.
                → Use a synchronous block, or make the mock call it with await from an async requirement.
                """)
    }

    @Test("M33 a block that throws where the member cannot throw")
    func blockThrowsOnRead() {
        let directory = MockDirectory()
        let line = #line + 1
        directory.expect.title.to(get { () throws -> String in throw NetworkError.offline })
        let failures = captureFailures { _ = directory.title }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                The block for the property title threw .offline (NetworkError), but reading a property cannot throw.
                → Make the block return a value; only calls made with mock.call can throw.
                """)
    }

    @Test("M34 a typed argument read as the wrong type")
    func argumentOfWrongType() {
        let directory = MockDirectory()
        let line = #line + 1
        directory.expect.fetch(id: any()).to { args in User(id: 0, name: try args.id) }
        let failures = captureFailures { _ = try? directory.fetch(id: 1) }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                In the block for fetch(id:): the argument id of fetch(id:) is an Int, not a String.
                → Read it as Int.
                """)
    }

    @Test("M35 an argument read by a label the call does not have")
    func unknownLabel() {
        let directory = MockDirectory()
        let line = #line + 1
        directory.expect.fetch(id: any()).to { args in User(id: try args.ID, name: "") }
        let failures = captureFailures { _ = try? directory.fetch(id: 1) }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                In the block for fetch(id:): fetch(id:) has no argument labelled ID.
                → Did you mean id? Use one of its labels: id.
                """)
    }

    @Test("M36 a closure argument read without its exact function type")
    func closureWithoutSendable() {
        let mock = Mock()
        let line = #line + 1
        mock.expect.load(completion: any()).to { args in let _: (Int) -> Void = try args.completion }
        let completion: @Sendable (Int) -> Void = { _ in }
        let failures = captureFailures { try! mock.call.load(completion: completion) }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                In the block for load(completion:): the argument completion of load(completion:) is a \
                @Sendable (Int) -> (), not an (Int) -> ().
                → Read it as @Sendable (Int) -> () (function types must match exactly, @Sendable included).
                """)
    }

    @Test("M37 a nil argument read as a value")
    func nilReadAsValue() {
        let directory = MockDirectory()
        let line = #line + 1
        directory.expect.find(name: nil).to { args in User(id: 0, name: try args.name) }
        let failures = captureFailures { _ = directory.find(name: nil) }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                In the block for find(name:): the argument name of find(name:) is nil, which is not a String.
                → Read it as an optional: String?.
                """)
    }

    @Test("M38 an argument position out of range")
    func positionOutOfRange() {
        let directory = MockDirectory()
        let line = #line + 1
        directory.expect.total().to { args in try args[0, as: Int.self] }
        let failures = captureFailures { _ = directory.total() }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                In the block for total(): args[0] is out of range: total() has 0 arguments.
                → It has no arguments to read.
                """)
    }

    @Test("M39 verify() with unmet expectations of several members")
    func leftovers() {
        let creation = #line + 1
        let directory = MockDirectory(Mock())
        let totalLine = #line + 1
        directory.expect.total().to(`return`(1))
        let titleLine = #line + 1
        directory.expect.title.to(`return`("T"))
        let resetLine = #line + 1
        directory.expect.reset().toBeCalled(times: 2)
        directory.reset()
        let line = #line + 1
        let failures = captureFailures { directory.verify() }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                verify() found 3 unmet expectations on MockDirectory (created at BlockAndVerifyCatalog.swift:\(creation)):
                  • total(): return 1 (0 of 1 used), set at BlockAndVerifyCatalog.swift:\(totalLine)
                  • read of title: return "T" (0 of 1 used), set at BlockAndVerifyCatalog.swift:\(titleLine)
                  • reset(): accept the call (1 of 2 used), set at BlockAndVerifyCatalog.swift:\(resetLine)
                → Make the code under test use them, or remove the expectations the test does not need.
                """)
    }

    @Test("M40 a misspelled expectation: verify() suggests the call that was made")
    func typoAtVerify() {
        let directory = MockDirectory()
        let expectLine = #line + 1
        directory.expect.fecth(id: 1).to(`return`(ada))
        _ = captureFailures { _ = try? directory.fetch(id: 1) }
        let line = #line + 1
        let failures = captureFailures { directory.verify() }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message.hasSuffix(
                """
                  • fecth(id: equal to 1): return User(id: 1, name: "Ada") (0 of 1 used), set at \
                BlockAndVerifyCatalog.swift:\(expectLine)
                    Did you mean fetch(id:)? It was called once with no expectation answering it.
                → Make the code under test use it, or remove the expectations the test does not need.
                """) == true)
    }

    @Test("M41 verify() suggests a call made with other labels")
    func otherLabelsAtVerify() {
        let directory = MockDirectory()
        directory.expect.send(to: "a").toBeCalled()
        _ = captureFailures { directory.send(cc: "a") }
        let failures = captureFailures { directory.verify() }
        #expect(
            failures.first?.message.contains(
                "    send(cc:) was called once with no expectation: same name, other labels. "
                    + "Expect send(cc:), or check the labels the mock forwards.") == true)
    }

    @Test("M42 a captor read before it captured anything")
    func captorBeforeCapture() {
        let line = #line + 1
        let captor = ArgumentCaptor<User>()
        let failures = captureFailures { _ = captor.value }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                ArgumentCaptor<User>.value was read before it captured anything.
                  A captor captures only when an expectation that uses it answers a call.
                → Check that the code under test made the call before reading the captor, or read captor.values to \
                allow none.
                """)
    }

    @Test("M43 reading a property through mock.set")
    func readThroughSet() {
        let line = #line + 1
        let mock = Mock()
        let failures = captureFailures { let _: Int = mock.set.volume }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                mock.set.volume was read; mock.set only records assignments.
                → Read the property with mock.get.volume.
                """)
    }

    @Test("M44 a failure no test could receive is reported by the next verify(), at its own line")
    func lateFailure() async {
        let creation = #line + 1
        let directory = MockDirectory(Mock())
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            Thread {
                _ = directory.total()
                done.resume()
            }.start()
        }
        let line = #line + 1
        let failures = captureFailures { directory.verify() }
        #expect(
            onlyFailure(failures, at: UInt(creation))?.message == """
                Unexpected call total(): no expectation was set for total().
                → Expect it before the code under test calls it, e.g. expect.total().to(`return`(…)).
                (Reported by verify() at BlockAndVerifyCatalog.swift:\(line): this failure happened where no test \
                could receive it, e.g. on another thread or after the test that owned the mock ended.)
                """)
    }
}

/// Misuse catalog, part 4: counts verified after the fact.
@Suite("Misuse catalog: count verification")
struct CountVerificationCatalog {
    @Test("M46 a call verified with the wrong count lists each call with its verdicts")
    func wrongCallCount() {
        let directory = MockDirectory(Mock(policy: .relaxed))
        _ = try? directory.fetch(id: 1)
        _ = try? directory.fetch(id: 2)
        let line = #line + 1
        let failures = captureFailures { directory.received.fetch(id: 1).called(.twice) }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                fetch(id: equal to 1) was called once; expected exactly twice.
                  Calls of fetch(id:), in order:
                    1. fetch(id: 1)
                       ✅ id: equal to 1, got 1
                    2. fetch(id: 2)
                       ❌ id: expected equal to 1, got 2
                  A call from a task, thread or queue that the code under test starts without waiting for it can \
                come after this check.
                → Check how often the code under test reaches fetch(id:), or expect another count. To wait for one \
                from another task, in an async test, put await before this line and end it with \
                .called(.twice, within: .seconds(1)).
                """)
    }

    @Test("M47 a member never reached")
    func neverReached() {
        let directory = MockDirectory(Mock(policy: .relaxed))
        let line = #line + 1
        let failures = captureFailures { directory.received.reset().called(.atLeastOnce) }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                reset() was never called; expected at least once.
                  A call from a task, thread or queue that the code under test starts without waiting for it can \
                come after this check.
                → Check how often the code under test reaches reset(), or expect another count. To wait for one from \
                another task, in an async test, put await before this line and end it with \
                .called(.atLeastOnce, within: .seconds(1)).
                """)
    }

    @Test("M48 assignments verified with the wrong count")
    func wrongAssignmentCount() {
        let directory = MockDirectory(Mock(policy: .relaxed))
        directory.title = "A"
        let line = #line + 1
        let failures = captureFailures { directory.received.title.sets(to: "B").called(.once) }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                title was never assigned a value equal to "B"; expected exactly once.
                  Assignments to title, in order:
                    1. title = "A"
                       ❌ newValue: expected equal to "B", got "A"
                  An assignment from a task, thread or queue that the code under test starts without waiting for it \
                can come after this check.
                → Check how often the code under test reaches the setter of title, or expect another count. To wait \
                for one from another task, in an async test, put await before this line and end it with \
                .called(.once, within: .seconds(1)).
                """)
    }
}
