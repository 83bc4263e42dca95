import Foundation
import Scout
import Testing

/// Failures reach Swift Testing, at the user's line, exactly once.
@Suite("Delivery to Swift Testing")
struct DeliveryTests {
    @Test("a failure in the test's task is recorded as an issue at the expectation's line")
    func inTestTask() {
        let directory = MockDirectory()
        let log = IssueLog()
        let line = #line + 2
        withKnownIssue {
            directory.expect.fetch(id: 1).to(`return`(ada))
            _ = try? directory.fetch(id: 2)
        } matching: {
            log.keep($0)
        }
        #expect(log.recorded.count == 1)
        #expect(log.recorded.first?.sourceLocation?.fileID == #fileID)
        #expect(log.recorded.first?.sourceLocation?.line == line)
        #expect(
            log.messages.first?.hasPrefix(
                "Unexpected call fetch(id: 2): no expectation of fetch(id:) accepts its arguments.") == true)
        // A known issue explains nothing: the expectation it missed is still unmet
        // (KnownIssueTests checks it with the framework's own issues).
        #expect(collectFailures { directory.verify() }.map(\.kind) == [.unmetExpectation])
    }

    @Test("verify() reports at its own line")
    func verifyLocation() {
        let directory = MockDirectory()
        directory.expect.reset().toBeCalled()
        let line = #line + 1
        let failures = collectFailures { directory.verify() }
        #expect(failures.map(\.location.line) == [line])
        #expect(failures.first?.location.fileID == #fileID)
    }

    @Test("a failure on a thread outside the test is not lost: verify() reports it, once")
    func backgroundThreadSurfacesAtVerify() async {
        let directory = MockDirectory()
        let line = #line + 1
        directory.expect.fetch(id: 1).to(`return`(ada))
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            let thread = Thread {
                _ = try? directory.fetch(id: 2)
                done.resume()
            }
            thread.start()
        }
        let log = IssueLog()
        let verifyLine = #line + 2
        withKnownIssue {
            directory.verify()
        } matching: {
            log.keep($0)
        }
        // The expectation the late call missed is in its failure: verify() does not
        // report it again (one mistake, one failure).
        #expect(log.recorded.count == 1, "\(log.recorded)")
        let late = log.recorded.first { $0.sourceLocation?.line == line }
        let lateMessage = late?.comments.map(\.rawValue).joined() ?? ""
        #expect(lateMessage.hasPrefix("Unexpected call fetch(id: 2)"))
        #expect(
            lateMessage.hasSuffix(
                """
                (Reported by verify() at DeliveryTests.swift:\(verifyLine): this failure happened where no test could \
                receive it, e.g. on another thread or after the test that owned the mock ended.)
                """))
    }

    @Test("a failure in a detached task is not charged to the test directly; verify() reports it, once")
    func detachedTaskSurfacesAtVerify() async {
        let directory = MockDirectory()
        let line = #line + 1
        directory.expect.fetch(id: 1).to(`return`(ada))
        await Task.detached { _ = try? directory.fetch(id: 3) }.value
        let failures = collectFailures { directory.verify() }
        #expect(failures.count == 1)
        #expect(failures.first?.location.line == line)
        #expect(failures.first?.message.hasPrefix("Unexpected call fetch(id: 3)") == true)
    }

    @Test("a second verify() does not report the same late failure again")
    func lateFailureReportedOnce() async {
        let directory = MockDirectory()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            Thread {
                _ = directory.total()
                done.resume()
            }.start()
        }
        let first = collectFailures { directory.verify() }
        #expect(first.map(\.kind) == [.unexpectedCall])
        #expect(collectFailures { directory.verify() }.isEmpty)
    }

    @Test("the support target's router is the type Scout looks up by name")
    func routerTypeName() {
        #expect(_mangledTypeName(TestFrameworkRouter.self) == testFrameworkRouterTypeName)
    }
}
