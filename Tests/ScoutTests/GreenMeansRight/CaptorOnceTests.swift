import Scout
import Testing

@testable import ScoutCore

/// One mistake, one failure: a captor read empty reports once, and not at all when
/// an earlier Scout failure of its test explains why it is empty.
@Suite("A captor read empty reports once, or not at all after the failure that explains it")
struct CaptorOnceTests {
    @Test("read empty twice: one failure, at the captor's line")
    func once() throws {
        let failures = withTestToken(TestToken(3_001)) {
            captureFailures {
                let line: UInt = #line + 1
                let saved = ArgumentCaptor<User>()
                #expect(saved.value == nil)
                #expect(saved.value?.name == nil)
                #expect(line > 0)
            }
        }
        #expect(failures.count == 1)
        #expect(failures.first?.message.hasPrefix("ArgumentCaptor<User>.value was read before it captured anything.") == true)
    }

    @Test("after a Scout failure failed the test (the call it captures went wrong): no failure")
    func explained() {
        let failures = withTestToken(TestToken(3_002)) {
            captureFailures {
                let directory = MockDirectory()
                let saved = ArgumentCaptor<String>()
                directory.expect.send(to: saved).toBeCalled()
                directory.send(cc: "Ada")  // the wrong call: the one failure
                #expect(saved.value == nil)
            }
        }
        #expect(failures.count == 1)
        #expect(failures.first?.message.hasPrefix("Unexpected call send(cc: \"Ada\")") == true)
    }
}
