/// How messages name a mock: the name given to `Mock(name:)`, else the mock class
/// that embeds it (numbered from the second of that class its test uses), always
/// with where its `Mock()` was created.
struct MockIdentity: Sendable, CustomStringConvertible {
    let createdAt: CodeLocation
    /// "payments", "MockPayments", "MockPayments #2"; `nil` when nothing names it.
    let name: String?

    /// "MockPayments #2 (created at Mocks.swift:7)", "the mock created at Mocks.swift:7".
    var description: String {
        name.map { "\($0) (created at \(createdAt))" } ?? "the mock created at \(createdAt)"
    }

    /// In a list of mocks: "MockPayments (created at Mocks.swift:7)", "created at Mocks.swift:7".
    var listed: String {
        name.map { "\($0) (created at \(createdAt))" } ?? "created at \(createdAt)"
    }

    /// In a note: "MockPayments, created at Mocks.swift:7", "mock created at Mocks.swift:7".
    var noted: String {
        name.map { "\($0), created at \(createdAt)" } ?? "mock created at \(createdAt)"
    }
}

/// The mock class that embeds a mock, as a test first used it through `Mockable`,
/// and its number among the mocks of that class its test used.
struct MockOwnerClass: Sendable {
    let type: Any.Type
    let number: Int
    let test: TestToken
}
