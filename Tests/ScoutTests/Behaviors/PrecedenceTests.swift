import Scout
import Testing

/// For one member, the first expectation in the order set that is not used up and
/// whose matchers all accept the call answers it.
@Suite("Precedence")
struct PrecedenceTests {
    protocol Users {
        func fetchUser(id: String) -> String
    }

    final class MockUsers: Users, Mockable, Sendable {
        let mock = Mock()
        func fetchUser(id: String) -> String { try! mock.call.fetchUser(id: id) }
    }

    @Test("first match wins, then spent expectations give way to the next (Smockable's example)")
    func firstMatchThenNext() {
        let users = MockUsers()
        users.expect.fetchUser(id: "a"..."z").to(`return`("range"))
        users.expect.fetchUser(id: "admin").to(`return`("admin", times: 2))
        users.expect.fetchUser(id: "admin").to(`return`("fallback admin"))
        users.expect.fetchUser(id: "100"..."999").to(`return`("regular"))
        users.expect.fetchUser(id: any()).to(alwaysReturn("default"))

        let answers = ["admin", "admin", "admin", "admin", "500", "500"].map(users.fetchUser(id:))

        #expect(answers == ["range", "admin", "admin", "fallback admin", "regular", "default"])
        users.verify()
    }

    @Test("a general unbounded expectation set first hides the specific ones")
    func generalFirstHidesSpecific() {
        let users = MockUsers()
        let failures = captureFailures {
            users.expect.fetchUser(id: any()).to(alwaysReturn("default"))
            users.expect.fetchUser(id: "admin").to(`return`("admin"))
            #expect(users.fetchUser(id: "admin") == "default")
            users.verify()
        }
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("fetchUser(id: equal to \"admin\")") == true)
    }

    @Test("an argument mismatch never uses up an expectation")
    func mismatchDoesNotConsume() {
        let users = MockUsers()
        users.expect.fetchUser(id: "a").to(`return`("A"))
        let failures = captureFailures {
            _ = users.fetchUser(id: "b")
        }
        #expect(failures.count == 1)
        #expect(users.fetchUser(id: "a") == "A")
        users.verify()
    }

    @Test("unbounded expectations are never used up and never fail verify()")
    func unboundedNeverSpent() {
        let users = MockUsers()
        users.expect.fetchUser(id: any()).to(alwaysReturn("x"))
        for _ in 0..<100 { _ = users.fetchUser(id: "q") }
        let unused = MockUsers()
        unused.expect.fetchUser(id: any()).toAlways { _ in "never called" }
        let failures = captureFailures {
            users.verify()
            unused.verify()
        }
        #expect(failures.isEmpty)
    }
}
