import Scout
import Testing

@Suite("mock.get")
struct GetProxyTests {
    let directory = MockDirectory()

    @Test("a read returns the expected value, typed by inference")
    func read() {
        directory.expect.title.to(`return`("Staff"))
        #expect(directory.title == "Staff")
        directory.verify()
    }

    @Test("and chains answer reads in order")
    func chain() {
        directory.expect.count.to(`return`(1)).and.to(`return`(2)).and.to(alwaysReturn(3))
        #expect([directory.count, directory.count, directory.count, directory.count] == [1, 2, 3, 3])
    }

    @Test("get { } computes the value at each read")
    func getBlock() {
        let reads = Counter()
        directory.expect.count.to(
            get(times: 2) {
                reads.increment()
                return reads.current * 10
            })
        #expect(directory.count == 10)
        #expect(directory.count == 20)
        directory.verify()
    }

    @Test("alwaysGet answers every read")
    func alwaysGetBlock() {
        directory.expect.title.to(alwaysGet { "computed" })
        #expect(directory.title == "computed")
        #expect(directory.title == "computed")
        directory.verify()
    }

    @Test("an optional property returns nil from return(nil)")
    func optionalNil() {
        directory.expect.nickname.to(`return`(nil))
        #expect(directory.nickname == nil)
    }

    @Test("a read with no expectation fails and returns the type's default")
    func unexpectedRead() {
        let line = #line + 1
        let mock = Mock()
        let directory = MockDirectory(mock)
        let failures = captureFailures {
            #expect(directory.title == "")
        }
        let failure = onlyFailure(failures, at: UInt(line))
        #expect(failure?.message.hasPrefix("Unexpected read of title") == true)
    }
}
