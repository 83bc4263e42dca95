/// Names one test while it runs: a Swift Testing test (case) or an XCTest test
/// case. A mock remembers the token of the test that configured it, so that a
/// failure is charged to that test and never to another.
package struct TestToken: Hashable, Sendable, CustomStringConvertible {
    package let value: Int

    package init(_ value: Int) {
        self.value = value
    }

    /// No test: outside tests, or where none is known.
    package static let none = TestToken(0)

    package var description: String { "test \(value)" }

    /// Equal values. Written out, as `!=` is: unoptimized, the synthesized
    /// operators are generic calls through `Equatable`'s witnesses.
    package static func == (one: TestToken, other: TestToken) -> Bool { one.value == other.value }

    package static func != (one: TestToken, other: TestToken) -> Bool { one.value != other.value }
}
