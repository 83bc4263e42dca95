import Foundation
import Scout
import Testing

// A checkout app as an app would write it: a payment gateway, a receipt store and a
// mailer behind protocols, and a service that uses the three in turn.

struct CheckoutReceipt: Codable, Equatable, Sendable {
    let id: Int
    let totalCents: Int
}

protocol PaymentGateway: Sendable {
    func authorize(amountCents: Int, card: String) async throws -> String
    func charge(token: String, amountCents: Int) async throws -> CheckoutReceipt
}

protocol ReceiptStore: Sendable {
    func save(_ receipt: CheckoutReceipt)
}

protocol Mailer: Sendable {
    func send(receipt: CheckoutReceipt, to address: String)
}

final class MockPaymentGateway: PaymentGateway, Mockable {
    let mock = Mock()
    func authorize(amountCents: Int, card: String) async throws -> String {
        try await mock.call.authorize(amountCents: amountCents, card: card)
    }
    func charge(token: String, amountCents: Int) async throws -> CheckoutReceipt {
        try await mock.call.charge(token: token, amountCents: amountCents)
    }
}

final class MockReceiptStore: ReceiptStore, Mockable {
    let mock = Mock()
    func save(_ receipt: CheckoutReceipt) { mock.run.save(receipt) }
}

final class MockMailer: Mailer, Mockable {
    let mock = Mock()
    func send(receipt: CheckoutReceipt, to address: String) { mock.run.send(receipt: receipt, to: address) }
}

/// The code under test, with the bug the test finds: it takes a cent off the amount
/// it authorizes.
struct CheckoutService {
    let gateway: any PaymentGateway
    let store: any ReceiptStore
    let mailer: any Mailer

    func checkout(totalCents: Int, card: String, email: String) async throws -> CheckoutReceipt {
        let token = try await gateway.authorize(amountCents: totalCents - 1, card: card)
        let receipt = try await gateway.charge(token: token, amountCents: totalCents)
        store.save(receipt)
        mailer.send(receipt: receipt, to: email)
        return receipt
    }
}

/// A checkout whose mocks expect the calls of a 500-cent purchase authorized as
/// `authorized` cents and mailed to `mailedTo`: the service, a block that runs one
/// checkout of 500 cents mailed to ada@example.com then verify(), and the line of
/// the authorize expectation.
func checkout(authorized: Int, mailedTo: String) -> (run: @Sendable () async -> Void, authorizeLine: UInt) {
    let gateway = MockPaymentGateway(), store = MockReceiptStore(), mailer = MockMailer()
    let receipt = CheckoutReceipt(id: 7, totalCents: 500)
    let line: UInt = #line + 1
    gateway.expect.authorize(amountCents: authorized, card: "4242").to(`return`("tok_1"))
    gateway.expect.charge(token: "tok_1", amountCents: 500).to(`return`(receipt))
    store.expect.save(receipt).toBeCalled()
    mailer.expect.send(receipt: receipt, to: mailedTo).toBeCalled()
    let service = CheckoutService(gateway: gateway, store: store, mailer: mailer)
    let run: @Sendable () async -> Void = {
        _ = try? await service.checkout(totalCents: 500, card: "4242", email: "ada@example.com")
        verify(gateway, store, mailer)
    }
    return (run, line)
}

/// The failures of one checkout (see `checkout(authorized:mailedTo:)`), verify()
/// included, and the line of the authorize expectation.
private func checkoutFailures(authorized: Int, mailedTo: String) async -> (failures: [Failure], authorizeLine: UInt) {
    let (run, line) = checkout(authorized: authorized, mailedTo: mailedTo)
    return (await captureFailures { await run() }, line)
}

