// snippet: mocks-trait
import Scout
import Testing

@Suite(.mocks) struct CheckoutTests {  // or @Test(.mocks) on one test
    let payments = MockPayments()  // created per test: verified at its end

    @Test func chargesOnce() async throws {
        payments.expect.charge(amount: 10).to(`return`(receipt))
        try await Checkout(payments: payments).pay(10)
    }  // no verify() needed
}
// end-snippet

/// The code under test of the trait's example.
struct Checkout {
    let payments: any Payments

    func pay(_ amount: Int) async throws {
        _ = payments.charge(amount: amount)
    }
}
