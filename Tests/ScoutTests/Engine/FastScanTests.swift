import Scout
import ScoutLowLevel
import Testing

/// A mock with a member of several arguments, to judge candidates by their fast
/// matchers argument by argument.
private final class MockCells: Sendable {
    let mock = Mock()

    func cell(_ row: Int, _ column: Int) -> String { mock.run.cell(row, column) }
    func box(_ a: Int, _ b: Int, _ c: Int, _ d: Int, _ e: Int) -> String { mock.run.box(a, b, c, d, e) }
}

/// How the fast matchers' verdicts on each argument combine into a candidate's
/// (`ArgumentJudge.scan`): one rejection rejects it, whatever the others say, and
/// the matchers' own `match` then never runs; an undecided argument sends the call
/// to the slow path only when no argument rejects. On the portable path, where no fast
/// form decides, every candidate goes to `match`, in order.
@Suite("The fast scan of the candidates")
struct FastScanTests {
    @Test("a rejected first argument rejects the candidate: the second's own match never runs")
    func firstRejects() {
        let grid = MockCells()
        let runs = Counter()
        grid.mock.expect.cell(
            1,
            satisfying { (_: Int) in
                runs.increment(); return true
            }
        ).to(alwaysReturn("one"))
        grid.mock.expect.cell(2, 7).to(alwaysReturn("two"))
        let failures = captureFailures { #expect(grid.cell(2, 7) == "two") }
        #expect(failures.isEmpty)
        #expect(runs.current == 0)
    }

    @Test("an undecided first argument and a rejected second reject the candidate without running the match")
    func undecidedThenRejected() {
        let grid = MockCells()
        let runs = Counter()
        grid.mock.expect.cell(
            satisfying { (_: Int) in
                runs.increment(); return true
            }, 5
        ).to(alwaysReturn("five"))
        grid.mock.expect.cell(3, 7).to(alwaysReturn("seven"))
        let failures = captureFailures { #expect(grid.cell(3, 7) == "seven") }
        #expect(failures.isEmpty)
        // On the portable path no fast form decides (see `LayoutChecks`): the first
        // candidate's matchers run, in order, and the second argument's rejects.
        #expect(runs.current == (LayoutChecks.fastPath ? 0 : 1))
    }

    @Test("an undecided argument and an accepted one go to the match, which decides")
    func undecidedThenAccepted() {
        let grid = MockCells()
        let runs = Counter()
        grid.mock.expect.cell(
            satisfying { (row: Int) in
                runs.increment(); return row > 2
            }, 7
        ).to(alwaysReturn("high"))
        grid.mock.expect.cell(1, 7).to(alwaysReturn("low"))
        var answers: [String] = []
        let failures = captureFailures { answers = [grid.cell(3, 7), grid.cell(1, 7)] }
        #expect(failures.isEmpty)
        #expect(answers == ["high", "low"])
        #expect(runs.current == 2)
    }

    @Test("the first candidate every argument accepts answers, past candidates that reject")
    func firstAcceptedAnswers() {
        let grid = MockCells()
        grid.mock.expect.cell(1, 1).to(alwaysReturn("a"))
        grid.mock.expect.cell(2, 1).to(alwaysReturn("b"))
        grid.mock.expect.cell(2, 2).to(alwaysReturn("c"))
        grid.mock.expect.cell(2, 2).to(alwaysReturn("d"))
        var answers: [String] = []
        let failures = captureFailures { answers = [grid.cell(2, 2), grid.cell(2, 1), grid.cell(1, 1)] }
        #expect(failures.isEmpty)
        #expect(answers == ["c", "b", "a"])
    }

    @Test("arguments past the second are judged too, the fifth by its own match")
    func laterArguments() {
        let grid = MockCells()
        grid.mock.expect.box(1, 2, 3, 4, 5).to(alwaysReturn("five"))
        grid.mock.expect.box(1, 2, 3, 9, 5).to(alwaysReturn("nine"))
        grid.mock.expect.box(1, 2, 3, 4, 6).to(alwaysReturn("six"))
        var answers: [String] = []
        let failures = captureFailures {
            answers = [grid.box(1, 2, 3, 9, 5), grid.box(1, 2, 3, 4, 6), grid.box(1, 2, 3, 4, 5)]
        }
        #expect(failures.isEmpty)
        #expect(answers == ["nine", "six", "five"])
    }

    @Test("no candidate at all, or none accepting: the call is unexpected")
    func noneAccepts() {
        let grid = MockCells()
        var failures = captureFailures { _ = grid.cell(1, 1) }
        #expect(failures.count == 1)
        grid.mock.expect.cell(1, 2).to(alwaysReturn("a"))
        failures = captureFailures { _ = grid.cell(1, 1) }
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("cell(1, 1)") == true)
    }
}
