import Dispatch
import Scout
import XCTest

/// `called(_:within:)` in XCTest async tests: woken by a call from a queue, and a
/// timeout recorded at the wait's line.
final class XCTestWaitingTests: CapturingTestCase {
    func testAWaitReturnsWhenABackgroundQueueCalls() async {
        let greeter = MockGreeter()
        greeter.expect.wave().toBeCalled(times: .atLeast(1))
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) { greeter.wave() }
        let failures = await failures {
            let waited = await greeter.received.wave().called(.once, within: .seconds(3_600))
            XCTAssertTrue(waited)
        }
        XCTAssertEqual(failures.count, 0)
        greeter.verify()
    }

    func testACallFromAQueueAfterTheCheckThatMissedItIsNotedAtTheCheck() async {
        let greeter = MockGreeter()
        greeter.expect.wave().toBeCalled()
        let line = #line + 2
        let failures = await failures {
            greeter.received.wave().called(.once)
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                DispatchQueue.global().async {
                    greeter.wave()
                    done.resume()
                }
            }
            greeter.verify()
        }
        XCTAssertEqual(failures.map(\.line), [line, line])
        XCTAssertTrue(failures.first?.message.hasPrefix("wave() was never called; expected exactly once.") == true)
        XCTAssertTrue(failures.last?.message.contains("wave() came after the check at XCTestWaitingTests.swift:") == true)
    }

    func testATimeoutIsRecordedAtTheWaitsLine() async {
        let greeter = MockGreeter()
        let line = #line + 2
        let failures = await failures {
            _ = await greeter.received.wave().called(.once, within: .milliseconds(50))
        }
        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertEqual(failures.first?.file, #filePath)
        XCTAssertEqual(
            failures.first?.message,
            "wave() was never called within 50 milliseconds; expected exactly once.\n"
                + "→ Check how often the code under test reaches wave(), or expect another count.")
    }
}
