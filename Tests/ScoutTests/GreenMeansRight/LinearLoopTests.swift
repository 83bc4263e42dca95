import Scout
import Synchronization
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

    @Test("a strict order failure over 100,000 calls renders only the 40 it shows", .timeLimit(.minutes(5)))
    func orderFailureRendersWhatItShows() throws {
        let mock = Mock(policy: .relaxed)
        let note = Rendered()
        for _ in 0..<100_000 { mock.run.note(note) }
        mock.run.close()
        let failures = captureFailures {
            verifyInOrder(strict: true) {
                mock.received.close()
                mock.received.note(any())
            }
        }
        let failure = try #require(failures.first)
        #expect(failures.count == 1)
        #expect(failure.message.contains("  40. "))
        #expect(failure.message.contains("  … 99961 more"))
        // At 4e698f7 every one of the 100,001 interactions was rendered.
        #expect(note.renderings.withLock { $0 } <= 100)
    }
}

/// An argument that counts how often a message renders it.
private final class Rendered: CustomStringConvertible, Sendable {
    let renderings = Mutex(0)
    var description: String {
        renderings.withLock { $0 += 1 }
        return "note"
    }
}
