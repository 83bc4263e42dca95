import Scout
import Testing

/// Misuse catalog, part 4: the checks and blocks users of other libraries reach for
/// (whether a call threw, typed blocks, completion handlers, replacing, regular
/// expressions), and a failure that follows from a value Scout made. The text
/// of "nothing to replace" is pinned in `ReplacingTests.nothingToReplace`.
@Suite("Misuse catalog: outcomes, typed blocks, completion handlers")
struct PeerBehaviourCatalog {
    @Test("M49 returned(…) on a mock that does not record")
    func returnedWithoutRecording() {
        let directory = MockDirectory()
        _ = captureFailures { _ = directory.total() }
        let line = #line + 1
        let failures = captureFailures { directory.received.total().returned(0).called(.once) }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                returned(…) cannot tell what total() returned: this mock keeps only what its interactions threw.
                  What calls return is kept by a recording mock; no interaction counts as returning here.
                → Create the mock with Mock(policy: .recording) (or add .recording to its policy), or check threw() \
                instead.
                """)
    }

    @Test("M50 threw(…) counted wrongly: each call with what it threw")
    func threwCountedWrongly() {
        let directory = MockDirectory()
        directory.expect.rename(id: any(), to: any()).to(`throw`(NetworkError.offline))
        _ = try? directory.rename(id: 1, to: "A")
        let line = #line + 2
        let failures = captureFailures {
            directory.received.rename(id: 1, to: any()).threw(NetworkError.self).called(.never)
        }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                rename(id: equal to 1, to: any value) threw a NetworkError once; expected never.
                  Calls of rename(id:to:), in order:
                    1. rename(id: 1, to: "A") → threw .offline (NetworkError)
                       ✅ id: equal to 1, got 1
                       ✅ to: any value, got "A"
                → Check what the expectations answer rename(id:to:) with, or expect another count.
                """)
    }

    @Test("M51 a typed block with another number of parameters than the call has arguments")
    func typedBlockCount() {
        let directory = MockDirectory()
        let line = #line + 1
        directory.expect.search(any(), limit: any()).to { (query: String) in [User(id: 1, name: query)] }
        let failures = captureFailures { _ = directory.search("a", limit: 1) }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message.hasPrefix(
                """
                In the block for search(_:limit:): The block takes 1 parameter (String), but search(_:limit:) has 2 \
                arguments.
                → Give the block one parameter per argument, in order: _, limit.
                """) == true)
    }

    @Test("M52 calling(_:with:) given a value the closure does not take")
    func callingWrongValue() {
        let directory = MockDirectory()
        let line = #line + 1
        directory.expect.send(to: any()).to(calling("to", with: 1))
        let failures = captureFailures { directory.send(to: "Ada") }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message.hasPrefix(
                """
                In the block for send(to:): The argument to of send(to:) is a String, not a closure that takes an Int.
                → Pass calling(_:with:) a value of the closure's one parameter type, spelled in full \
                (Result<Data, any Error>.success(data)); for a closure of several parameters or an unlabeled one, \
                answer with a block that takes it: .to { (…, completion: @escaping …) in completion(…) }.
                """) == true)
    }

    @Test("M53 a value Scout made after a failure, passed on to a call that fails in turn")
    func madeValuePassedOn() {
        let directory = MockDirectory(), mailer = MockDirectory()
        let titleLine = #line + 1
        directory.expect.title.to(`return`("Ada"))
        let sendLine = #line + 1
        mailer.expect.send(to: "Ada").toBeCalled()
        let failures = captureFailures {
            _ = directory.title
            mailer.send(to: directory.title)  // a second read: Scout makes ""
        }
        #expect(failures.count == 2)
        #expect(
            failures.last?.message == """
                Unexpected call send(to: ""): no expectation of send(to:) accepts its arguments.
                  Expectations of send(to:), in the order set:
                    1. accept the call (0 of 1 used), set at PeerBehaviourCatalog.swift:\(sendLine)
                       ❌ to: expected equal to "Ada", got ""
                  note: Its argument to equals the value Scout made for title after the failure at \
                PeerBehaviourCatalog.swift:\(titleLine), in the same task: this failure may follow from that one.
                → Start at PeerBehaviourCatalog.swift:\(titleLine): fix what it reports; if this failure stays, it is a mistake of its own.
                """)
    }

    @Test("M54 a regular expression that does not compile")
    func invalidPattern() {
        let directory = MockDirectory()
        let line = #line + 1
        let failures = captureFailures { directory.received.send(to: matches(pattern: "tok_[")).called(.never) }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                The regular expression of matches(pattern: "tok_["), for argument to of send(to:), could not be made: \
                expected custom character class members.
                  It accepts no value (and not(…) of it accepts every one): a check with it would pass or fail \
                whatever the calls.
                → Fix the regular expression.
                """)
    }
}
