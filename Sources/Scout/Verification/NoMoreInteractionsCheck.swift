/// Checking that nothing went unnoticed: every interaction of some mocks was
/// answered by an expectation or matched by a check that ran before.
enum NoMoreInteractionsCheck {
    static func run(_ cores: [MockCore], at location: CodeLocation, atEndOfTest: Bool = false) -> Bool {
        let unchecked = cores.enumerated().flatMap { index, core in
            core.uncheckedInteractions().map { (mock: index + 1, interaction: $0) }
        }
        .sorted { $0.interaction.sequence < $1.interaction.sequence }
        guard let first = cores.first, !unchecked.isEmpty else { return true }
        first.report(
            Messages.uncheckedInteractions(
                unchecked.map { (mock: $0.mock, interaction: $0.interaction.description) },
                mocks: cores.map(\.identity), atEndOfTest: atEndOfTest),
            at: location, kind: .noMoreInteractions)
        return false
    }
}
