import Foundation
import Scout
import Testing

/// Swift Testing runs these 50 cases in parallel. Each fails on purpose, in its own
/// task and from a detached thread, with its number in every message: a failure
/// that reached another test would show a foreign number there, or fail it. The
/// failures are collected (`collectFailures`), so a green run prints none of them;
/// `MocksTraitTests` checks the same isolation through the framework's own issues.
@Suite("Isolation between parallel tests")
struct IsolationTests {
    @Test("each test receives its own failures and no one else's", arguments: 0..<50)
    func ownFailuresOnly(index: Int) async {
        let mock = Mock()
        mock.expect.acknowledge(test: index).to(`return`(index))
        let failures = await collectFailures {
            let _: Int? = try? await mock.call.ping(test: index + 1_000)
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                Thread {
                    let _: Int? = try? mock.call.ping(test: index + 2_000)
                    done.resume()
                }.start()
            }
            mock.verify()
        }
        let messages = failures.map(\.message)
        #expect(messages.count == 3)
        #expect(messages.filter { $0.contains("ping(test: \(index + 1_000))") }.count == 1)
        #expect(messages.filter { $0.contains("ping(test: \(index + 2_000))") }.count == 1)
        #expect(messages.filter { $0.hasPrefix("verify() found 1 unmet expectation") }.count == 1)
        #expect(messages.filter { $0.contains("acknowledge(test: equal to \(index))") }.count == 1)
        let mentioned = messages.flatMap(Self.testNumbers)
        #expect(mentioned.allSatisfy { $0 % 1_000 == index })
    }

    /// Every `ping(test: N)` and `acknowledge(test: equal to N)` number in a message.
    static func testNumbers(in message: String) -> [Int] {
        ["ping(test: ", "acknowledge(test: equal to "].flatMap { prefix in
            message.components(separatedBy: prefix).dropFirst().compactMap { Int($0.prefix { $0.isNumber }) }
        }
    }
}
