import Scout
import ScoutLowLevel

// `ScoutProbes task-local-use`: which of Scout's rarely set task-local values a
// process has set (`TaskLocalUse`), before and after the code that sets each. A
// process of its own: the notes are global and never cleared, and the test
// process sets both.

private protocol Ledger {
    func open()
    func close()
}

private final class MockLedger: Ledger, Mockable {
    let mock = Mock()
    func open() { mock.run.open() }
    func close() { mock.run.close() }
}

func taskLocalUseProbe() {
    func noted() -> String {
        "portable path \(TaskLocalUse.portablePath.everSet), sequence \(TaskLocalUse.expectationSequence.everSet)"
    }
    print("before: \(noted())")
    let portable = LayoutChecks.withPortablePath { MockLedger() }
    print("after withPortablePath: \(noted())")
    // The sequence still orders once it is read: `close` before `open` is out of
    // order, which its failure (on standard error, outside a test) says.
    expectInOrder {
        portable.expect.open().toBeCalled()
        portable.expect.close().toBeCalled()
    }
    print("after expectInOrder: sequence \(TaskLocalUse.expectationSequence.everSet)")
    portable.close()
    portable.open()
}
