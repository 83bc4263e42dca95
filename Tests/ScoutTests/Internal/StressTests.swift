import Dispatch
import Foundation
import Scout
import Testing

/// Many callers, many mocks, many members, with expectations set and verify()
/// called while calls are in flight: every count must be exact at the end.
///
/// Each caller runs two phases of 5,000 calls, all callers in each phase at once:
/// first setting (and using) new expectations between calls, then calling
/// verify() between calls. Setting expectations after verify() is a mistake Scout
/// reports, so the phases do not overlap.
@Suite("Stress")
struct StressTests {
    static let mockCount = 4
    static let memberCount = 16
    static let callers = 8
    static let callsPerCaller = 10_000

    /// Four mocks with sixteen members each, always answered; member 15 answers
    /// with a block that calls the same mock (member 0) and the next mock (member 1).
    final class Workload: Sendable {
        let mocks = (0..<StressTests.mockCount).map { _ in Mock() }
        let nested = Counter()

        init() {
            for (index, mock) in mocks.enumerated() {
                for member in 0..<StressTests.memberCount - 1 {
                    mock.expect[dynamicMember: "m\(member)"](value: any()).to(alwaysReturn(member))
                }
                let next = mocks[(index + 1) % mocks.count]
                mock.expect.m15(value: any()).toAlways { [nested] args in
                    nested.increment()
                    let value: Int = try args.value
                    let own: Int = try mock.call.m0(value: value)
                    let other: Int = try next.call.m1(value: value)
                    return 15 + own + other - 1
                }
            }
        }

        enum Phase: CaseIterable {
            case settingExpectations
            case verifying
        }

        /// One caller's share of a phase: calls spread over every mock and member, and
        /// every 1,000 calls an extra expectation set and used, or verify().
        func run(caller: Int, phase: Phase) throws -> Int {
            var sum = 0
            let half = StressTests.callsPerCaller / 2
            let calls = phase == .settingExpectations ? 0..<half : half..<StressTests.callsPerCaller
            for call in calls {
                let mock = mocks[call % StressTests.mockCount]
                let member = (call / StressTests.mockCount) % StressTests.memberCount
                sum += try mock.call[dynamicMember: "m\(member)"].dynamicallyCall(withKeywordArguments: ["value": call])
                guard call % 1_000 == 0 else { continue }
                switch phase {
                case .settingExpectations:
                    mock.expect[dynamicMember: "extra\(caller)"]().to(`return`(caller))
                    sum += try mock.call[dynamicMember: "extra\(caller)"].dynamicallyCall(withKeywordArguments: [:])
                case .verifying:
                    mock.verify()
                }
            }
            return sum
        }

        /// What `run` returns for one caller, computed without the mocks.
        static func expectedSum(caller: Int) -> Int {
            (0..<StressTests.callsPerCaller).reduce(0) { sum, call in
                let member = (call / StressTests.mockCount) % StressTests.memberCount
                let extra = call % 1_000 == 0 && call < StressTests.callsPerCaller / 2 ? caller : 0
                return sum + member + extra
            }
        }

        func checkCounts() {
            let direct = StressTests.callers * StressTests.callsPerCaller
            let extras = StressTests.callers * (StressTests.callsPerCaller / 2_000)
            let nestedCalls = nested.current
            let member15PerCaller = (0..<StressTests.callsPerCaller).filter {
                ($0 / StressTests.mockCount) % StressTests.memberCount == 15
            }.count
            #expect(nestedCalls == StressTests.callers * member15PerCaller)
            let recorded = mocks.map { $0.interactions.count }.reduce(0, +)
            #expect(recorded == direct + extras + 2 * nestedCalls)
            #expect(mocks.allSatisfy { mock in mock.interactions.allSatisfy(\.wasExpected) })
            let failures = captureFailures { mocks.forEach { $0.verify() } }
            #expect(failures.isEmpty)
        }
    }

    @Test("8 tasks × 10,000 calls over 4 mocks and 16 members, with expectations and verify() in flight")
    func tasks() async throws {
        let workload = Workload()
        // Member 15's blocks call their own mock: reset() breaks that cycle.
        defer { workload.mocks.forEach { $0.reset() } }
        var sums = [Int](repeating: 0, count: Self.callers)
        for phase in Workload.Phase.allCases {
            try await withThrowingTaskGroup(of: (Int, Int).self) { group in
                for caller in 0..<Self.callers {
                    group.addTask { (caller, try workload.run(caller: caller, phase: phase)) }
                }
                for try await (caller, sum) in group { sums[caller] += sum }
            }
        }
        #expect(sums == (0..<Self.callers).map(Workload.expectedSum(caller:)))
        workload.checkCounts()
    }

    @Test("the same workload from 8 threads")
    func threads() {
        let workload = Workload()
        // Member 15's blocks call their own mock: reset() breaks that cycle.
        defer { workload.mocks.forEach { $0.reset() } }
        let sums = Sums()
        for phase in Workload.Phase.allCases {
            let group = DispatchGroup()
            for caller in 0..<Self.callers {
                group.enter()
                Thread {
                    sums.add((try? workload.run(caller: caller, phase: phase)) ?? -1, for: caller)
                    group.leave()
                }.start()
            }
            group.wait()
        }
        #expect(sums.values == (0..<Self.callers).map(Workload.expectedSum(caller:)))
        workload.checkCounts()
    }

    @Test("the same workload from DispatchQueue.concurrentPerform")
    func concurrentPerform() {
        let workload = Workload()
        // Member 15's blocks call their own mock: reset() breaks that cycle.
        defer { workload.mocks.forEach { $0.reset() } }
        let sums = Sums()
        for phase in Workload.Phase.allCases {
            DispatchQueue.concurrentPerform(iterations: Self.callers) { caller in
                sums.add((try? workload.run(caller: caller, phase: phase)) ?? -1, for: caller)
            }
        }
        #expect(sums.values == (0..<Self.callers).map(Workload.expectedSum(caller:)))
        workload.checkCounts()
    }

    /// Per-caller sums, added to from any thread.
    final class Sums: @unchecked Sendable {
        private let lock = NSLock()
        private var sums = [Int](repeating: 0, count: StressTests.callers)

        func add(_ value: Int, for caller: Int) {
            lock.lock()
            sums[caller] += value
            lock.unlock()
        }

        var values: [Int] {
            lock.lock()
            defer { lock.unlock() }
            return sums
        }
    }
}
