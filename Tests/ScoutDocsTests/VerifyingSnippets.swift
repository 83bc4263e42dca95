import Scout
import Testing

// The code blocks of Scout.docc/Verifying.md, compiled and run.

struct Receipt: Equatable, Sendable, Codable {
    let id: Int
}

protocol Cart: Sendable {
    func checkout()
}

protocol Payments: Sendable {
    func charge(amount: Int) -> Receipt
}

protocol Inventory: Sendable {
    func reserve(item: Int)
}

final class MockCart: Cart, Mockable {
    let mock: Mock
    init(_ mock: Mock = Mock()) { self.mock = mock }
    func checkout() { mock.run.checkout() }
}

final class MockPayments: Payments, Mockable {
    let mock: Mock
    init(_ mock: Mock = Mock()) { self.mock = mock }
    func charge(amount: Int) -> Receipt { mock.run.charge(amount: amount) }
}

final class MockInventory: Inventory, Mockable {
    let mock = Mock()
    func reserve(item: Int) { mock.run.reserve(item: item) }
}

/// The code under test of the order examples.
func buy(item: Int, cart: any Cart, inventory: (any Inventory)? = nil, payments: any Payments) -> Receipt {
    inventory?.reserve(item: item)
    cart.checkout()
    return payments.charge(amount: 10)
}

/// Code under test that calls its service from a task it does not await.
struct Refresher {
    let service: any UserDirectory
    func refresh() {
        Task { _ = try? service.fetch(id: 1) }
    }
}

/// Code under test for record mode.
func sync(_ directory: any UserDirectory) {
    _ = try? directory.fetch(id: 1)
    _ = directory.find(name: "ada")
    var directory = directory
    directory.region = "us"
    directory.refresh()
}

