import Testing

import Scout
@testable import ScoutCore

@Suite("Rendering values")
struct ValueRendererTests {
    struct Address {
        let city: String
        let zip: Int?
    }

    enum Status {
        case active
        case suspended(reason: String, days: Int)
        case note(String)
    }

    final class Account {
        let id = 7
        let owner = "Ada"
    }

    @Test func scalars() {
        #expect(render(3) == "3")
        #expect(render(2.5) == "2.5")
        #expect(render(true) == "true")
        #expect(render(nil) == "nil")
    }

    @Test func stringsAreQuotedAndEscaped() {
        #expect(render("Ada") == #""Ada""#)
        #expect(render("say \"hi\"\n") == #""say \"hi\"\n""#)
        #expect(render(Character("x")) == #""x""#)
        let long = String(repeating: "a", count: 250)
        #expect(render(long) == "\"" + String(repeating: "a", count: 200) + "…\" (250 characters)")
    }

    @Test func optionalsShowTheirValueOrNil() {
        let some: Int? = 3
        let none: String? = nil
        let nested: Int?? = .some(nil)
        #expect(render(some) == "3")
        #expect(render(none) == "nil")
        #expect(render(nested as Any) == "nil")
    }

    @Test func structsAndClassesByTheirFields() {
        #expect(render(Address(city: "Paris", zip: nil)) == #"Address(city: "Paris", zip: nil)"#)
        #expect(render(Account()) == #"Account(id: 7, owner: "Ada")"#)
    }

    @Test func enumsAsCases() {
        #expect(render(Status.active) == ".active")
        #expect(render(Status.suspended(reason: "late", days: 3)) == #".suspended(reason: "late", days: 3)"#)
        #expect(render(Status.note("x")) == #".note("x")"#)
    }

    @Test func collections() {
        #expect(render([1, 2, 3]) == "[1, 2, 3]")
        #expect(render(Array(1...20)) == "[1, 2, 3, 4, 5, 6, 7, 8, … 12 more]")
        #expect(render(["k": 1]) == #"["k": 1]"#)
        #expect(render([String: Int]()) == "[:]")
        #expect(render((1, "a")) == #"(1, "a")"#)
    }

    @Test func closuresAndTypes() {
        let closure: @Sendable (Int) -> String = { "\($0)" }
        #expect(render(closure) == "<closure @Sendable (Int) -> String>")
        #expect(render(Int.self) == "Int.self")
    }

    @Test func customDescriptionsWin() {
        struct Money: CustomStringConvertible {
            let cents: Int
            var description: String { "$\(cents / 100)" }
        }
        #expect(render(Money(cents: 500)) == "$5")
    }

    @Test func deepNestingIsElided() {
        struct Node {
            let next: Any?
        }
        let deep = Node(next: Node(next: Node(next: Node(next: Node(next: nil)))))
        #expect(render(deep) == "Node(next: Node(next: Node(next: Node(next: Node(…)))))")
    }

    @Test func typeNamesAreSugared() {
        #expect(typeName(Int?.self) == "Int?")
        #expect(typeName([String].self) == "[String]")
        #expect(typeName([String: [Int]].self) == "[String: [Int]]")
        #expect(typeName(Result<Int?, any Error>.self) == "Result<Int?, Error>")
        #expect(typeName(((Int) -> Void)?.self) == "((Int) -> ())?")
        #expect(aOrAn("Int") == "an Int")
        #expect(aOrAn("User") == "a User")
        #expect(aOrAn("UUID") == "a UUID")
        #expect(aOrAn("UInt8") == "a UInt8")
        #expect(aOrAn("Unit") == "a Unit")
        #expect(aOrAn("Update") == "an Update")
        #expect(aOrAn("Error") == "an Error")
        #expect(aOrAn("[Int]") == "an [Int]")
    }
}

enum CachePolicyForExamples: Equatable { case localFirst, remoteOnly }

@Suite("Fix-its that compile when pasted")
struct CompilingFixItTests {
    @Test("an unexpected call's example writes arguments as source: Int8(127), Character(\"A\"), Type.case")
    func sourceArguments() {
        let mock = Mock()
        let failures = captureFailures {
            let level: Int8 = 127
            let initial: Character = "A"
            try! mock.call.configure(level: level, initial: initial, policy: CachePolicyForExamples.localFirst)
        }
        #expect(
            failures.first?.message.contains(
                #"e.g. expect.configure(level: Int8(127), initial: Character("A"), policy: CachePolicyForExamples.localFirst).toBeCalled()"#
            ) == true, "\(failures.first?.message ?? "")")
        // Pasted, the example compiles and answers the same call.
        mock.expect.configure(level: Int8(127), initial: Character("A"), policy: CachePolicyForExamples.localFirst)
            .toBeCalled()
        let again = captureFailures {
            let level: Int8 = 127
            let initial: Character = "A"
            try! mock.call.configure(level: level, initial: initial, policy: CachePolicyForExamples.localFirst)
        }
        #expect(again.isEmpty)
    }
}

private final class MockThingForRendering: Mockable, @unchecked Sendable {
    let mock = Mock()
    static let creationLine = #line - 1
}

@Suite("Mocks in messages")
struct MockRenderingTests {
    @Test("a mock passed as an argument renders as a mock, with where it was created, not its internals")
    func mockArgument() {
        let thing = MockThingForRendering()
        let line = MockThingForRendering.creationLine
        #expect(render(thing) == "MockThingForRendering, its Mock created at ValueRendererTests.swift:\(line)")
        #expect(render(thing.mock) == "Mock created at ValueRendererTests.swift:\(line)")
        let mock = Mock()
        let failures = captureFailures { try! mock.call.register(thing) }
        #expect(failures.first?.message.contains("register(MockThingForRendering, its Mock created at") == true)
        #expect(failures.first?.message.contains("MockCore") == false)
    }
}
