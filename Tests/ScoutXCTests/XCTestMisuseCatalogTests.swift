import Scout
import XCTest

protocol Ledger {
    var balance: Int { get }
    func post(amount: Int, memo: String) throws
    func total() -> Int
    func close()
    func entry(id: Int) async throws -> Int
}

final class MockLedger: Ledger, Mockable, Sendable {
    static let creationLine = #line + 1
    let mock = Mock()
    var balance: Int { mock.get.balance }
    func post(amount: Int, memo: String) throws { try mock.call.post(amount: amount, memo: memo) }
    func total() -> Int { try! mock.call.total() }
    func close() { try! mock.call.close() }
    func entry(id: Int) async throws -> Int { try await mock.call.entry(id: id) }
}

/// The ten most important misuses, checked where XCTest records them: the whole
/// message, this file, and the line in the test.
final class XCTestMisuseCatalogTests: CapturingTestCase {
    func testNoExpectation() {
        let ledger = MockLedger()
        let failures = failures { _ = ledger.total() }
        XCTAssertEqual(failures.map(\.line), [MockLedger.creationLine])
        XCTAssertEqual(failures.first?.file, #filePath)
        XCTAssertEqual(
            failures.first?.message,
            """
            Unexpected call total(): no expectation was set for total().
            → Expect it before the code under test calls it, e.g. expect.total().to(`return`(…)).
            """)
    }

    func testExhausted() {
        let ledger = MockLedger()
        let line = #line + 1
        ledger.expect.close().toBeCalled()
        ledger.close()
        let failures = failures { ledger.close() }
        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertEqual(
            failures.first?.message,
            """
            Unexpected call close(): the expectations of close() that accept it are used up.
              Expectations of close(), in the order set:
                1. accept the call (1 of 1 used), set at XCTestMisuseCatalogTests.swift:\(line)
            → close() was called more often than expected: allow more with times: on the expectation, or use an \
            unbounded form (alwaysReturn, toAlways, toAlwaysBeSet).
            """)
    }

    func testArgumentMismatch() {
        let ledger = MockLedger()
        let line = #line + 1
        ledger.expect.post(amount: 10, memo: "rent").toBeCalled()
        let failures = failures { try? ledger.post(amount: 12, memo: "rent") }
        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertEqual(
            failures.first?.message,
            """
            Unexpected call post(amount: 12, memo: "rent"): no expectation of post(amount:memo:) accepts its arguments.
              Expectations of post(amount:memo:), in the order set:
                1. accept the call (0 of 1 used), set at XCTestMisuseCatalogTests.swift:\(line)
                   ❌ amount: expected equal to 10, got 12
                   ✅ memo: equal to "rent", got "rent"
            → Expect these arguments, e.g. expect.post(amount: 12, memo: "rent").toBeCalled(), or fix the arguments \
            the code under test passes.
            """)
    }

    func testWrongLabels() {
        let ledger = MockLedger()
        let line = #line + 1
        ledger.expect.post(value: 10, memo: "rent").toBeCalled()
        let failures = failures { try? ledger.post(amount: 10, memo: "rent") }
        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertEqual(
            failures.first?.message,
            """
            Unexpected call post(amount: 10, memo: "rent"): no expectation was set for post(amount:memo:).
              An expectation waits for post(value:memo:), set at XCTestMisuseCatalogTests.swift:\(line): same name, \
            other labels.
            → Make the labels agree in the test and the mock: this call is post(amount:memo:).
            """)
    }

    func testTypoAtVerify() {
        let ledger = MockLedger()
        let line = #line + 1
        ledger.expect.totl().to(`return`(3))
        _ = failures { _ = ledger.total() }
        let verifyLine = #line + 1
        let failures = failures { ledger.verify() }
        XCTAssertEqual(failures.map(\.line), [verifyLine])
        XCTAssertEqual(
            failures.first?.message,
            """
            verify() found 1 unmet expectation on MockLedger (created at XCTestMisuseCatalogTests.swift:\(MockLedger.creationLine)):
              • totl(): return 3 (0 of 1 used), set at XCTestMisuseCatalogTests.swift:\(line)
                Did you mean total()? It was called once with no expectation answering it.
              note: Scout's first failure in this test is at XCTestMisuseCatalogTests.swift:\(line): this failure may follow from \
            that one (the code under test may not have got this far).
            → Start at XCTestMisuseCatalogTests.swift:\(line): fix what it reports; if this failure stays, it is a \
            mistake of its own.
            """)
    }

    func testNotEquatablePlainValue() {
        final class Token {}
        let mock = Mock()
        let line = #line + 1
        let failures = failures { mock.expect.use(token: Token()).toBeCalled() }
        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertEqual(
            failures.first?.message,
            """
            Cannot compare argument token of use(token:): a Token is not Equatable.
              The expectation set here accepts any value for it instead.
            → Pass a matcher instead: any(), identicalTo(…) for this very object, \
            satisfying("…") { (value: Token) in … }; or make Token Equatable.
            """)
    }

    func testWrongReturnType() {
        let ledger = MockLedger()
        let line = #line + 1
        ledger.expect.balance.to(`return`("100"))
        let failures = failures { _ = ledger.balance }
        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertEqual(
            failures.first?.message,
            """
            Wrong return type for the property balance: balance returns Int, but the expectation gives "100" (String).
            → Return an Int.
            """)
    }

    func testAsyncBlockFromSyncCall() {
        let ledger = MockLedger()
        let line = #line + 1
        ledger.expect.total().to { _ async in 1 }
        let failures = failures { _ = ledger.total() }
        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertEqual(
            failures.first?.message,
            """
            The expectation for total() runs an async block, but the mock called total() synchronously \
            (without await).
              An async block can answer only `try await mock.call.total(…)`.
            → Use a synchronous block, or make the mock call it with await from an async requirement.
            """)
    }

    func testArgumentReadAsWrongType() {
        let ledger = MockLedger()
        let line = #line + 1
        ledger.expect.post(amount: any(), memo: any()).to { args in let _: Int = try args.memo }
        let failures = failures { try? ledger.post(amount: 1, memo: "x") }
        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertEqual(
            failures.first?.message,
            """
            In the block for post(amount:memo:): the argument memo of post(amount:memo:) is a String, not an Int.
            → Read it as String.
            """)
    }

    func testLeftoversOfSeveralMembers() {
        let ledger = MockLedger()
        let closeLine = #line + 1
        ledger.expect.close().toBeCalled()
        let totalLine = #line + 1
        ledger.expect.total().to(`return`(1, times: 2))
        _ = ledger.total()
        let line = #line + 1
        let failures = failures { ledger.verify() }
        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertEqual(
            failures.first?.message,
            """
            verify() found 2 unmet expectations on MockLedger (created at XCTestMisuseCatalogTests.swift:\(MockLedger.creationLine)):
              • close(): accept the call (0 of 1 used), set at XCTestMisuseCatalogTests.swift:\(closeLine)
              • total(): return 1 (1 of 2 used), set at XCTestMisuseCatalogTests.swift:\(totalLine)
            → Make the code under test use them, or remove the expectations the test does not need.
            """)
    }
}
