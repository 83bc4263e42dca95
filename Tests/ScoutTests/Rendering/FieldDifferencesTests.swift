import Testing

import Scout
@testable import ScoutCore

@Suite("Field differences")
struct FieldDifferencesTests {
    struct Address: Equatable {
        let city: String
        let zip: Int
    }

    struct Customer: Equatable {
        let id: Int
        let name: String
        let address: Address
        let tags: [String]
    }

    enum Payment: Equatable {
        case card(number: String, expiry: Int)
        case cash
    }

    let ada = Customer(id: 1, name: "Ada", address: Address(city: "Paris", zip: 75001), tags: ["vip"])

    @Test("lists each differing field, nested ones by path")
    func nestedFields() {
        let other = Customer(id: 1, name: "Adam", address: Address(city: "Lyon", zip: 75001), tags: ["vip"])
        #expect(
            fieldDifferences(expected: ada, actual: other) == [
                #"name: expected "Ada", got "Adam""#,
                #"address.city: expected "Paris", got "Lyon""#,
            ])
    }

    @Test("collection elements by index, and a different count")
    func collections() {
        #expect(fieldDifferences(expected: [1, 2, 3], actual: [1, 5, 3]) == ["[1]: expected 2, got 5"])
        let other = Customer(id: 1, name: "Ada", address: ada.address, tags: ["vip", "new"])
        #expect(fieldDifferences(expected: ada, actual: other) == ["tags.count: expected 1, got 2"])
    }

    @Test("the same enum case compares its payload; different cases give no lines")
    func enums() {
        #expect(
            fieldDifferences(
                expected: Payment.card(number: "4242", expiry: 1), actual: Payment.card(number: "4242", expiry: 2))
                == ["card.expiry: expected 1, got 2"])
        #expect(fieldDifferences(expected: Payment.cash, actual: Payment.card(number: "1", expiry: 1)).isEmpty)
    }

    @Test("nothing for scalars, strings, or values of different types")
    func unstructured() {
        #expect(fieldDifferences(expected: 1, actual: 2).isEmpty)
        #expect(fieldDifferences(expected: "a", actual: "b").isEmpty)
        #expect(fieldDifferences(expected: ada, actual: ada.address).isEmpty)
    }

    @Test("long lists of differences are cut")
    func limit() {
        #expect(
            fieldDifferences(expected: Array(0..<10), actual: Array(10..<20), limit: 2) == [
                "[0]: expected 0, got 10", "[1]: expected 1, got 11", "… 8 more differences",
            ])
    }

    @Test("an unexpected call shows the differing fields under the argument row")
    func inUnexpectedCallMessage() {
        let mock = Mock()
        let line = #line + 2
        let failures = captureFailures {
            mock.expect.save(ada).toBeCalled()
            try! mock.call.save(Customer(id: 1, name: "Ada", address: Address(city: "Nice", zip: 6000), tags: ["vip"]))
        }
        #expect(failures.first?.location.line == UInt(line))
        let lines = failures.first?.message.split(separator: "\n").map(String.init) ?? []
        #expect(lines.contains(#"          · address.city: expected "Paris", got "Nice""#))
        #expect(lines.contains("          · address.zip: expected 75001, got 6000"))
        #expect(
            lines.last
                == "→ Expect these arguments, e.g. expect.save(…).toBeCalled(), or fix the arguments the code under test passes."
        )
    }
}
