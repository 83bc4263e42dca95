import Scout
import Testing

extension User: MockDefault {
    static var mockDefault: User { User(id: 0, name: "default") }
}

struct Receipt: Equatable {
    let total: Int
}

@Suite("Policies and defaults")
struct PolicyTests {
    @Test("strict mocks report an unexpected call, then return the default so the test goes on")
    func strictReturnsDefault() throws {
        let directory = MockDirectory()
        let failures = try captureFailures { () throws in
            #expect(directory.total() == 0)
            #expect(directory.search("x", limit: 1) == [])
            #expect(directory.find(name: "x") == nil)
            #expect(try directory.fetch(id: 1) == User.mockDefault)
        }
        #expect(failures.count == 4)
    }

    @Test("a relaxed mock returns defaults silently and records the calls")
    func relaxed() throws {
        let directory = MockDirectory(Mock(policy: .relaxed))
        let failures = try captureFailures { () throws in
            directory.reset()
            #expect(directory.total() == 0)
            #expect(directory.title == "")
            #expect(try directory.fetch(id: 3) == User.mockDefault)
            directory.title = "x"
            directory.verify()
        }
        #expect(failures.isEmpty)
        #expect(directory.interactions.count == 5)
        #expect(directory.interactions.allSatisfy { !$0.wasExpected })
    }

    @Test("relaxedVoid and relaxedOptional relax only their kinds of call")
    func finerGrained() {
        let directory = MockDirectory(Mock(policy: [.relaxedVoid, .relaxedOptional]))
        let failures = captureFailures {
            directory.reset()
            directory.title = "x"
            #expect(directory.find(name: "x") == nil)
            #expect(directory.total() == 0)
        }
        #expect(failures.count == 1)
        #expect(failures.first?.message.hasPrefix("Unexpected call total()") == true)
    }

    @Test("a relaxed mock still fails for a type with no default")
    func relaxedWithoutDefault() {
        let mock = Mock(policy: .relaxed)
        var thrown: (any Error)?
        let line = #line - 2
        let failures = captureFailures {
            do {
                let _: Receipt = try mock.call.checkout(total: 3)
            } catch {
                thrown = error
            }
        }
        let failure = onlyFailure(failures, at: UInt(line))
        #expect(failure?.message.hasPrefix("Unexpected call checkout(total: 3): the mock is relaxed") == true)
        #expect(thrown is ScoutError)
    }

    @Test("built-in defaults cover Void, optionals, numbers, Bool, strings and collections")
    func builtInDefaults() {
        let mock = Mock(policy: .relaxed)
        let int: Int = try! mock.call.a()
        let double: Double = try! mock.call.b()
        let bool: Bool = try! mock.call.c()
        let string: String = try! mock.call.d()
        let array: [User] = try! mock.call.e()
        let dictionary: [String: Int] = try! mock.call.f()
        let set: Set<Int> = try! mock.call.g()
        let optional: Receipt? = try! mock.call.h()
        let unsigned: UInt8 = try! mock.call.i()
        #expect(int == 0 && double == 0 && !bool && string.isEmpty && array.isEmpty)
        #expect(dictionary.isEmpty && set.isEmpty && optional == nil && unsigned == 0)
    }
}
