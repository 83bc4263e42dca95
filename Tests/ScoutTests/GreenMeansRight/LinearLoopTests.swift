import Scout
import Testing

@testable import ScoutCore

/// Loops users write stay linear. These guard against hangs only (no timing is
/// asserted): at their sizes a quadratic loop runs for tens of minutes, past the
/// time limit, and a linear one for seconds. The benchmark measures the ratios
/// (`swift run -c release ScoutBenchmarks --only s`).
@Suite("Loops users write stay linear")
struct LinearLoopTests {
    @Test("an expectInOrder of 50,000 steps, then its 50,000 calls in order", .timeLimit(.minutes(5)))
    func longSequence() {
        let directory = MockDirectory()
        let count = 50_000
        expectInOrder {
            for id in 0..<count { directory.expect.total(of: id).to(`return`(id)) }
        }
        var answered = 0
        for id in 0..<count where (directory.mock.run.total(of: id) as Int) == id { answered += 1 }
        #expect(answered == count)
        directory.verify()
    }

    @Test("300,000 expectations answered in reverse order", .timeLimit(.minutes(5)))
    func reverseOrder() {
        let directory = MockDirectory()
        // The portable path (-DSCOUT_PORTABLE) reads no argument in place: it judges
        // the expectations outside the lock, sixteen at a time, and stays N² here.
        let count = directory.mock.base.fastPath ? 300_000 : 3_000
        for id in 0..<count { directory.mock.expect.total(of: id).to(`return`(id)) }
        var answered = 0
        for id in (0..<count).reversed() where (directory.mock.run.total(of: id) as Int) == id { answered += 1 }
        #expect(answered == count)
        directory.verify()
    }
}
