/// The interactions of one member that some matchers accept: count them, read
/// them, or verify how many there were.
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
    /// What the answer must have been, when `threw(…)` or `returned(…)` says.
    var outcome: OutcomeFilter? = nil

    /// How many interactions the matchers accept.
    public var count: Int {
        query(reportingAt: nil).count(in: core)
    }

    /// Each interaction the matchers accept, with its arguments, oldest first.
    public var interactions: [Interaction] {
        query(reportingAt: nil).interactions(in: core)
    }

    /// Fails the test, at this line, unless the number of accepted interactions is
    /// within `times` (once by default). The failure lists every interaction of
    /// the member with each argument's verdict.
    ///
    /// - Parameters:
    ///   - times: How many accepted interactions there must be.
    ///   - fileID: The file of the call site, where a failure is reported.
    ///   - filePath: The full path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    /// - Returns: Whether the count was within `times`; `false` after a failure, as for a member the mock
    ///   does not have.
    @discardableResult
    public func called(
        _ times: Times = .once,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Bool {
        let location = CodeLocation(fileID, filePath, line, column)
        guard UnknownMemberCheck.run(selector, via: "received", in: core, at: location) else { return false }
        return CountCheck.run(query(reportingAt: location), in: core, times: times, at: location)
    }

    /// Waits until the number of accepted interactions is within `times`, for at
    /// most `timeout`, and fails the test at this line if it is not by then: for
    /// code under test that calls the mock from a task, a thread or a queue it
    /// started without awaiting.
    ///
    /// ```swift
    /// viewModel.refresh()                      // starts a Task that calls the service
    /// await service.received.fetch(id: 1).called(.once, within: .seconds(2))
    /// ```
    ///
    /// Interactions that happened before the wait count. A count with a lower bound
    /// (`.once`, `.atLeast(2)`, `.exactly(3)`) returns as soon as it holds; `.never`
    /// and `.atMost(n)` wait the whole time, since a later call could still break
    /// them. The wait suspends until the member's next interaction, never polls,
    /// and ends when the waiting task is cancelled.
    ///
    /// - Parameters:
    ///   - times: How many accepted interactions there must be.
    ///   - timeout: How long to wait, at most, for the count to be within `times`.
    ///   - fileID: The file of the call site, where a failure is reported.
    ///   - filePath: The full path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    /// - Returns: Whether the count was within `times` when the wait ended; `false` after a failure.
    @discardableResult
    public func called(
        _ times: Times = .once, within timeout: Duration,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async -> Bool {
        let location = CodeLocation(fileID, filePath, line, column)
        guard UnknownMemberCheck.run(selector, via: "received", in: core, at: location) else { return false }
        return await WaitCheck.run(query(reportingAt: location), in: core, times: times, within: timeout, at: location)
    }

    /// The query for the written arguments; a value that cannot be compared is
    /// reported only where a location is known (by `called`).
    func query(reportingAt location: CodeLocation?) -> Query {
        guard let location else {
            return Query(
                selector: selector,
                matchers: written.pairs.map { matcher(forPlainValue: $0.value) ?? AnyValueMatcher() }, outcome: outcome)
        }
        return Query(
            selector: selector, matchers: core.matchers(for: written.pairs, of: selector, at: location),
            outcome: outcome)
    }
}
