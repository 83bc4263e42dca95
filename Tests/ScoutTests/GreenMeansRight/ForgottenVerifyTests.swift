import Foundation
import Scout
import Testing

/// A forgotten `verify()` still fails the test: a mock freed with an expectation
/// unmet, which nothing checked, reports it at the expectation's line.
@Suite("A forgotten verify() never passes")
struct ForgottenVerifyTests {
    @Test("a strict mock freed with an unmet expectation and no verify() fails its test at the expectation")
    func forgottenVerify() throws {
        let line: UInt = #line + 3
        let failures = captureFailures {
            let directory = MockDirectory()
            directory.expect.send(to: "Ann").to(`return`(()))
        }
        let failure = try #require(onlyFailure(failures, at: line))
        #expect(
            failure.message == """
                MockDirectory (created at Fixtures.swift:35) was freed with 1 unmet expectation, and no verify() or \
                .mocks checked it:
                  • send(to: equal to "Ann"): return () (0 of 1 used), set at ForgottenVerifyTests.swift:\(line)
                → Make the code under test use it, or remove the expectations the test does not need; end the test \
                with verify() to check at a line of your own.
                """)
    }

    @Test("with the real framework, the forgotten verify() is an issue of the test")
    func realFramework() {
        withKnownIssue {
            let directory = MockDirectory()
            directory.expect.send(to: "Ann").to(`return`(()))
        } matching: { issue in
            String(describing: issue).contains("was freed with 1 unmet expectation")
        }
    }

    @Test("a mock that outlives its test, said so, reports nothing when freed")
    func outlivesItsTest() {
        let failures = captureFailures {
            let directory = MockDirectory()
            directory.mock.outlivesItsTest()
            directory.expect.send(to: "Ann").to(`return`(()))
        }
        #expect(failures.isEmpty)
    }

    @Test("what verify() reported is not reported again when the mock is freed")
    func verifiedOnce() {
        let failures = captureFailures {
            let directory = MockDirectory()
            directory.expect.send(to: "Ann").to(`return`(()))
            directory.verify()
        }
        #expect(failures.count == 1)
    }

    @Test("an expectation set after a verify() that passed, from outside the test, is still checked when the mock is freed")
    func expectationAfterVerifyStillChecked() {
        let failures = captureFailures {
            let directory = MockDirectory()
            directory.expect.send(to: "Ann").to(`return`(()))
            directory.send(to: "Ann")
            directory.verify()
            // From a thread of no test: no "set after verify()" failure, which would
            // leave nothing more to report.
            let done = DispatchSemaphore(value: 0)
            // Unowned: the mock is freed here, in the test, not by the thread.
            Thread { [unowned directory] in
                directory.expect.send(to: "Bob").to(`return`(()))
                done.signal()
            }.start()
            done.wait()
        }
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("was freed with 1 unmet expectation") == true)
        #expect(failures.first?.message.contains("send(to: equal to \"Bob\")") == true)
    }

    @Test("a known issue explains nothing: the freed mock reports the expectation the wrong call missed")
    func knownIssueThenFreed() {
        let log = IssueLog()
        withKnownIssue {
            let directory = MockDirectory()
            directory.expect.send(to: "Ann").to(`return`(()))
            directory.send(to: "Bob")
        } matching: {
            log.keep($0)
        }
        #expect(log.messages.count == 2)
        #expect(log.messages.first?.hasPrefix("Unexpected call send(to: \"Bob\")") == true)
        #expect(log.messages.last?.contains("was freed with 1 unmet expectation") == true)
    }

    @Test("met expectations and unbounded ones report nothing when the mock is freed")
    func metReportsNothing() {
        let failures = captureFailures {
            let directory = MockDirectory()
            directory.expect.send(to: "Ann").to(`return`(()))
            directory.expect.total().to(alwaysReturn(1))
            directory.send(to: "Ann")
        }
        #expect(failures.isEmpty)
    }
}

extension ForgottenVerifyTests {
    @Test("a mock freed with 10,000 unmet expectations lists the first 20 and says how many more")
    func manyUnmet() throws {
        let failures = captureFailures {
            let directory = MockDirectory()
            for id in 0..<10_000 { directory.expect.fetch(id: id).to(`return`(User(id: id, name: ""))) }
        }
        let message = try #require(failures.first?.message)
        #expect(failures.count == 1)
        #expect(message.contains("was freed with 10000 unmet expectations"))
        #expect(message.contains("• fetch(id: equal to 19)"))
        #expect(!message.contains("• fetch(id: equal to 20)"))
        #expect(message.contains("… and 9980 more"))
    }
}

extension ForgottenVerifyTests {
    @Test("a mock never freed (kept to the end, as XCTest keeps a test case's properties) is reported at exit, which fails")
    func neverFreedReportedAtExit() throws {
        let kept = try Probes.run("unmet-kept-to-exit")
        #expect(kept.status == 1)
        #expect(kept.standardOutput.contains("probe finished"))
        #expect(
            kept.standardError.contains(
                "error: At exit, MockMailer (created at main.swift:14) was still alive with 1 unmet expectation"))
        #expect(kept.standardError.contains("note: The mock was never freed"))
        let outliving = try Probes.run("outliving-kept-to-exit")
        #expect(outliving.status == 0)
        #expect(!outliving.standardError.contains("At exit"))
    }
}

