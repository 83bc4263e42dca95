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

/// The checkout's mocks, expecting the calls of a 500-cent purchase authorized as
/// `authorized` cents and mailed to `mailedTo`; returns the failures of one
/// checkout of 500 cents mailed to ada@example.com, verify() included, and the line
/// of the authorize expectation.
private func checkoutFailures(authorized: Int, mailedTo: String) async -> (failures: [Failure], authorizeLine: UInt) {
    let gateway = MockPaymentGateway(), store = MockReceiptStore(), mailer = MockMailer()
    let receipt = CheckoutReceipt(id: 7, totalCents: 500)
    let line: UInt = #line + 1
    gateway.expect.authorize(amountCents: authorized, card: "4242").to(`return`("tok_1"))
    gateway.expect.charge(token: "tok_1", amountCents: 500).to(`return`(receipt))
    store.expect.save(receipt).toBeCalled()
    mailer.expect.send(receipt: receipt, to: mailedTo).toBeCalled()
    let service = CheckoutService(gateway: gateway, store: store, mailer: mailer)
    let failures = await captureFailures {
        _ = try? await service.checkout(totalCents: 500, card: "4242", email: "ada@example.com")
        verify(gateway, store, mailer)
    }
    return (failures, line)
}

@Suite("One mistake, one failure: a checkout with one wrong argument")
struct CheckoutCascadeTests {
    @Test("the wrong amount is one failure; the made token and receipt trip nothing after it, nor does verify()")
    func oneWrongArgument() async {
        let (failures, line) = await checkoutFailures(authorized: 500, mailedTo: "ada@example.com")
        let failure = onlyFailure(failures, at: line)
        #expect(
            failure?.message.hasPrefix(
                """
                Unexpected call authorize(amountCents: 499, card: "4242"): no expectation of \
                authorize(amountCents:card:) accepts its arguments.
                """) == true)
        #expect(failure?.message.contains("❌ amountCents: expected equal to 500, got 499") == true)
    }

    @Test("without the mistake, the same test passes; a second, unrelated mistake is still reported")
    func unrelatedMistakeStillReported() async {
        #expect(await checkoutFailures(authorized: 499, mailedTo: "ada@example.com").failures.isEmpty)
        // The wrong address is its own mistake, with a real receipt: one failure.
        let failures = await checkoutFailures(authorized: 499, mailedTo: "grace@example.com").failures
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("send(receipt: CheckoutReceipt(id: 7, totalCents: 500)") == true)
    }
}
