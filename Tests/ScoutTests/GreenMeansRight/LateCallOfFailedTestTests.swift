import Scout
import Testing

@testable import ScoutCore

/// Late calls of a test that already failed add no error after its end: the test is
/// red for its first failure.
@Suite("Late calls of a failed test add nothing after its end")
struct LateCallOfFailedTestTests {
    @Test("a call after the end of a test that failed: no second failure")
    func failedTest() throws {
        let failures = withTestToken(TestToken(3_101)) {
            captureFailures {
                let kept = withMocksVerified { () -> MockDirectory in
                    let directory = MockDirectory()
                    _ = directory.total()  // the mistake: the test fails here
                    return directory
                }
                _ = kept.total()  // its late work, after the end
            }
        }
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("the test that created the mock had ended") == false)
    }

    @Test("a call after the end of a test that passed is still a failure")
    func passedTest() {
        let failures = withTestToken(TestToken(3_102)) {
            captureFailures {
                let kept = withMocksVerified { MockDirectory() }
                _ = kept.total()
            }
        }
        #expect(failures.count == 1)
    }
}
