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
        #expect(failure?.message.hasPrefix("Unexpected assignment title = \"Staff\"") == true)
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
            failure?.message.hasPrefix(
                "Unexpected assignment title = \"Stuff\": no expectation of the setter of title accepts this value.")
                == true)
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
        #expect(failure?.message.hasPrefix("mock.set.title was read") == true)
    }
}