@Suite("One mistake, followed: a checkout with one wrong argument")
struct CheckoutCascadeTests {
    @Test("the wrong amount is the first failure; each one the made token and receipt cause after it says so")
    func oneWrongArgument() async {
        let (failures, line) = await checkoutFailures(authorized: 500, mailedTo: "ada@example.com")
        // authorize, then charge(token: ""), save and send of the made receipt; verify()
        // reports none of the four expectations again.
        #expect(failures.count == 4)
        let first = failures.first
        expectLocation(first, line: line)
        #expect(
            first?.message.hasPrefix(
                """
                Unexpected call authorize(amountCents: 499, card: "4242"): no expectation of \
                authorize(amountCents:card:) accepts its arguments.
                """) == true)
        #expect(first?.message.contains("❌ amountCents: expected equal to 500, got 499") == true)
        #expect(first?.message.contains("note: ") == false)
        let later = failures.dropFirst()
        #expect(
            later.first?.message.contains(
                "note: Its argument token equals the value Scout made for authorize(amountCents:card:) after the failure "
                    + "at CheckoutCascadeTests.swift:\(line), in the same task: this failure may follow from that one.\n"
                    + "→ Start at CheckoutCascadeTests.swift:\(line): fix what it reports; if this failure stays, it is a mistake of its own."
            )
                == true)
        #expect(later.allSatisfy { $0.message.contains("equals the value Scout made for") })
        #expect(first?.followsFrom == nil)
        // charge(token: "") follows from authorize; save and send, from charge's made receipt.
        #expect(later.map { $0.followsFrom?.line } == [line, line + 1, line + 1])
    }

    @Test("Swift Testing records one error, at the wrong amount, and the three failures that follow as warnings")
    func oneErrorInSwiftTesting() async {
        let (run, line) = checkout(authorized: 500, mailedTo: "ada@example.com")
        // What Issue.record would receive; the test fails for errors only. (The real
        // framework runs in `afterAKnownIssueStaysAnError`.)
        let recorded = Recorded()
        let recorder = TestFrameworkRouter.IssueRecorder { failure, severity in
            recorded.add(failure, severity)
            return severity == .error
        }
        await TestFrameworkRouter.$issueRecorderForTesting.withValue(recorder) { await run() }
        let issues = recorded.all
        #expect(issues.map(\.severity) == [.error, .warning, .warning, .warning])
        expectLocation(issues.first?.failure, line: line)
        #expect(
            issues.dropFirst().allSatisfy {
                $0.failure.message.contains("this failure may follow from that one.\n→ Start at ")
            })
    }

    @Test("a made value given to a mock made after its failure, or from another task, is a failure, not a warning")
    func laterMockOrOtherTaskStaysAFailure() async {
        let first = MockDirectory(), older = MockDirectory()
        let failures = await captureFailures {
            let title = first.title  // a read nothing expects: Scout makes ""
            older.send(to: title)  // the same task, a mock made before: it follows
            let later = MockDirectory()  // as a later run of the test would make it
            later.send(to: title)
            await Task { older.send(to: title) }.value
        }
        #expect(failures.count == 4)
        guard failures.count == 4 else { return }
        #expect(failures[1].followsFrom?.description == failures[0].location.description)
        #expect(failures[1].message.contains(", in the same task: this failure may follow from that one"))
        #expect(failures[1].message.contains("→ Expect these arguments") == false)
        for failure in failures[2...] {
            #expect(failure.followsFrom == nil)
            #expect(failure.message.contains("this failure may follow from that one. Start there."))
        }
    }

    @Test("a second, unrelated mistake with a real value has no note")
    func unrelatedMistakeStillReported() async {
        #expect(await checkoutFailures(authorized: 499, mailedTo: "ada@example.com").failures.isEmpty)
        let failures = await checkoutFailures(authorized: 499, mailedTo: "grace@example.com").failures
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("send(receipt: CheckoutReceipt(id: 7, totalCents: 500)") == true)
        #expect(failures.first?.message.contains("note: ") == false)
    }

    @Test(
        "a later run of a test (a new task, perhaps at a freed task's address) with a mock kept across runs: an error")
    func laterRunWithAKeptMockStaysAFailure() async {
        let kept = MockDirectory(), other = MockDirectory()
        let failures = await captureFailures {
            for _ in 0..<50 {
                // Run 1 fails and ends; run 2, a new task, passes the made value on.
                // (That tasks never share an identity, even at a reused address, is
                // ExecutionIdentityTests'.)
                let title = await Task { other.title }.value
                await Task { kept.send(to: title) }.value
            }
        }
        #expect(failures.count == 100)
        #expect(failures.allSatisfy { $0.followsFrom == nil })
    }

    @Test("a made value noted in one capture, passed on in another: an error")
    func anotherCaptureStaysAFailure() {
        let first = MockDirectory(), older = MockDirectory()
        var title = "not made"
        _ = captureFailures { title = first.title }
        let failures = captureFailures { older.send(to: title) }
        #expect(failures.count == 1)
        #expect(failures.first?.followsFrom == nil)
    }

    @Test("after a failure the test expected (withKnownIssue), a made value passed on is an error: nothing failed")
    func afterAKnownIssueStaysAnError() {
        let first = MockDirectory(), older = MockDirectory()
        var title = "not made"
        withKnownIssue { title = first.title }  // a read nothing expects: Scout makes ""
        let log = IssueLog()
        withKnownIssue {
            older.send(to: title)
        } matching: {
            log.keep($0)
        }
        #expect(log.recorded.map(\.severity) == [.error])
        #expect(log.messages.first?.contains("this failure may follow from that one. Start there.") == true)
    }

    @Test("a value equal to a made one, passed by the test's own code, is still reported: the note only says so")
    func equalValueStillReported() {
        let first = MockDirectory(), second = MockDirectory()
        let failures = captureFailures {
            _ = first.title  // a read nothing expects: Scout makes ""
            second.send(to: "")  // the test's own empty string, a mistake of its own
        }
        #expect(failures.count == 2)
        #expect(failures.last?.message.contains("note: Its argument to equals the value Scout made for title") == true)
    }

    @Test("after reset(.interactions), an expectation a forgotten call missed is reported unmet again")
    func resetForgetsExplanations() {
        let directory = MockDirectory()
        directory.expect.send(to: "Ada").toBeCalled()
        let phaseOne = captureFailures { directory.send(to: "Bob") }
        #expect(phaseOne.count == 1)
        #expect(captureFailures { directory.verify() }.isEmpty, "the failure of send(to: Bob) lists it")
        directory.mock.reset(.interactions)
        let phaseTwo = captureFailures { directory.verify() }
        #expect(phaseTwo.first?.message.hasPrefix("verify() found 1 unmet expectation") == true)
    }
}

/// The failures a test recorder received, with their severity.
final class Recorded: @unchecked Sendable {
    private let lock = NSLock()
    private var issues: [(failure: Failure, severity: Issue.Severity)] = []

    func add(_ failure: Failure, _ severity: Issue.Severity) {
        lock.withLock { issues.append((failure, severity)) }
    }

    var all: [(failure: Failure, severity: Issue.Severity)] { lock.withLock { issues } }
}
