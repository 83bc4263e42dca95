import RegexBuilder
import Scout
import ScoutLowLevel
import Testing

@testable import ScoutCore

/// The edges of the regular-expression matchers: where one that cannot be made is
/// reported, and a regular expression whose own code calls back into Scout.
@Suite("Regular expressions at the edges")
struct RegexEdgeTests {
    @Test("returned(…) with a regular expression that cannot be made fails where it is written")
    func inReturned() {
        let mock = Mock(policy: .recording)
        mock.expect.code().to(alwaysReturn("tok_1"))
        let _: String = mock.run.code()
        let line = #line + 1
        let failures = captureFailures { mock.received.code().returned(matches(pattern: "tok_[")).called(.never) }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message.hasPrefix(
                #"The regular expression of matches(pattern: "tok_["), in returned(…) of code(), could not be made: "#)
                == true)
    }

    @Test("a captor's condition that cannot be made fails where the expectation is set")
    func inACaptor() {
        let directory = MockDirectory()
        let captor = ArgumentCaptor<String>(matching: matches(pattern: "("))
        let line = #line + 1
        let failures = captureFailures { directory.expect.send(to: captor).toBeCalled(times: .atLeast(0)) }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message.hasPrefix(
                #"The regular expression of matches(pattern: "("), for argument to of send(to:), could not be made"#)
                == true)
    }

    @Test("a regular expression whose own code calls its mock again judges without waiting on itself")
    func reentrant() {
        let directory = MockDirectory()
        let calledBack = Locked(false)
        let component = CallingBack(directory: directory, calledBack: calledBack)
        directory.expect.send(to: matches(Regex { component })).toBeCalled(times: .atLeast(1))
        directory.send(to: "outer")  // its judgment calls send(to: "inner") once, judged the same way
        #expect(calledBack.withLock { $0 })
        #expect(directory.received.send(to: any()).count == 2)
        // The matcher holds its own mock: letting go of its expectations ends the cycle.
        directory.mock.reset()
    }
}

/// A regex component that, the first time it runs, calls `send(to: "inner")` on the
/// mock whose expectation holds it: the inner call is judged by the same matcher
/// while the outer judgment runs.
private struct CallingBack: CustomConsumingRegexComponent {
    typealias RegexOutput = Substring
    let directory: MockDirectory
    let calledBack: Locked<Bool>

    func consuming(
        _ input: String, startingAt index: String.Index, in bounds: Range<String.Index>
    ) throws -> (upperBound: String.Index, output: Substring)? {
        let first = calledBack.withLock { called in
            defer { called = true }
            return !called
        }
        if first { directory.send(to: "inner") }
        return (bounds.upperBound, input[index..<bounds.upperBound])
    }
}