@Suite("Verifying.md")
struct VerifyingSnippets {
    @Test("verify, received, interactions and reset")
    func verifyingAndInspecting() throws {
        let service = MockUserDirectory()
        service.expect.fetch(id: any()).to(alwaysReturn(ada))
        service.expect.region.to(alwaysReturn("us"))
        service.expect.region.toBeSet(to: "eu")
        _ = try service.fetch(id: 1)
        _ = service.region
        _ = service.region
        service.region = "eu"
        _ = try service.fetch(id: 2)
        // snippet: verify-and-inspect
        service.verify()  // every expectation that must be used was used
        service.received.fetch(id: 1).called(.once)  // counts, after the fact
        service.received.fetch(id: any()).called(.atLeast(2))
        service.received.refresh().called(.never)
        service.received.region.gets.called(.twice)
        service.received.region.sets(to: "eu").called(.once)
        #expect(service.received.fetch(id: greaterThan(10)).count == 0)
        #expect(service.received.fetch(id: any()).last?.id == 2)  // arguments by label, typed by inference
        let ids: [Int?] = service.received.fetch(id: any()).all.map(\.id)
        #expect(ids == [1, 2])
        #expect(
            service.interactions.map(\.description) == [
                "fetch(id: 1)", "region", "region", "region = \"eu\"", "fetch(id: 2)",
            ])
        reset(.interactions, of: service)  // only the counts start again
        service.mock.reset(.expectations, of: "fetch(id:)")  // one member's expectations
        reset(service)  // everything: a new phase of the test
        // end-snippet
        #expect(service.interactions.isEmpty)
    }

    @Test("whether a call threw, or what it returned")
    func outcomes() throws {
        let service = MockUserDirectory()
        let recorder = MockUserDirectory(Mock(policy: [.relaxed, .recording]))
        service.expect.fetch(id: 13).to(`throw`(NetworkError.offline))
        recorder.expect.fetch(id: 1).to(`return`(ada))
        _ = try? service.fetch(id: 13)
        _ = try recorder.fetch(id: 1)
        // snippet: verify-outcomes
        service.received.fetch(id: 13).threw(NetworkError.offline).called(.once)
        service.received.fetch(id: any()).threw(NetworkError.self).called(.once)
        service.received.fetch(id: 1).threw().called(.never)
        recorder.received.fetch(id: 1).returned(ada).called(.once)  // a recording mock keeps what it returned
        // end-snippet
    }

    @Test("order across mocks, after the fact")
    func inOrder() {
        let cart = MockCart(), payments = MockPayments()
        cart.expect.checkout().toBeCalled()
        payments.expect.charge(amount: any()).to(`return`(Receipt(id: 1)))
        _ = buy(item: 1, cart: cart, payments: payments)
        // snippet: verify-in-order
        verifyInOrder {
            cart.received.checkout()
            payments.received.charge(amount: greaterThan(0))
        }
        verifyInOrder(strict: true) {  // nothing else on those mocks between the steps
            cart.received.checkout()
            payments.received.charge(amount: 10)
        }
        // end-snippet
        cart.verify()
        payments.verify()
    }

    @Test("the article's ordered steps from a loop and a condition pass")
    func inOrderLoop() {
        let cart = MockCart(), payments = MockPayments()
        cart.expect.checkout().toBeCalled(times: 2)
        payments.expect.charge(amount: any()).to(`return`(Receipt(id: 1)))
        let charged = true
        cart.checkout()
        _ = buy(item: 1, cart: cart, payments: payments)
        let failures = collectFailures {
            // snippet: verify-in-order-loop
            verifyInOrder {
                for _ in 1...2 { cart.received.checkout() }
                if charged { payments.received.charge(amount: greaterThan(0)) }
            }
            // end-snippet
        }
        #expect(failures.isEmpty)
        cart.verify()
        payments.verify()
    }

    @Test("order as it happens: a sequence of expectations")
    func expectInOrderSnippet() {
        let inventory = MockInventory(), cart = MockCart(), payments = MockPayments()
        let receipt = Receipt(id: 7)
        cart.expect.checkout().toBeCalled()
        // snippet: expect-in-order
        expectInOrder {
            inventory.expect.reserve(item: 1).toBeCalled()
            payments.expect.charge(amount: any()).to(`return`(receipt))
        }
        // end-snippet
        #expect(buy(item: 1, cart: cart, inventory: inventory, payments: payments) == receipt)
        inventory.verify()
        payments.verify()
    }

    @Test("waiting for a call made by a task the test does not await")
    func waiting() async {
        let service = MockUserDirectory()
        service.expect.fetch(id: 1).to(`return`(ada))
        let viewModel = Refresher(service: service)
        // snippet: wait-for-call
        viewModel.refresh()  // starts a Task that fetches
        await service.received.fetch(id: 1).called(.once, within: .seconds(2))
        // end-snippet
        service.verify()
    }

    @Test("record mode writes the expectations a run needed")
    func recordMode() {
        // The snippet prints the expectations; the test checks them below, quietly.
        func print(_ text: String) { _ = text }
        // snippet: record-mode
        let directory = MockUserDirectory(Mock(policy: [.relaxed, .recording]))
        sync(directory)
        print(directory.mock.recordedExpectations(named: "directory"))
        // directory.expect.fetch(id: 1).to(`return`(User(id: 0, name: "")))
        // directory.expect.find(name: "ada").to(`return`(nil))
        // directory.expect.region.toBeSet(to: "us")
        // directory.expect.refresh().toBeCalled()
        // end-snippet
        #expect(
            directory.mock.recordedExpectations(named: "directory") == """
                directory.expect.fetch(id: 1).to(`return`(User(id: 0, name: "")))
                directory.expect.find(name: "ada").to(`return`(nil))
                directory.expect.region.toBeSet(to: "us")
                directory.expect.refresh().toBeCalled()
                """)
    }

    @Test("a transcript of several mocks, in the order things happened")
    func transcriptSnippet() {
        let cart = MockCart(Mock(policy: [.relaxed, .recording]))
        let payments = MockPayments(Mock(policy: [.relaxed, .recording]))
        payments.expect.charge(amount: 10).to(`return`(Receipt(id: 1)))
        _ = buy(item: 1, cart: cart, payments: payments)
        // snippet: transcript
        verifyTranscript(
            ["cart": cart, "payments": payments],
            equals: """
                cart: checkout()
                payments: charge(amount: 10) → Receipt(id: 1)
                """)
        // end-snippet
    }

    @Test("a forgotten verify(): the mock, freed with its expectation unmet, fails the test at that line")
    func forgottenVerifySnippet() {
        let line: UInt = #line + 5
        let failures = collectFailures {
            let cart = MockCart()
            // snippet: forgotten-verify
            let payments = MockPayments()
            payments.expect.charge(amount: 10).to(`return`(Receipt(id: 1)))
            cart.expect.checkout().toBeCalled()
            cart.checkout()  // never charges: the test fails when `payments` is freed, at the line above
            // end-snippet
        }
        #expect(failures.count == 1)
        #expect(failures.first?.location.line == Int(line))
        #expect(failures.first?.message.contains("was freed with 1 unmet expectation") == true)
    }

    @Test("a mock that outlives its test says so")
    func outlivesItsTestSnippet() {
        let failures = collectFailures {
            // snippet: outlives-its-test
            let payments = MockPayments()
            payments.mock.outlivesItsTest()
            payments.expect.charge(amount: 10).to(`return`(Receipt(id: 1)))
            // end-snippet
        }
        #expect(failures.isEmpty)
    }
}
