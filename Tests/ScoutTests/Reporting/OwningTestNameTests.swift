import Foundation
import Scout
import Testing

@testable import ScoutCore

/// A failure that reaches no test (reported to the test run as a whole, or printed
/// at exit) names the test whose mock it concerns.
@Suite("A failure no test could receive names the test whose mock it concerns")
struct OwningTestNameTests {
    @Test("the running test's name is known by its token")
    func nameByToken() {
        #expect(
            FailureDelivery.testName(of: TestContext.currentToken) == "the running test's name is known by its token")
        #expect(FailureDelivery.testName(of: .none) == nil)
    }

    @Test("the note keeps the failure's identity, so that a claim still removes it from the exit report")
    func notedKeepsIdentity() {
        let failure = Failure(
            "Unexpected call total().",
            at: CodeLocation(runtimeFileID: "A/B.swift", filePath: "/A/B.swift", line: 3, column: 1))
        let named = failure.noted(Messages.owningTest("checkout charges once"))
        #expect(named.identity == failure.identity)
        #expect(
            named.message == """
                Unexpected call total().
                  note: the mock belongs to the test «checkout charges once», which could not receive this failure here \
                (another thread or task, or after the test ended).
                """)
    }

    @Test("a call from a thread, reported by this test's verify(), does not repeat the test's name")
    func verifyClaims() async {
        let directory = MockDirectory()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            Thread {
                _ = try? directory.fetch(id: 9)
                done.resume()
            }.start()
        }
        let failures = captureFailures { directory.verify() }
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("note: the mock belongs to the test") == false)
    }
}
