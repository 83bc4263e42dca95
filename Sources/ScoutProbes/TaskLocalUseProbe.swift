import Foundation
import Scout
import ScoutLowLevel

// `ScoutProbes task-local-use` and `task-local-use-async`: which of Scout's rarely
// set task-local values a process has set (`TaskLocalUse`), before and after the
// code that sets each. A process of its own: the notes are global and never
// cleared, and the test process sets both.

private protocol Ledger {
    func open()
    func close()
}

private final class MockLedger: Ledger, Mockable {
    let mock = Mock()
    func open() { mock.run.open() }
    func close() { mock.run.close() }
}

private func noted() -> String {
    "portable path \(TaskLocalUse.portablePath.everSet), sequence \(TaskLocalUse.expectationSequence.everSet), "
        + "test scope \(TaskLocalUse.testScope.everSet)"
}

func taskLocalUseProbe() {
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
    // A mock made in a scope joins it once its task-local is read: the unmet
    // expectation fails when the scope ends.
    withMocksVerified {
        print("inside withMocksVerified: test scope \(TaskLocalUse.testScope.everSet)")
        let scoped = MockLedger()
        scoped.expect.open().toBeCalled()
    }
}

/// The async `withPortablePath`, alone in its process: it notes the portable path
/// too, and a mock made inside it takes that path.
func taskLocalUseAsyncProbe() {
    print("before: \(noted())")
    let done = DispatchSemaphore(value: 0)
    Task {
        let fastPath = await LayoutChecks.withPortablePath {
            await Task.yield()
            return LayoutChecks.fastPathForNewMock
        }
        print("inside async withPortablePath: fast path \(fastPath)")
        done.signal()
    }
    done.wait()
    print("after async withPortablePath: \(noted())")
}
