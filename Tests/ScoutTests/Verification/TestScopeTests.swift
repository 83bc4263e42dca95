import Foundation
import Scout
import Testing

private protocol Catalog: Sendable {
    func item(id: Int) -> String
    func refresh()
}

private final class MockCatalog: Catalog, Mockable {
    let mock = Mock()
    static let creationLine = #line - 1
    func item(id: Int) -> String { try! mock.call.item(id: id) }
    func refresh() { try! mock.call.refresh() }
}

private final class StrictCatalog: Catalog, Mockable {
    let mock = Mock(policy: .strict)
    static let creationLine = #line - 1
    func item(id: Int) -> String { try! mock.call.item(id: id) }
    func refresh() { try! mock.call.refresh() }
}

@Suite("withMocksVerified: the mocks of a test, verified when it ends")
struct WithMocksVerifiedTests {
    @Test("an unmet expectation of a mock created inside: one failure at the expectation, no verify() needed")
    func unmetAtEnd() {
        var line = 0
        let creation = MockCatalog.creationLine
        let failures = captureFailures {
            withMocksVerified {
                let catalog = MockCatalog()
                line = #line + 1
                catalog.expect.item(id: 1).to(`return`("Ada"))
            }
        }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                At the end of the test, MockCatalog (created at TestScopeTests.swift:\(creation)) has 1 unmet expectation:
                  • item(id: equal to 1): return "Ada" (0 of 1 used), set at TestScopeTests.swift:\(line)
                → Make the code under test use it, or remove the expectations the test does not need.
                """)
    }

    @Test("a met expectation, and a mock created outside the scope: nothing reported")
    func metAndOutside() {
        let outside = MockCatalog()
        outside.expect.refresh().toBeCalled()
        let failures = captureFailures {
            withMocksVerified {
                let catalog = MockCatalog()
                catalog.expect.item(id: 1).to(`return`("Ada"))
                _ = catalog.item(id: 1)
            }
        }
        #expect(failures.isEmpty)
        outside.refresh()
    }

    @Test("what an explicit verify() reported is not reported again at the end")
    func noDoubleReport() {
        var line = 0
        let failures = captureFailures {
            withMocksVerified {
                let catalog = MockCatalog()
                catalog.expect.item(id: 1).to(`return`("Ada"))
                line = #line + 1
                catalog.verify()
            }
        }
        #expect(onlyFailure(failures, at: UInt(line))?.message.hasPrefix("verify() found 1 unmet expectation") == true)
    }

    @Test("mocks created in child tasks join the scope")
    func childTasks() async {
        var line = 0
        let failures = await captureFailures {
            await withMocksVerified {
                line = #line + 3
                let catalog = await Task {
                    let catalog = MockCatalog()
                    catalog.expect.refresh().toBeCalled()
                    return catalog
                }.value
                _ = catalog
            }
        }
        #expect(onlyFailure(failures, at: UInt(line)) != nil)
    }

    static let policyLine = #line + 1
    @Test("the scope's policy applies to mocks that name none; a named policy wins")
    func policy() {
        // A mock class's mock never configured: its failure points at the running test.
        let line = Self.policyLine
        let failures = captureFailures {
            withMocksVerified(policy: .relaxed) {
                let spy = MockCatalog()
                #expect(spy.item(id: 3) == "")
                spy.refresh()
                let strict = StrictCatalog()
                strict.refresh()
            }
        }
        #expect(onlyFailure(failures, at: UInt(line))?.message.hasPrefix("Unexpected call refresh()") == true)
    }

    static let exhaustiveLine = #line + 1
    @Test("exhaustive: unused unbounded expectations, and interactions nothing answered or checked")
    func exhaustive() {
        var unusedLine = 0
        let creation = MockCatalog.creationLine
        let failures = captureFailures {
            withMocksVerified(policy: .relaxed, exhaustive: true) {
                let spy = MockCatalog()
                unusedLine = #line + 1
                spy.expect.item(id: 9).to(alwaysReturn("never"))
                spy.refresh()
                _ = spy.item(id: 1)
                spy.received.refresh().called(.once)
            }
        }
        #expect(failures.count == 2)
        expectLocation(failures.first, line: UInt(unusedLine))
        #expect(
            failures.first?.message == """
                At the end of the test, the expectation item(id: equal to 9): always return "never" was never used.
                → Remove it, or make the code under test use it (an exhaustive test scope reports unused unbounded \
                expectations).
                """)
        expectLocation(failures.last, line: UInt(Self.exhaustiveLine))
        #expect(
            failures.last?.message == """
                At the end of the test, MockCatalog (created at TestScopeTests.swift:\(creation)) has 1 interaction that \
                no expectation answered and no check matched:
                  • item(id: 1)
                → Check it with received….called(_:), or expect it; or fix the code under test if it should not happen.
                """)
    }

    @Test("exhaustive, strict: an unexpected call is reported once, when it happens, not again at the end")
    func exhaustiveStrict() {
        let failures = captureFailures {
            withMocksVerified(exhaustive: true) {
                let catalog = MockCatalog()
                catalog.refresh()
            }
        }
        #expect(failures.count == 1)
        #expect(failures.first?.message.hasPrefix("Unexpected call refresh()") == true)
    }

    @Test("an inner scope without a policy takes the outer scope's")
    func innerScopePolicy() {
        let failures = captureFailures {
            withMocksVerified(policy: .relaxed) {
                withMocksVerified {
                    #expect(MockCatalog().item(id: 1) == "")
                }
            }
        }
        #expect(failures.isEmpty)
    }

    @Test("a body that throws has already failed: its mocks are not verified")
    func throwingBody() {
        struct Stop: Error {}
        let failures = captureFailures {
            #expect(throws: Stop.self) {
                try withMocksVerified {
                    MockCatalog().expect.refresh().toBeCalled()
                    throw Stop()
                }
            }
        }
        #expect(failures.isEmpty)
    }
}

/// Wraps a test in `withKnownIssue`, matching only issues that name what the test
/// put in `KnownMockIssue.Marker.current`: a failure charged to another test would
/// not match, and fail. A test that sets the marker must get such an issue.
struct KnownMockIssue: TestTrait, SuiteTrait, TestScoping {
    final class Marker: @unchecked Sendable {
        @TaskLocal static var current: Marker?
        private let lock = NSLock()
        private var _text = ""
        private var _matched = false
        var text: String {
            get { lock.withLock { _text } }
            set { lock.withLock { _text = newValue } }
        }
        var matched: Bool {
            get { lock.withLock { _matched } }
            set { lock.withLock { _matched = newValue } }
        }
    }

    var isRecursive: Bool { true }

    func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let marker = Marker()
        try await Marker.$current.withValue(marker) {
            try await withKnownIssue(isIntermittent: true) {
                try await function()
            } matching: { issue in
                let matches = !marker.text.isEmpty && issue.comments.contains { $0.rawValue.contains(marker.text) }
                if matches { marker.matched = true }
                return matches
            }
        }
        if !marker.text.isEmpty && !marker.matched {
            Issue.record("Expected a failure naming \(marker.text); none was recorded")
        }
    }
}

/// The `.mocks` trait in real, parallel tests.
@Suite("The .mocks trait")
struct MocksTraitTests {
    @Test(
        "3 parallel tests forget verify() with an unmet expectation: each fails, with its own failure only",
        KnownMockIssue(), .mocks, arguments: 0..<3)
    func forgottenVerifyFails(index: Int) async {
        let catalog = MockCatalog()
        let id = 1_000 + index
        KnownMockIssue.Marker.current?.text = "item(id: equal to \(id))"
        catalog.expect.item(id: id).to(`return`("unused"))
        await Task.yield()
    }

    @Test("25 parallel tests use their mocks fully and never call verify(): they pass", .mocks, arguments: 0..<25)
    func fulfilledPasses(index: Int) async {
        let catalog = MockCatalog()
        catalog.expect.item(id: index).to(`return`("used"))
        await Task.yield()
        #expect(catalog.item(id: index) == "used")
    }

    @Test("without the trait, the same forgotten verify() fails when the mock is freed, at the expectation's line")
    func forgottenVerifyWithoutTrait() throws {
        let line: UInt = #line + 3
        let failures = captureFailures {
            let catalog = MockCatalog()
            catalog.expect.item(id: 7).to(`return`("unused"))
        }
        let failure = try #require(onlyFailure(failures, at: line))
        #expect(
            failure.message.hasSuffix(
                "and no verify() or .mocks checked it:\n  • item(id: equal to 7): return \"unused\" (0 of 1 used), "
                    + "set at TestScopeTests.swift:\(line)\n→ Make the code under test use it, or remove the "
                    + "expectations the test does not need; end the test with verify() to check at a line of your own."))
    }

    @Test(".mocks(policy: .relaxed) makes the test's mocks relaxed", .mocks(policy: .relaxed))
    func relaxedPolicy() {
        let spy = MockCatalog()
        #expect(spy.item(id: 1) == "")
        spy.received.item(id: 1).called(.once)
    }
}

@Suite("The .mocks trait on a suite", KnownMockIssue(), .mocks)
struct MocksSuiteTraitTests {
    private let catalog = MockCatalog()

    @Test("a mock made by the suite's initializer joins each test's scope")
    func suiteInitMock() {
        KnownMockIssue.Marker.current?.text = "refresh()"
        catalog.expect.refresh().toBeCalled()
    }

    @Test("and a test that uses it fully passes")
    func suiteInitMockUsed() {
        catalog.expect.refresh().toBeCalled()
        catalog.refresh()
    }
}

/// A static requirement's mock, shared by every test: kept per test.
private protocol Clock {
    static func now(zone: Int) -> String
}

private final class MockClock: Clock {
    static let mock = Mock(perTest: true)
    static func now(zone: Int) -> String { try! mock.call.now(zone: zone) }
}

@Suite("A static mock kept per test (Mock(perTest: true))")
struct PerTestMockTests {
    @Test(
        "20 parallel tests share one static mock, each with its own expectations: all pass, nothing reset",
        .mocks, arguments: 0..<20)
    func parallelTests(index: Int) async {
        MockClock.mock.expect.now(zone: index).to(`return`("t\(index)"))
        await Task.yield()
        #expect(MockClock.now(zone: index) == "t\(index)")
        #expect(MockClock.mock.interactions.map(\.description) == ["now(zone: \(index))"])
        MockClock.mock.received.now(zone: any()).called(.once)
    }

    @Test("an unmet expectation of the shared mock fails the test that set it, at its line", KnownMockIssue(), .mocks)
    func unmetInItsTest() {
        KnownMockIssue.Marker.current?.text = "now(zone: equal to 99)"
        MockClock.mock.expect.now(zone: 99).to(`return`("never"))
    }

    @Test("outside a test scope, the shared mock uses its own state")
    func outsideScope() {
        let failures = captureFailures {
            withMocksVerified {
                MockClock.mock.expect.now(zone: 1).to(`return`("inside"))
                #expect(MockClock.now(zone: 1) == "inside")
            }
        }
        #expect(failures.isEmpty)
        // This test has no scope: what the scope saw is gone with it. Using the mock
        // here shares its state with the tests running now, which is one failure.
        let unscoped = Mock(perTest: true)
        let shared = captureFailures {
            unscoped.expect.tick().toBeCalled()
            unscoped.run.tick()
            #expect(unscoped.interactions.map(\.description) == ["tick()"])
            unscoped.verify()
        }
        #expect(shared.count == 1)
        #expect(shared.first?.message.contains("Add the trait to this test or to its suite: @Test(.mocks)") == true)
    }
}

@Suite("Test scopes that ended")
struct EndedScopeTests {
    @Test("a scope that ended runs no more endings, and a per-test mock used from it falls back to its own state")
    func endedScope() {
        let scope = TestScope(policy: nil, exhaustive: false)
        scope.verifyAll()
        let shared = Mock(perTest: true)
        scope.running {
            shared.expect.tick().toBeCalled()
            shared.run.tick()
        }
        // The base engine answered: its log has the call, and nothing is left behind.
        // Read from this test, which has no .mocks scope, that is one failure.
        let failures = captureFailures {
            #expect(shared.interactions.map(\.description) == ["tick()"])
            shared.verify()
        }
        #expect(failures.map(\.message.isEmpty) == [false])
        #expect(failures.first?.message.contains("without the .mocks trait") == true)
    }
}
