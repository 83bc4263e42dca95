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

    /// Programs that each play a whole test, some with one mistake (a wrong argument,
    /// an unmet expectation, a misspelled check, a gate left held, a known issue
    /// around a mistake): the model predicts each test's verdict, and a test that
    /// passes where it must fail is a mismatch. `SCOUT_VERDICT_PROGRAMS` sets the
    /// programs per seed (24).
    @Test("a played test fails exactly when the model says it has a mistake", .timeLimit(.minutes(10)))
    func verdicts() async {
        let perSeed = ProcessInfo.processInfo.environment["SCOUT_VERDICT_PROGRAMS"].flatMap(Int.init) ?? 24
        var total = VerdictPrograms.Tally()
        for (index, seed) in Self.seeds.enumerated() {
            let tally = await VerdictPrograms.run(seed: seed, programs: perSeed, firstToken: 5_000_000 + index * 10_000)
            total.programs += tally.programs
            total.withMistake += tally.withMistake
            total.verdictsChecked += tally.verdictsChecked
            total.mismatches += tally.mismatches
        }
        for mismatch in total.mismatches { Issue.record(Comment(rawValue: mismatch)) }
        #expect(total.verdictsChecked == Self.seeds.count * perSeed)
        #expect(total.withMistake > 0 && total.withMistake < total.programs, "programs with and without a mistake")
    }
}
