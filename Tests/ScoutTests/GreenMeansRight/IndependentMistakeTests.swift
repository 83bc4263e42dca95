import Scout
import Testing

@testable import ScoutCore

/// A second mistake whose argument only equals a value Scout made (the code's own
/// empty string) is not said to surely follow from the first: the note says it may,
/// and that it is a mistake of its own if it stays once the first is fixed.
@Suite("An independent mistake is never said to go away with the first")
struct IndependentMistakeTests {
    @Test("the code's own value, equal to a made one: the note says 'may follow' and 'if it stays'")
    func equalValueMayFollow() throws {
        let directory = MockDirectory()
        directory.expect.send(to: "Ada").toBeCalled()
        let failures = mistakes(readingTitleFirst: true, directory)
        try #require(failures.count == 2)
        #expect(failures[0].followsFrom == nil)
        #expect(failures[1].followsFrom?.description == failures[0].location.description)
        #expect(failures[1].message.contains("this failure may follow from that one."))
        #expect(failures[1].message.contains("if this failure stays, it is a mistake of its own."))
        #expect(!failures[1].message.contains("goes with it"))
    }

    @Test("once the first mistake is fixed, the second is an error of its own")
    func secondAloneIsAnError() throws {
        let directory = MockDirectory()
        directory.expect.send(to: "Ada").toBeCalled()
        let failures = mistakes(readingTitleFirst: false, directory)
        let failure = try #require(failures.first)
        #expect(failures.count == 1)
        #expect(failure.followsFrom == nil)
        #expect(failure.message.hasPrefix("Unexpected call send(to: \"\")"))
    }

    /// The code under test: it may read a title nothing expects (a made ""), then
    /// sends its own empty recipient, unrelated to that title.
    private func mistakes(readingTitleFirst: Bool, _ directory: MockDirectory) -> [Failure] {
        captureFailures {
            if readingTitleFirst { _ = directory.title }
            let own = String()
            directory.send(to: own)
        }
    }
}
