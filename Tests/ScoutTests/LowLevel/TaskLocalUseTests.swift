import Scout
import ScoutLowLevel
import Testing

@testable import ScoutCore

/// Scout skips reading a task-local value that no code of the process has set
/// (`TaskLocalUse`); these check that setting one is always noted first.
@Suite("Task-local values ever set")
struct TaskLocalUseTests {
    @Test(
        "a fresh process has set none; forcing the portable path, expectInOrder and a test scope each note their own (child process)"
    )
    func notedWhenFirstSet() throws {
        let run = try Probes.run("task-local-use")
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("before: portable path false, sequence false"), "\(run.standardOutput)")
        #expect(
            run.standardOutput.contains("after withPortablePath: portable path true, sequence false"),
            "\(run.standardOutput)")
        #expect(run.standardOutput.contains("after expectInOrder: sequence true"), "\(run.standardOutput)")
        // The sequence is read once noted: the calls out of order fail.
        #expect(run.standardError.contains("Out of order: close() is step 2"), "\(run.standardError)")
        #expect(run.standardOutput.contains("test scope false"), "\(run.standardOutput)")
        #expect(run.standardOutput.contains("inside withMocksVerified: test scope true"), "\(run.standardOutput)")
        // The scope is read once noted: the mock made inside joins it, and its
        // unmet expectation fails when the scope ends.
        #expect(run.standardError.contains("MockLedger"), "\(run.standardError)")
        #expect(run.standardError.contains("open()"), "\(run.standardError)")
    }

    @Test("the async withPortablePath notes the portable path too, and a mock made inside it takes it (child process)")
    func notedByAsyncPortablePath() throws {
        let run = try Probes.run("task-local-use-async")
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("before: portable path false, sequence false"), "\(run.standardOutput)")
        #expect(run.standardOutput.contains("inside async withPortablePath: fast path false"), "\(run.standardOutput)")
        #expect(
            run.standardOutput.contains("after async withPortablePath: portable path true, sequence false"),
            "\(run.standardOutput)")
    }

    @Test("inside withPortablePath the portable path is forced in its task, in a Task {} and in an async let")
    func portablePathSeenInsideItsScope() async {
        let seen = await LayoutChecks.withPortablePath {
            let unstructured = await Task { LayoutChecks.portableForced }.value
            async let child = LayoutChecks.portableForced
            return [LayoutChecks.portableForced, unstructured, await child]
        }
        #expect(seen == [true, true, true])
        #expect(!LayoutChecks.portableForced, "the force ends with its scope")
    }

    @Test("inside expectInOrder the sequence being set is found; outside it, none")
    func sequenceSeenInsideItsBlock() {
        var inside: ExpectationSequence?
        expectInOrder { inside = ExpectationSequence.running }
        #expect(inside != nil)
        #expect(ExpectationSequence.running == nil)
        #expect(TaskLocalUse.expectationSequence.everSet)
    }
}
