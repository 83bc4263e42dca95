import Foundation
import Testing

import Scout
import ScoutLowLevel
@testable import ScoutCore

/// Random programs of operations (expect, call from tasks and threads, counts,
/// verify, no-more-interactions, order, waits, resets, record mode, test scopes)
/// on several mocks, each step checked against a plain reference model
/// (`StressModel`). The seeds run as parallel test cases; a failure names its
/// seed and step. `SCOUT_STRESS_SEEDS=N` runs N seeds instead of 64, and
/// `SCOUT_STRESS_STEPS` sets the steps per program (500).
@Suite("Model-based stress")
struct ModelBasedStressTests {
    static let seeds: [UInt64] = {
        let count = ProcessInfo.processInfo.environment["SCOUT_STRESS_SEEDS"].flatMap(Int.init) ?? 64
        return (0..<UInt64(count)).map { $0 &* 7_919 &+ 1 }
    }()

    static let steps = ProcessInfo.processInfo.environment["SCOUT_STRESS_STEPS"].flatMap(Int.init) ?? 500

    @Test("a seeded program agrees with the model at every step", .timeLimit(.minutes(10)), arguments: seeds)
    func program(seed: UInt64) async {
        var runner = StressRunner(seed: seed)
        await runner.run(steps: Self.steps)
        #expect(runner.operations == Self.steps)
    }

    /// The first 16 seeds again, every mock on the portable path (see
    /// `LayoutChecks.withPortablePath`): both paths agree with the model in every
    /// build.
    @Test(
        "a seeded program agrees with the model on the portable path", .timeLimit(.minutes(10)),
        arguments: seeds.prefix(16))
    func portableProgram(seed: UInt64) async {
        var runner = LayoutChecks.withPortablePath { StressRunner(seed: seed) }
        #expect(runner.mocks.allSatisfy { !$0.mock.core.fastPath })
        // The mocks a test scope step makes are made during the run.
        await LayoutChecks.withPortablePath { await runner.run(steps: Self.steps) }
        #expect(runner.operations == Self.steps)
    }
}
