import Scout
import ScoutLowLevel
import Testing

@testable import ScoutCore

/// Scout skips reading a task-local value that no code of the process has set
/// (`TaskLocalUse`); these check that setting one is always noted first.
@Suite("Task-local values ever set")
struct TaskLocalUseTests {
    @Test(
        "a fresh process has set neither; forcing the portable path and expectInOrder each note their own (child process)"
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
    }

    @Test("inside withPortablePath, in its task and in a child task, the portable path is read as forced")
    func portablePathSeenInsideItsScope() async {
        let seen = await LayoutChecks.withPortablePath {
            let child = await Task { LayoutChecks.fastPathForNewMock }.value
            return (LayoutChecks.fastPathForNewMock, child)
        }
        #expect(TaskLocalUse.portablePath.everSet)
        #expect(seen.0 == false)
        #expect(seen.1 == false)
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
