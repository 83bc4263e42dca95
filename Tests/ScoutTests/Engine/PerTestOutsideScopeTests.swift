import Scout
import Testing

/// A static requirement's mock, shared by every test of this file.
private final class MockStamp: Mockable, Sendable {
    static let shared = Mock(perTest: true)
    let mock = MockStamp.shared
    func stamp() -> Int { mock.run.stamp() }
}

@Suite("A perTest mock in a test without .mocks")
struct PerTestOutsideScopeTests {
    @Test("is one failure at the test's declaration that names the trait, however often it is used")
    func failsOnceNamingTheTrait() {
        let declaration = #line - 2
        let stamp = MockStamp()
        let failures = captureFailures {
            stamp.mock.expect.stamp().to(`return`(1))
            #expect(stamp.stamp() == 1)
            stamp.mock.received.stamp().called(.once)
        }
        let failure = onlyFailure(failures, at: UInt(declaration))
        #expect(
            failure?.message == """
                The mock created at PerTestOutsideScopeTests.swift:6 with perTest: true is used in a test without \
                the .mocks trait, so it has no state of this test's own.
                  Outside a .mocks scope it keeps one state for every test: tests running in parallel set, answer and \
                verify each other's expectations.
                → Add the trait to this test or to its suite: @Test(.mocks) or @Suite(.mocks).
                """)
        stamp.mock.reset()
    }

    @Test("with .mocks it keeps this test's state, and says nothing", .mocks)
    func quietWithTheTrait() {
        let stamp = MockStamp()
        let failures = captureFailures {
            stamp.mock.expect.stamp().to(`return`(2))
            #expect(stamp.stamp() == 2)
        }
        #expect(failures.isEmpty, "\(failures)")
    }
}
