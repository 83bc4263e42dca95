import Scout
import Testing

/// Misuse catalog, part 2: mistakes in the expectations themselves.
@Suite("Misuse catalog: expectation mistakes")
struct ExpectationMistakeCatalog {
    final class Session {}

    @Test("M20 a plain value that is not Equatable where a matcher is expected")
    func notEquatable() {
        let mock = Mock()
        let line = #line + 1
        let failures = captureFailures { mock.expect.attach(session: Session()).toBeCalled() }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                Cannot compare argument session of attach(session:): a Session is not Equatable.
                  The expectation set here accepts any value for it instead.
                → Pass a matcher instead: any(), identicalTo(…) for this very object, \
                satisfying("…") { (value: Session) in … }; or make Session Equatable.
                """)
    }

    @Test("M21 times: 0")
    func timesZero() {
        let directory = MockDirectory()
        let line = #line + 1
        let failures = captureFailures { directory.expect.total().to(`return`(1, times: 0)) }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                times: 0 is not a valid count for total(): an expectation must answer at least once.
                  This expectation was not added.
                → To check that total() is never called, set no expectation for it: a strict mock fails on anything \
                unexpected.
                """)
    }

    @Test("M22 a negative times")
    func timesNegative() {
        let directory = MockDirectory()
        let line = #line + 1
        let failures = captureFailures { directory.expect.title.toBeSet(times: -2) }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                times: -2 is not a valid count for the setter of title: an expectation must answer at least once.
                  This expectation was not added.
                → To check that title is never assigned, set no expectation for it: a strict mock fails on anything \
                unexpected.
                """)
    }

    @Test("M23 an expectation added after verify()")
    func afterVerify() {
        let directory = MockDirectory()
        let verifyLine = #line + 1
        directory.verify()
        let line = #line + 1
        let failures = captureFailures { directory.expect.reset().toBeCalled() }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                An expectation for reset() was set after verify(), which ran at ExpectationMistakeCatalog.swift:\(verifyLine).
                  verify() checks only what was expected before it; this expectation is added but unchecked unless \
                verify() runs again.
                → Set expectations before verify(), or call reset() to start a new phase of the test.
                """)
    }

    @Test("M24 a value of the wrong type for a property read")
    func wrongTypeForGet() {
        let directory = MockDirectory()
        let line = #line + 1
        directory.expect.count.to(`return`("3"))
        let failures = captureFailures { _ = directory.count }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                Wrong return type for the property count: count returns Int, but the expectation gives "3" (String).
                → Return an Int.
                """)
    }

    @Test("M25 a value of the wrong type for a call")
    func wrongTypeForCall() {
        let directory = MockDirectory()
        let line = #line + 1
        directory.expect.fetch(id: 1).to(`return`("Grace"))
        let failures = captureFailures { _ = try? directory.fetch(id: 1) }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                Wrong return type for fetch(id:): fetch(id:) returns User, but the expectation gives "Grace" (String).
                → Return a User.
                """)
    }

    @Test("M26 return(nil) for a result that is not optional")
    func nilForNonOptional() {
        let directory = MockDirectory()
        let line = #line + 1
        directory.expect.total().to(`return`(nil))
        let failures = captureFailures { _ = directory.total() }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                Wrong return type for total(): the expectation returns nil, but total() returns Int, which is not \
                optional.
                → Return an Int.
                """)
    }

    @Test("M27 an integer literal for a Double result")
    func integerForDouble() {
        let mock = Mock()
        let line = #line + 1
        mock.expect.price().to(`return`(3))
        let failures = captureFailures { let _: Double = try! mock.call.price() }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                Wrong return type for price(): price() returns Double, but the expectation gives 3 (Int).
                  Integer literals are Int here: write 3.0, or Double(3), for a Double.
                → Return a Double.
                """)
    }

    @Test("M28 toBeCalled() for a call that returns a value")
    func toBeCalledWithoutValue() {
        let directory = MockDirectory()
        let line = #line + 1
        directory.expect.total().toBeCalled()
        let failures = captureFailures { _ = directory.total() }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                toBeCalled() gives no value, but total() returns Int.
                → Say what it returns: expect.total(…).to(`return`(…)).
                """)
    }

    @Test("M29 throw on a property read, which cannot throw")
    func throwOnRead() {
        let directory = MockDirectory()
        let line = #line + 1
        directory.expect.title.to(`throw`(NetworkError.offline))
        let failures = captureFailures { _ = directory.title }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                The expectation for the property title throws .offline (NetworkError), but reading a property cannot \
                throw.
                → Return a value with `return`(…) instead; only calls made with mock.call can throw.
                """)
    }

    @Test("M30 typed throws: an error of another type")
    func typedThrowsOtherError() {
        let mock = Mock()
        let line = #line + 1
        mock.expect.load().to(`throw`(NetworkError.offline))
        let failures = captureFailures {
            let _: Int? = try? mock.call(throwing: LoadError.self).load()
        }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                The expectation for load() throws .offline (NetworkError), but load() throws only LoadError.
                → Throw a LoadError, or return a value.
                """)
    }

    @Test("M31 a value given to a call that returns nothing (a cast, as! T, now gets the value: see UntypedCallTests)")
    func valueForVoidCall() {
        let mock = Mock()
        let line = #line + 1
        mock.expect.baz(buz: 3).to(`return`(4))
        let failures = captureFailures {
            let _: Void = try! mock.call.baz(buz: 3)
        }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                Wrong return type for baz(buz:): the mock calls it as returning nothing (Void), but the expectation gives \
                4 (Int).
                → Expect the call with toBeCalled().
                """)
    }

    @Test("M45 a mistake for a type with no default: the thrown error repeats it and stands alone")
    func mistakeWithoutDefault() {
        let creation = #line + 1
        let mock = Mock()
        let line = #line + 1
        mock.expect.checkout().to(`return`("not a receipt"))
        var thrown: (any Error)?
        let failures = captureFailures {
            do {
                let _: Receipt = try mock.call.checkout()
            } catch {
                thrown = error
            }
        }
        #expect(onlyFailure(failures, at: UInt(line)) != nil)
        #expect(
            (thrown as? ScoutError)?.description == """
                Scout: Wrong return type for checkout(): checkout() returns Receipt, but the expectation gives \
                "not a receipt" (String).
                → Return a Receipt.
                Scout could not make a Receipt to return instead (it has no MockDefault, and it is not \
                CaseIterable or a type Scout knows, or decoding it from made values failed: a model whose \
                init(from:) rejects empty values, for example), so the call throws this error; a call that cannot \
                throw (mock.run, or the original Scout's try!) and a property read stop the test process here. To let tests go on after such a failure: \
                extension Receipt: MockDefault { static var mockDefault: Receipt { … } } (Mock created at \
                ExpectationMistakeCatalog.swift:\(creation).)
                """)
    }

    enum LoadError: Error {
        case missing
    }
}
