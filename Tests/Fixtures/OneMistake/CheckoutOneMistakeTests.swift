// A test that fails on purpose: `.ci/run` copies it into the getting-started package
// and checks that Swift Testing records one issue for its one wrong argument, and the
// three failures that follow from it as warnings.
import Scout
import Testing

struct Receipt: Codable, Equatable, Sendable {
    let id: Int
    let totalCents: Int
}

protocol Payments: Sendable {
    func authorize(amountCents: Int) async throws -> String
    func charge(token: String) async throws -> Receipt
}

protocol Receipts: Sendable {
    func save(_ receipt: Receipt)
    func mail(_ receipt: Receipt)
}

final class MockPayments: Payments, Mockable {
    let mock = Mock()
    func authorize(amountCents: Int) async throws -> String { try await mock.call.authorize(amountCents: amountCents) }
    func charge(token: String) async throws -> Receipt { try await mock.call.charge(token: token) }
}

final class MockReceipts: Receipts, Mockable {
    let mock = Mock()
    func save(_ receipt: Receipt) { mock.run.save(receipt) }
    func mail(_ receipt: Receipt) { mock.run.mail(receipt) }
}

@Test func checkoutWithOneWrongAmount() async throws {
    let payments = MockPayments(), receipts = MockReceipts()
    let receipt = Receipt(id: 7, totalCents: 500)
    payments.expect.authorize(amountCents: 500).to(`return`("tok_1"))
    payments.expect.charge(token: "tok_1").to(`return`(receipt))
    receipts.expect.save(receipt).toBeCalled()
    receipts.expect.mail(receipt).toBeCalled()

    // The code under test, with its bug: a cent off the amount it authorizes.
    let token = try await payments.authorize(amountCents: 499)
    let charged = try await payments.charge(token: token)
    receipts.save(charged)
    receipts.mail(charged)

    verify(payments, receipts)
}
