import Foundation
import Testing

import Scout
@testable import ScoutCore

private final class MockFib: Mockable, Sendable {
    let mock = Mock(policy: .recording)
    func fib(n: Int) -> Int { mock.call(throwing: Never.self).fib(n: n) }
}

/// The guarantees issue's wrong results (W1–W4).
@Suite("Edges: record mode and floating-point matching tell the truth")
struct WrongResultEdgeTests {
    @Test("W1 reset() forgets recorded answers: later transcripts pair calls with their own answers")
    func resetForgetsRecordedAnswers() {
        let service = MockEdgeService(Mock(policy: [.relaxed, .recording]))
        service.expect.name(id: 1).to(`return`("before reset"))
        _ = service.name(id: 1)
        service.reset()
        service.expect.name(id: 1).to(`return`("after reset"))
        _ = service.name(id: 1)
        #expect(transcript(["service": service]) == #"service: name(id: 1) → "after reset""#)
        #expect(service.mock.recordedExpectations(named: "service").contains("after reset"))
        #expect(!service.mock.recordedExpectations(named: "service").contains("before reset"))
        #expect(service.mock.core.answers?.withLock { $0.count } == 1)
    }

    @Test("W1 memory: 20,000 recorded calls with a reset every 100 keep at most 100 answers")
    func recordedAnswersDoNotGrow() {
        let service = MockEdgeService(Mock(policy: [.relaxed, .recording]))
        for id in 0..<20_000 {
            _ = service.name(id: id)
            if id % 100 == 99 { service.reset() }
        }
        #expect(service.mock.core.answers?.withLock { $0.count } == 0)
    }

    @Test("W1 an answer whose interaction a partial reset forgot while its block ran is not kept")
    func partialResetDuringBlock() {
        let service = MockEdgeService(Mock(policy: [.relaxed, .recording]))
        service.expect.name(id: any()).toAlways { _ in
            service.mock.reset(.interactions, of: "name(id:)")
            return "gone"
        }
        for id in 0..<1_000 { _ = service.name(id: id) }
        #expect(service.interactions.isEmpty)
        #expect(service.mock.core.answers?.withLock { $0.count } == 0)
        service.reset()
    }

    @Test("W2 a block that calls its own member again: each call is paired with its own answer")
    func reentrantRecording() {
        let fib = MockFib()
        fib.expect.fib(n: any()).toAlways { arguments in
            let n: Int = try arguments.n
            return n < 2 ? n : fib.fib(n: n - 1) + fib.fib(n: n - 2)
        }
        #expect(fib.fib(n: 4) == 3)
        let lines = transcript(["f": fib]).split(separator: "\n")
        #expect(
            lines == [
                "f: fib(n: 4) → 3", "f: fib(n: 3) → 2", "f: fib(n: 2) → 1", "f: fib(n: 1) → 1", "f: fib(n: 0) → 0",
                "f: fib(n: 1) → 1", "f: fib(n: 2) → 1", "f: fib(n: 1) → 1", "f: fib(n: 0) → 0",
            ])
        fib.reset()
    }

    @Test("W3 calls answered at once from two threads: each keeps its own answer")
    func concurrentRecording() async {
        let service = MockEdgeService(Mock(policy: [.relaxed, .recording]))
        let slowStarted = DispatchSemaphore(value: 0)
        let fastDone = DispatchSemaphore(value: 0)
        service.expect.name(id: 1).toAlways { _ in
            slowStarted.signal()
            fastDone.wait()
            return "one"
        }
        service.expect.name(id: 2).toAlways { _ in "two" }
        let slow = Thread { _ = service.name(id: 1) }
        slow.start()
        slowStarted.wait()
        #expect(service.name(id: 2) == "two")
        fastDone.signal()
        #expect(await service.received.name(id: 1).called(.once, within: .seconds(60)))
        // The slow answer is kept when its block returns, after the interaction:
        // wait for it, a minute at most.
        let deadline = ContinuousClock.now + .seconds(60)
        while (service.mock.core.answers?.withLock({ $0.count }) ?? 0) < 2, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(1))
        }
        #expect(transcript(["s": service]) == "s: name(id: 1) → \"one\"\ns: name(id: 2) → \"two\"")
    }

    @Test("W4 values holding NaN (an array, a struct, an enum's payload) match as a test means them")
    func nanInsideValues() {
        struct Point: Equatable { let x: Double; let label: String }
        enum Reading: Equatable { case value(Double), none }
        let readings = MockEdgeService()
        readings.expect.take([Double.nan, 1]).to(alwaysReturn(1))
        readings.expect.take(Point(x: .nan, label: "a")).to(alwaysReturn(2))
        readings.expect.take(Reading.value(.nan)).to(alwaysReturn(3))
        let failures = captureFailures {
            #expect(readings.take([Double.nan, 1]) == 1)
            #expect(readings.take(Point(x: .nan, label: "a")) == 2)
            #expect(readings.take(Reading.value(.nan)) == 3)
        }
        #expect(failures.isEmpty)
        #expect(readings.received.take([Double.nan, 1]).count == 1)
        let different = captureFailures {
            _ = readings.take([Double.nan, 2])
            _ = readings.take(Point(x: .nan, label: "b"))
            _ = readings.take(Reading.none)
        }
        #expect(different.count == 3)
    }

    @Test("W4 NaN matches an expectation of NaN, and 0.0 one of -0.0, as a test means them")
    func floatingPointEquality() {
        let service = MockEdgeService()
        service.expect.measure(Double.nan).to(alwaysReturn(1))
        service.expect.measure(-0.0).to(alwaysReturn(2))
        service.expect.measure(equalTo(Double?.some(.nan))).to(alwaysReturn(3))
        let failures = captureFailures {
            #expect(service.measure(.nan) == 1)
            #expect(service.measure(-Double.nan) == 1)
            #expect(service.measure(0.0) == 2)
            #expect(service.measure(-0.0) == 2)
        }
        #expect(failures.isEmpty)
        #expect(service.received.measure(Double.nan).count == 2)
        let verdicts = [
            equalTo(Double?.some(.nan)).match(Double.nan), equalTo(Float.nan).match(Float.nan),
            equalTo(Double.nan).match(1.0), anyOf(Double.nan, 1.0).match(Double.nan),
        ].map(\.isMatch)
        #expect(verdicts == [true, true, false, true])
    }
}
