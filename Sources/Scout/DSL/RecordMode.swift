extension Mock {
    /// Record mode: the expectations that answer what this mock saw as it answered
    /// it, one line per interaction, in order, ready to paste into a test.
    ///
    /// Create the mock with `.recording` (with `.relaxed`, it answers everything
    /// with made values and records them), run the code under test, and print:
    ///
    /// ```swift
    /// let service = MockUserService(mock: Mock(policy: [.relaxed, .recording]))
    /// try await subject.load(id: 1)
    /// print(service.mock.recordedExpectations(named: "service"))
    /// // service.expect.fetch(id: 1).to(`return`(User(id: 0, name: "")))
    /// // service.expect.refresh().toBeCalled()
    /// ```
    ///
    /// Arguments are written as values (`any()` where source cannot write one, a
    /// closure say); answers as source (a placeholder such as `<#Session#>` for a
    /// value source cannot write, a class instance say). Without `.recording`,
    /// answers are placeholders. Pasted back, the lines make the same interactions
    /// pass on a strict mock.
    ///
    /// - Parameter name: The mock's name in the lines: `service` writes `service.expect.…`.
    /// - Returns: The expectations, one line per interaction, separated by newlines.
    public func recordedExpectations(named name: String) -> String {
        core.recordedInteractions().map { interaction, answer in
            Messages.recordedExpectation(
                interaction.selector, interaction.arguments.pairs, answer: answer, named: name)
        }.joined(separator: "\n")
    }
}

/// The interactions of several mocks, in the order they happened across them, one
/// line each with what the mock answered (when it records, `.recording`):
///
/// ```swift
/// transcript(["cart": cart.mock, "payments": payments.mock])
/// // cart: checkout()
/// // payments: charge(amount: 10) → Receipt(id: 1)
/// ```
///
/// - Parameter mocks: Each mock, after the name its lines begin with.
/// - Returns: The transcript, one line per interaction, separated by newlines.
public func transcript(_ mocks: KeyValuePairs<String, Mock>) -> String {
    transcriptText(mocks.map { ($0.key, $0.value.core) })
}

/// The transcript of mock classes: `transcript(["cart": cart, "payments": payments])`.
///
/// - Parameter mocks: Each mock class, after the name its lines begin with.
/// - Returns: The transcript, one line per interaction, separated by newlines.
public func transcript(_ mocks: KeyValuePairs<String, any MockBacked>) -> String {
    transcriptText(mocks.map { ($0.key, $0.value.mock.core) })
}

private func transcriptText(_ mocks: [(name: String, core: MockCore)]) -> String {
    mocks.flatMap { name, core in
        core.recordedInteractions().map { interaction, answer in
            (interaction.sequence, Messages.transcriptLine(interaction.description, answer: answer, named: name))
        }
    }
    .sorted { $0.0 < $1.0 }
    .map(\.1)
    .joined(separator: "\n")
}

/// Fails the test, at this line, when the transcript of `mocks` is not `expected`,
/// with the lines that differ; returns whether it matched.
///
/// ```swift
/// verifyTranscript(["cart": cart, "payments": payments], equals: """
///     cart: checkout()
///     payments: charge(amount: 10) → Receipt(id: 1)
///     """)
/// ```
///
/// - Parameters:
///   - mocks: Each mock class, after the name its lines begin with.
///   - expected: The transcript it must be, as `transcript(_:)` writes it.
///   - fileID: The file of the call site, where a failure is reported.
///   - filePath: The full path of that file.
///   - line: The line of the call site.
///   - column: The column of the call site.
/// - Returns: Whether the transcript was `expected`.
@discardableResult
public func verifyTranscript(
    _ mocks: KeyValuePairs<String, any MockBacked>, equals expected: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> Bool {
    let actual = transcript(mocks)
    guard actual != expected else { return true }
    FailureSink.report(
        Messages.transcriptDiffers(expected: expected, actual: actual),
        at: CodeLocation(fileID, filePath, line, column), owner: TestContext.currentToken, kind: .transcript)
    return false
}
