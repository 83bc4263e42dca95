import Scout
import Testing

@Suite("Which mock: failures name it by its class, its number, or the name given")
struct MockNameTests {
    @Test("a mock used through its class is named by the class")
    func byClass() {
        let directory = MockDirectory()
        directory.expect.total().to(`return`(1))
        let line = #line + 1
        let failures = captureFailures { directory.verify() }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message.hasPrefix(
                "verify() found 1 unmet expectation on MockDirectory (created at Fixtures.swift:35):") == true)
    }

    @Test("the second mock of a class a test uses is numbered #2; the first keeps the bare class name")
    func numbered() {
        let cart = MockDirectory()
        let payments = MockDirectory()
        payments.expect.total().to(`return`(1))
        cart.expect.reset().toBeCalled()
        let failures = captureFailures { verify(cart, payments) }
        #expect(failures.count == 2)
        #expect(failures.first?.message.contains("on MockDirectory #2 (created at Fixtures.swift:35)") == true)
        #expect(failures.last?.message.contains("on MockDirectory (created at Fixtures.swift:35)") == true)
    }

    @Test("Mock(name:) names it, also where its class is known")
    func byName() throws {
        let payments = MockDirectory(Mock(name: "payments"))
        payments.expect.total().to(`return`(1))
        let failures = captureFailures { payments.verify() }
        #expect(failures.first?.message.contains("on payments (created at MockNameTests.swift:") == true)
        let line = #line + 1
        let ledger = Mock(name: "ledger")
        ledger.expect.close().toBeCalled()
        let unmet = captureFailures { ledger.verify() }
        #expect(unmet.first?.message.contains("on ledger (created at MockNameTests.swift:\(line))") == true)
    }

    @Test("a mock never used through a class keeps the place it was created as its name")
    func unnamed() {
        let mock = Mock()
        let line = #line - 1
        mock.expect.close().toBeCalled()
        let failures = captureFailures { mock.verify() }
        #expect(
            failures.first?.message.hasPrefix(
                "verify() found 1 unmet expectation on the mock created at MockNameTests.swift:\(line):") == true)
    }

    @Test("verifyInOrder lists the mocks by name")
    func inOrderList() {
        let first = MockDirectory(Mock(name: "first"))
        let second = MockDirectory(Mock(name: "second"))
        first.expect.reset().toBeCalled()
        second.expect.reset().toBeCalled()
        second.reset()
        first.reset()
        let failures = captureFailures {
            verifyInOrder {
                first.received.reset()
                second.received.reset()
            }
        }
        #expect(failures.first?.message.contains("Mocks: 1 first (created at MockNameTests.swift:") == true)
        #expect(failures.first?.message.contains(", 2 second (created at MockNameTests.swift:") == true)
    }
}
