/// The interactions of one member that some matchers accept: count them, or
/// verify how many there were.
///
/// ```swift
/// mock.received.fetch(id: 1).called(.once)
/// #expect(mock.received.fetch(id: any()).count == 3)
/// ```
public struct ReceivedInteractions: Sendable {
    let core: MockCore
    let selector: Selector
    /// The arguments as the test wrote them: plain values or matchers.
    let written: UncheckedArguments

    /// How many interactions the matchers accept.
    public var count: Int {
        core.count(of: selector, matching: matchers(reportingAt: nil))
    }

    /// Each interaction the matchers accept, with its arguments, oldest first.
    public var interactions: [Interaction] {
        core.matchingInteractions(of: selector, matching: matchers(reportingAt: nil))
    }

    /// Fails the test, at this line, unless the number of accepted interactions is
    /// within `times` (once by default). The failure lists every interaction of
    /// the member with each argument's verdict.
    @discardableResult
    public func called(
        _ times: Times = .once,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Bool {
        let location = CodeLocation(fileID, filePath, line, column)
        return core.verifyCount(of: selector, matching: matchers(reportingAt: location), times: times, at: location)
    }

    /// The matchers for the written arguments; a value that cannot be compared is
    /// reported only where a location is known (by `called`).
    private func matchers(reportingAt location: CodeLocation?) -> [any ArgMatcher] {
        guard let location else {
            return written.pairs.map { matcher(forPlainValue: $0.value) ?? AnyValueMatcher() }
        }
        return core.matchers(for: written.pairs, of: selector, at: location)
    }
}
