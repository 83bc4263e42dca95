import Scout
import Testing

/// Mistakes in what an expectation answers: each is a failure at the expectation,
/// after which the mock goes on with the type's default.
@Suite("Answering mistakes")
struct AnsweringTests {
    let directory = MockDirectory()

    @Test("a value of the wrong type names the member, the type needed and the type given")
    func wrongReturnType() {
        let line = #line + 2
        let failures = captureFailures {
            directory.expect.count.to(`return`("x"))
            #expect(directory.count == 0)
        }
        let failure = onlyFailure(failures, at: UInt(line))
        #expect(
            failure?.message == """
                Wrong return type for the property count: count returns Int, but the expectation gives "x" (String).
                → Return an Int.
                """)
    }

    @Test("an integer where a Double is returned explains integer literals")
    func integerForDouble() {
        let mock = Mock()
        let failures = captureFailures {
            mock.expect.price().to(`return`(3))
            let price: Double = try! mock.call.price()
            #expect(price == 0)
        }
        #expect(
            failures.first?.message == """
                Wrong return type for price(): price() returns Double, but the expectation gives 3 (Int).
                  Integer literals are Int here: write 3.0, or Double(3), for a Double.
                → Return a Double.
                """)
    }

    @Test("return(nil) for a non-optional result is a failure")
    func nilForNonOptional() {
        let line = #line + 2
        let failures = captureFailures {
            directory.expect.total().to(`return`(nil))
            #expect(directory.total() == 0)
        }
        let failure = onlyFailure(failures, at: UInt(line))
        #expect(
            failure?.message == """
                Wrong return type for total(): the expectation returns nil, but total() returns Int, which is not optional.
                → Return an Int.
                """)
    }

    @Test("throw on a property read is a failure: reads cannot throw")
    func throwOnRead() {
        let line = #line + 2
        let failures = captureFailures {
            directory.expect.title.to(`throw`(NetworkError.offline))
            #expect(directory.title == "")
        }
        let failure = onlyFailure(failures, at: UInt(line))
        #expect(
            failure?.message == """
                The expectation for the property title throws .offline (NetworkError), but reading a property cannot throw.
                → Return a value with `return`(…) instead; only calls made with mock.call can throw.
                """)
    }

    @Test("a get block that throws on a read is a failure")
    func getterThrows() {
        let line = #line + 2
        let failures = captureFailures {
            directory.expect.title.to(get { () throws -> String in throw NetworkError.offline })
            #expect(directory.title == "")
        }
        let failure = onlyFailure(failures, at: UInt(line))
        #expect(
            failure?.message == """
                The block for the property title threw .offline (NetworkError), but reading a property cannot throw.
                → Make the block return a value; only calls made with mock.call can throw.
                """)
    }

    @Test("an async block reached from a synchronous call is a failure")
    func asyncBlockFromSyncCall() {
        let line = #line + 2
        let failures = captureFailures {
            directory.expect.total().to { _ async in 1 }
            #expect(directory.total() == 0)
        }
        let failure = onlyFailure(failures, at: UInt(line))
        #expect(
            failure?.message == """
                The expectation for total() runs an async block, but the mock called total() synchronously \
                (without await).
                  An async block can answer only `try await mock.call.total(…)`.
                → Use a synchronous block, or make the mock call it with await from an async requirement.
                """)
    }

    @Test("toBeCalled() for a call that returns a value is a failure")
    func acceptWithoutValue() {
        let line = #line + 2
        let failures = captureFailures {
            directory.expect.total().toBeCalled()
            #expect(directory.total() == 0)
        }
        let failure = onlyFailure(failures, at: UInt(line))
        #expect(
            failure?.message == """
                toBeCalled() gives no value, but total() returns Int.
                → Say what it returns: expect.total(…).to(`return`(…)).
                """)
    }

    @Test("without a default, the call throws an error that stands alone")
    func noDefaultThrows() {
        let mock = Mock()
        var thrown: (any Error)?
        let failures = captureFailures {
            mock.expect.checkout().to(`return`("not a receipt"))
            do {
                let _: Receipt = try mock.call.checkout()
            } catch {
                thrown = error
            }
        }
        #expect(failures.count == 1)
        let description = (thrown as? ScoutError)?.description ?? ""
        #expect(
            description.hasPrefix(
                """
                Scout: Wrong return type for checkout(): checkout() returns Receipt, but the expectation gives \
                "not a receipt" (String).
                → Return a Receipt.
                Receipt has no default value to return instead, so the mock throws this error (where the mock uses \
                try!, the test process stops here). Conform Receipt to MockDefault to let tests go on after such a \
                failure. (Mock created at AnsweringTests.swift:
                """))
    }
}
