import Scout
import Testing

@Suite("mock.set")
struct SetProxyTests {
    let directory = MockDirectory()

    @Test("toBeSet(to:) accepts assignments of a matching value")
    func setToValue() {
        directory.expect.title.toBeSet(to: "Staff")
        directory.expect.title.toBeSet(to: hasPrefix("Lab"), times: 2)
        directory.title = "Staff"
        directory.title = "Lab A"
        directory.title = "Lab B"
        directory.verify()
        #expect(
            directory.interactions.map(\.description) == [
                #"title = "Staff""#, #"title = "Lab A""#, #"title = "Lab B""#,
            ])
    }

    @Test("toBeSet() accepts any value, toAlwaysBeSet() any number of times")
    func setAnyValue() {
        directory.expect.title.toBeSet()
        directory.expect.nickname.toAlwaysBeSet()
        directory.title = "anything"
        directory.nickname = "a"
        directory.nickname = nil
        directory.verify()
    }

    @Test("assigning nil to an optional property matches toBeSet(to: nil)")
    func setNil() {
        let failures = captureFailures {
            directory.expect.nickname.toBeSet(to: nil)
            directory.nickname = nil
            directory.verify()
        }
        #expect(failures.isEmpty)
        #expect(directory.interactions.map(\.description) == ["nickname = nil"])
    }

    @Test("an assignment with no expectation fails on a strict mock")
    func unexpectedSet() {
        let line = #line + 1
        let directory = MockDirectory(Mock())
        let failures = captureFailures {
            directory.title = "Staff"
        }
        let failure = onlyFailure(failures, at: UInt(line))
        #expect(
            failure?.message == """
                Unexpected assignment title = "Staff": no expectation was set for the setter of title.
                → Set one before the code under test assigns it, e.g. expect.title.toBeSet(to: "Staff"); \
                or create the mock with Mock(policy: .relaxed).
                """)
    }

    @Test("an assignment of another value fails, showing the value expected and got")
    func mismatchedSet() {
        let line = #line + 2
        let failures = captureFailures {
            directory.expect.title.toBeSet(to: "Staff")
            directory.title = "Stuff"
        }
        let failure = onlyFailure(failures, at: UInt(line))
        #expect(
            failure?.message == """
                Unexpected assignment title = "Stuff": no expectation of the setter of title accepts this value.
                  Expectations of the setter of title, in the order set:
                    1. accept the assignment (0 of 1 used), set at SetProxyTests.swift:\(line)
                       ❌ newValue: expected equal to "Staff", got "Stuff"
                → Expect this value, e.g. expect.title.toBeSet(to: "Stuff"), or fix the value the code under test \
                assigns.
                """)
    }

    @Test("a relaxedVoid mock records assignments without expectations")
    func relaxedSet() {
        let directory = MockDirectory(Mock(policy: .relaxedVoid))
        let failures = captureFailures {
            directory.title = "Staff"
        }
        #expect(failures.isEmpty)
        #expect(directory.interactions.first?.wasExpected == false)
    }

    @Test("reading through mock.set is a failure pointing at the last configuration")
    func readThroughSet() {
        let mock = Mock()
        let line = #line + 1
        mock.expect.title.toBeSet()
        let failures = captureFailures {
            let value: String = mock.set.title
            #expect(value == "")
        }
        let failure = onlyFailure(failures, at: UInt(line))
        #expect(
            failure?.message == """
                mock.set.title was read; mock.set only records assignments.
                → Read the property with mock.get.title.
                """)
    }
}
