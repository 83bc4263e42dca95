import Scout
import Testing

/// A failure with no expectation to point at (a mock class's mock never
/// configured) is located at the running test's declaration, not in the file of
/// the mock class.
/// A mock class declared in the test's own file, above the tests.
private final class LocalMock: Mockable, Sendable {
    let mock = Mock()
    func total() -> Int { try! mock.call.total() }
}

@Suite("A failure with nothing to point at sits at the running test")
struct TestDeclarationLocationTests {
    static let neverConfiguredLine = #line + 1
    @Test("a mock class's mock that was never configured: the failure sits at the test's declaration")
    func neverConfigured() {
        let directory = MockDirectory()
        let failures = captureFailures { _ = directory.total() }
        let failure = onlyFailure(failures, at: UInt(Self.neverConfiguredLine))
        #expect(failure?.message.hasPrefix("Unexpected call total(): no expectation was set for total().") == true)
        #expect(
            failure?.message.contains(
                "Reported at the running test: nothing was set on the mock (created at Fixtures.swift:35) to point at.")
                == true)
    }

    static let readThroughSetLine = #line + 1
    @Test("a property read through mock.set on a mock never configured: at the test's declaration too")
    func readThroughSetProxy() {
        let directory = MockDirectory()
        let failures = captureFailures {
            let title: String = directory.mock.set.title
            #expect(title == "")
        }
        #expect(onlyFailure(failures, at: UInt(Self.readThroughSetLine)) != nil)
    }

    static let localClassLine = #line + 1
    @Test("a mock class declared above the test in its file: the failure sits at the test's declaration")
    func mockClassInTheTestFile() {
        let local = LocalMock()
        let failures = captureFailures { _ = local.total() }
        #expect(onlyFailure(failures, at: UInt(Self.localClassLine)) != nil)
    }

    @Test("a mock created in the test's body: the failure sits at its creation, the closer place")
    func createdHere() {
        let line = #line + 1
        let directory = MockDirectory(Mock())
        let failures = captureFailures { _ = directory.total() }
        let failure = onlyFailure(failures, at: UInt(line))
        #expect(failure?.message.contains("Reported at the running test") == false)
    }

    @Test("a mock configured in the test: the failure sits where it was last configured, as before")
    func configuredElsewhere() {
        let directory = MockDirectory()
        let line = #line + 1
        directory.expect.count.to(`return`(1))
        let failures = captureFailures { _ = directory.total() }
        #expect(onlyFailure(failures, at: UInt(line)) != nil)
        _ = directory.count
    }

    static let exhaustiveLine = #line + 1
    @Test("an exhaustive scope's unchecked interactions on a mock class's mock: at the test's declaration")
    func exhaustiveScope() {
        let failures = captureFailures {
            withMocksVerified(policy: .relaxed, exhaustive: true) {
                let directory = MockDirectory()
                _ = directory.total()
            }
        }
        #expect(
            onlyFailure(failures, at: UInt(Self.exhaustiveLine))?.message.hasPrefix(
                "At the end of the test, the mock created at Fixtures.swift:35 has 1 interaction") == true)
    }
}
