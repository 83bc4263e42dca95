/// The failure of a mock kept per test (`Mock(perTest: true)`) used where no test
/// scope keeps its state apart.
extension Messages {
    static func perTestMockOutsideScope(mock: MockIdentity) -> String {
        MessageLayout(
            headline: "\(mock.name == nil ? "The mock created at \(mock.createdAt)" : mock.description) with perTest: true is used in a test without the .mocks "
                + "trait, so it has no state of this test's own.",
            details: [
                "Outside a .mocks scope it keeps one state for every test: tests running in parallel set, answer "
                    + "and verify each other's expectations."
            ],
            fix: "Add the trait to this test or to its suite: @Test(.mocks) or @Suite(.mocks)."
        ).text
    }
}
