import Scout
import Testing

/// A mistake inside an exit test's body is recorded through Swift Testing in the
/// child process, so the parent's test receives it with Scout's message.
@Suite("A mistake in an exit test reaches its test")
struct ExitTestMistakeTests {
    @Test("a wrong call in an exit test expected to succeed fails the parent with Scout's message")
    func mistakeReachesParent() async {
        await withKnownIssue {
            await #expect(processExitsWith: .success) {
                let directory = MockDirectory()
                directory.expect.send(to: "Ann").to(`return`(()))
                directory.send(to: "Bob")
            }
        } matching: { issue in
            String(describing: issue).contains("Unexpected call send(to: \"Bob\")")
        }
    }

    @Test("a wrong call that does not stop the process is no exit failure: the child exits 0")
    func mistakeDoesNotEndChild() async {
        await withKnownIssue {
            await #expect(processExitsWith: .exitCode(0)) {
                MockDirectory().send(to: "Bob")
            }
        } matching: { issue in
            String(describing: issue).contains("Unexpected call send(to: \"Bob\")")
        }
    }
}
