import Foundation
import Testing

import Scout
import ScoutLowLevel
@testable import ScoutCore

/// The mock of the verdict programs: two members, one of them async for gates.
final class VerdictMock: Mockable, Sendable {
    let mock = Mock()
    func fetch(id: Int) -> Int { mock.call(throwing: Never.self).fetch(id: id) }
    func load(id: Int) async -> Int { await mock.call(throwing: Never.self).load(id: id) }
}

/// Seeded programs that each play one whole test, some with one mistake of the kinds
/// users make, and the verdict the model predicts for that test: a program with a
/// mistake must fail, one without must pass. A test that passes where the model says
/// it must fail is a false pass, the one thing a test library must never give.
///
/// Each program is its own test (its own token), with Swift Testing's issues
/// recorded here: an error fails it, unless it was recorded inside a known issue.
struct VerdictPrograms {
    enum Mistake: CaseIterable, CustomStringConvertible {
        case wrongArgument, unmetExpectation, misspelledCheck, gateLeftHeld, knownIssueAroundMistake

        var description: String {
            switch self {
            case .wrongArgument: "a wrong argument"
            case .unmetExpectation: "an unmet expectation"
            case .misspelledCheck: "a misspelled never-check"
            case .gateLeftHeld: "a gate left held"
            case .knownIssueAroundMistake: "a known issue around a mistake"
            }
        }
    }

    /// What the programs of one seed found.
    struct Tally {
        var programs = 0
        var withMistake = 0
        var verdictsChecked = 0
        var mismatches: [String] = []
    }

    /// Issues a played test records, and whether the test fails for them.
    final class PlayedTest: Sendable {
        private let state = Locked<(errors: Int, known: Bool)>((0, false))

        var recorder: TestFrameworkRouter.IssueRecorder {
            TestFrameworkRouter.IssueRecorder { [self] _, severity in
                state.withLock { state in
                    let fails = severity == .error && !state.known
                    if fails { state.errors += 1 }
                    return fails
                }
            }
        }

        /// Runs `body` as `withKnownIssue` would: its issues fail nothing.
        func knownIssue(_ body: () -> Void) {
            state.withLock { $0.known = true }
            body()
            state.withLock { $0.known = false }
        }

        var failed: Bool { state.withLock { $0.errors > 0 } }
    }

    static func run(seed: UInt64, programs: Int, firstToken: Int) async -> Tally {
        var random = SeededGenerator(seed: seed)
        var tally = Tally()
        for number in 0..<programs {
            let mistake: Mistake? =
                Int.random(in: 0..<10, using: &random) < 6 ? Mistake.allCases.randomElement(using: &random) : nil
            let ids = Array(0..<Int.random(in: 1...4, using: &random)).shuffled(using: &random)
            let verifies = Bool.random(using: &random)
            let test = PlayedTest()
            let token = TestToken(firstToken + number)
            await TestFrameworkRouter.$issueRecorderForTesting.withValue(test.recorder) {
                await TestTokenOverride.$current.withValue(token) {
                    await play(ids, mistake: mistake, verifies: verifies, in: test)
                }
            }
            tally.programs += 1
            if mistake != nil { tally.withMistake += 1 }
            tally.verdictsChecked += 1
            let shouldFail = mistake != nil
            if test.failed != shouldFail {
                tally.mismatches.append(
                    "seed \(seed), program \(number): ids \(ids), \(mistake?.description ?? "no mistake"), "
                        + "\(verifies ? "verify()" : "no verify()"): the test \(test.failed ? "failed" : "passed"), "
                        + "the model says it \(shouldFail ? "fails" : "passes")")
            }
        }
        return tally
    }

    /// One test: expectations for `ids`, code under test that calls each once (with
    /// the mistake, if any), checks, and `verify()` or none (the mock is freed).
    private static func play(_ ids: [Int], mistake: Mistake?, verifies: Bool, in test: PlayedTest) async {
        let mock = VerdictMock()
        for id in ids { mock.expect.fetch(id: id).to(`return`(id * 10)) }
        mock.expect.fetch(id: 99).to(alwaysReturn(0))
        var calls = ids
        switch mistake {
        case .unmetExpectation, .knownIssueAroundMistake: calls.removeLast()
        case .wrongArgument: calls[calls.count - 1] += 50
        default: break
        }
        for id in calls { _ = mock.fetch(id: id) }
        switch mistake {
        case .misspelledCheck:
            // The code calls fetch; the check, misspelled, says it never does.
            mock.received.fecth(id: ids[0]).called(.never)
        case .gateLeftHeld:
            _ = mock.expect.load(id: 1).toSuspend(holdLimit: .milliseconds(5))
            let task = Task { await mock.load(id: 1) }
            _ = await task.value
        case .knownIssueAroundMistake:
            // The last call, made wrong, inside a known issue: the expectation it
            // missed is still unmet.
            test.knownIssue { _ = mock.fetch(id: ids[ids.count - 1] + 50) }
        default:
            // A check of a real member nothing touched passes.
            mock.received.load(id: 3).called(.never)
        }
        if verifies { mock.verify() }
    }
}
