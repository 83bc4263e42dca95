import Foundation
import Scout
import Testing

/// Misuse catalog, part 1: interactions no expectation answers. Each case checks
/// the whole message and that it points at a line of this file.
@Suite("Misuse catalog: unexpected interactions")
struct UnexpectedInteractionCatalog {
    @Test("M01 a call with no expectation for its member")
    func noExpectation() {
        let line = #line + 1
        let directory = MockDirectory(Mock())
        let failures = captureFailures { _ = directory.total() }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                Unexpected call total(): no expectation was set for total().
                → Expect it before the code under test calls it, e.g. expect.total().to(`return`(…)).
                """)
    }

    @Test("M02 a property read with no expectation")
    func noExpectationForRead() {
        let line = #line + 1
        let directory = MockDirectory(Mock())
        let failures = captureFailures { _ = directory.title }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                Unexpected read of title: no expectation was set for the property title.
                → Expect it before the code under test reads it, e.g. expect.title.to(`return`(…)).
                """)
    }

    @Test("M03 an assignment with no expectation on a strict mock")
    func noExpectationForAssignment() {
        let line = #line + 1
        let directory = MockDirectory(Mock())
        let failures = captureFailures { directory.title = "A" }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                Unexpected assignment title = "A": no expectation was set for the setter of title.
                → Expect it before the code under test assigns it, e.g. expect.title.toBeSet(to: "A"); or allow \
                assignments with Mock(policy: .relaxedVoid).
                """)
    }

    @Test("M04 a call after its expectations are used up")
    func exhausted() {
        let directory = MockDirectory()
        let line = #line + 1
        directory.expect.total().to(`return`(1))
        _ = directory.total()
        let failures = captureFailures { _ = directory.total() }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                Unexpected call total(): the expectations of total() that accept it are used up.
                  Expectations of total(), in the order set:
                    1. return 1 (1 of 1 used), set at UnexpectedInteractionCatalog.swift:\(line)
                → total() was called more often than expected: allow more with times: on the expectation, or use an \
                unbounded form (alwaysReturn, toAlways, toAlwaysBeSet).
                """)
    }

    @Test("M05 one keyword argument that does not match")
    func oneArgumentMismatch() {
        let directory = MockDirectory()
        let line = #line + 1
        directory.expect.fetch(id: 1).to(`return`(ada))
        let failures = captureFailures { _ = try? directory.fetch(id: 2) }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                Unexpected call fetch(id: 2): no expectation of fetch(id:) accepts its arguments.
                  Expectations of fetch(id:), in the order set:
                    1. return User(id: 1, name: "Ada") (0 of 1 used), set at UnexpectedInteractionCatalog.swift:\(line)
                       ❌ id: expected equal to 1, got 2
                → Expect these arguments, e.g. expect.fetch(id: 2).to(`return`(…)), or fix the arguments the code \
                under test passes.
                """)
    }

    @Test("M06 several arguments, some matching, each with its verdict")
    func severalArguments() {
        let directory = MockDirectory()
        let line = #line + 1
        directory.expect.rename(id: 1, to: "Ada").toBeCalled()
        let failures = captureFailures { try? directory.rename(id: 1, to: "Eve") }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                Unexpected call rename(id: 1, to: "Eve"): no expectation of rename(id:to:) accepts its arguments.
                  Expectations of rename(id:to:), in the order set:
                    1. accept the call (0 of 1 used), set at UnexpectedInteractionCatalog.swift:\(line)
                       ✅ id: equal to 1, got 1
                       ❌ to: expected equal to "Ada", got "Eve"
                → Expect these arguments, e.g. expect.rename(id: 1, to: "Eve").toBeCalled(), or fix the arguments \
                the code under test passes.
                """)
    }

    @Test("M07 positional arguments are named by position")
    func positionalArguments() {
        let directory = MockDirectory()
        let line = #line + 1
        directory.expect.search("ada", limit: 5).to(`return`([ada]))
        let failures = captureFailures { _ = directory.search("bob", limit: 6) }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                Unexpected call search("bob", limit: 6): no expectation of search(_:limit:) accepts its arguments.
                  Expectations of search(_:limit:), in the order set:
                    1. return [User(id: 1, name: "Ada")] (0 of 1 used), set at UnexpectedInteractionCatalog.swift:\(line)
                       ❌ #1: expected equal to "ada", got "bob"
                       ❌ limit: expected equal to 5, got 6
                → Expect these arguments, e.g. expect.search("bob", limit: 6).to(`return`(…)), or fix the arguments \
                the code under test passes.
                """)
    }

    @Test("M08 a mock that forwards the wrong number of arguments")
    func wrongArgumentCount() {
        let mock = Mock()
        let line = #line + 1
        mock.expect.fetch(id: 1, page: 2).to(`return`(ada))
        let failures = captureFailures { let _: User? = try? mock.call.fetch(id: 1) }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                Unexpected call fetch(id: 1): no expectation was set for fetch(id:).
                  An expectation waits for fetch(id:page:), set at UnexpectedInteractionCatalog.swift:\(line): it \
                takes 2 arguments, this call passes 1.
                → Make the mock forward every argument of the requirement, and the expectation match each one.
                """)
    }

    @Test("M09 wrong labels: the expected selector is suggested")
    func wrongLabels() {
        let mock = Mock()
        let line = #line + 1
        mock.expect.fetch(userID: 1).to(`return`(ada))
        let failures = captureFailures { let _: User? = try? mock.call.fetch(id: 1) }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                Unexpected call fetch(id: 1): no expectation was set for fetch(id:).
                  An expectation waits for fetch(userID:), set at UnexpectedInteractionCatalog.swift:\(line): same \
                name, other labels.
                → Make the labels agree in the test and the mock: this call is fetch(id:).
                """)
    }

    @Test("M10 an overload called with the other labels")
    func otherOverload() {
        let directory = MockDirectory()
        let line = #line + 1
        directory.expect.send(to: "a").toBeCalled()
        let failures = captureFailures { directory.send(cc: "a") }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                Unexpected call send(cc: "a"): no expectation was set for send(cc:).
                  An expectation waits for send(to:), set at UnexpectedInteractionCatalog.swift:\(line): same name, \
                other labels.
                → Make the labels agree in the test and the mock: this call is send(cc:).
                """)
    }

    @Test("M11 a property expected where the mock calls a function")
    func propertyForFunction() {
        let mock = Mock()
        let line = #line + 1
        mock.expect.count.to(`return`(3))
        let failures = captureFailures { let _: Int = try! mock.call.count() }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                Unexpected call count(): no expectation was set for count().
                  An expectation waits for the property count, set at UnexpectedInteractionCatalog.swift:\(line), \
                not the function count().
                → Expect it as the function count(): expect.count().to(`return`(…)).
                """)
    }

    @Test("M12 a misspelled expectation: the call suggests it")
    func typoAtCall() {
        let directory = MockDirectory()
        let line = #line + 1
        directory.expect.fecth(id: 1).to(`return`(ada))
        let failures = captureFailures { _ = try? directory.fetch(id: 1) }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                Unexpected call fetch(id: 1): no expectation was set for fetch(id:).
                  Did you mean fecth(id:)? It has 1 unused expectation, set at UnexpectedInteractionCatalog.swift:\(line).
                → Correct the name where it is misspelled (in the test or in the mock), or expect this call: \
                expect.fetch(id: 1).to(`return`(…)).
                """)
    }

    @Test("M13 a nil argument where a value is expected")
    func nilArgument() {
        let directory = MockDirectory()
        let line = #line + 1
        directory.expect.find(name: "Ada").to(`return`(ada))
        let failures = captureFailures { _ = directory.find(name: nil) }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                Unexpected call find(name: nil): no expectation of find(name:) accepts its arguments.
                  Expectations of find(name:), in the order set:
                    1. return User(id: 1, name: "Ada") (0 of 1 used), set at UnexpectedInteractionCatalog.swift:\(line)
                       ❌ name: expected equal to "Ada", got nil
                → Expect these arguments, e.g. expect.find(name: nil).to(`return`(…)), or fix the arguments the code \
                under test passes.
                """)
    }

    @Test("M14 a plain value of another type than the argument's")
    func typesDiffer() {
        let directory = MockDirectory()
        let line = #line + 1
        directory.expect.score("1").to(`return`(true))
        let failures = captureFailures { _ = directory.score(1.0) }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                Unexpected call score(1.0): no expectation of score(_:) accepts its arguments.
                  Expectations of score(_:), in the order set:
                    1. return true (0 of 1 used), set at UnexpectedInteractionCatalog.swift:\(line)
                       ❌ #1: expected equal to "1" (String), got 1.0 (Double): the types differ
                → Match each argument with a value or matcher of its type (#1 is a Double), e.g. \
                expect.score(1.0).to(`return`(…)).
                """)
    }

    @Test("M15 a matcher given an argument of a type it cannot judge")
    func matcherCannotJudge() {
        let mock = Mock()
        let line = #line + 1
        mock.expect.label(greaterThan(3)).to(`return`("x"))
        let failures = captureFailures { let _: String = try! mock.call.label("abc") }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                Unexpected call label("abc"): no expectation of label(_:) accepts its arguments.
                  Expectations of label(_:), in the order set:
                    1. return "x" (0 of 1 used), set at UnexpectedInteractionCatalog.swift:\(line)
                       ❌ #1: expected greater than 3 (Int), got "abc" (String): the types differ
                → Match each argument with a value or matcher of its type (#1 is a String), e.g. \
                expect.label("abc").to(`return`(…)).
                """)
    }

    @Test("M16 a structured argument that differs: the fields that differ are listed")
    func structuredArgument() {
        let mock = Mock()
        let line = #line + 1
        mock.expect.save(ada).toBeCalled()
        let failures = captureFailures { try! mock.call.save(User(id: 1, name: "Adam")) }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                Unexpected call save(User(id: 1, name: "Adam")): no expectation of save(_:) accepts its arguments.
                  Expectations of save(_:), in the order set:
                    1. accept the call (0 of 1 used), set at UnexpectedInteractionCatalog.swift:\(line)
                       ❌ #1: expected equal to User(id: 1, name: "Ada"), got User(id: 1, name: "Adam")
                          · name: expected "Ada", got "Adam"
                → Expect these arguments, e.g. expect.save(User(id: 1, name: "Adam")).toBeCalled(), or fix the \
                arguments the code under test passes.
                """)
    }

    @Test("M17 a relaxed mock asked for a type with no default")
    func relaxedWithoutDefault() {
        let line = #line + 1
        let mock = Mock(policy: .relaxed)
        let failures = captureFailures {
            do {
                let _: Receipt = try mock.call.checkout()
            } catch {}
        }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                Unexpected call checkout(): the mock is relaxed, but Scout cannot make a Receipt to return.
                → Set an expectation, e.g. expect.checkout().to(`return`(…)), or give Receipt a default: \
                extension Receipt: MockDefault { static var mockDefault: Receipt { … } }
                """)
    }

    @Test("M18 an assignment of another value than expected")
    func assignmentMismatch() {
        let directory = MockDirectory()
        let line = #line + 1
        directory.expect.title.toBeSet(to: "A")
        let failures = captureFailures { directory.title = "B" }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                Unexpected assignment title = "B": no expectation of the setter of title accepts this value.
                  Expectations of the setter of title, in the order set:
                    1. accept the assignment (0 of 1 used), set at UnexpectedInteractionCatalog.swift:\(line)
                       ❌ newValue: expected equal to "A", got "B"
                → Expect this value, e.g. expect.title.toBeSet(to: "B"), or fix the value the code under test assigns.
                """)
    }

    @Test("M19 without a default value, the call throws an error that stands alone")
    func noDefaultThrows() {
        let line = #line + 1
        let mock = Mock()
        var thrown: (any Error)?
        let failures = captureFailures {
            do {
                let _: Receipt = try mock.call.checkout(total: 3)
            } catch {
                thrown = error
            }
        }
        #expect(onlyFailure(failures, at: UInt(line)) != nil)
        #expect(
            (thrown as? ScoutError)?.description == """
                Scout: Unexpected call checkout(total: 3): no expectation was set for checkout(total:).
                Scout could not make a Receipt to return instead (it has no MockDefault, and it is not \
                CaseIterable or a type Scout knows, or decoding it from made values failed: a model whose \
                init(from:) rejects empty values, for example), so the call throws this error; a call that cannot \
                throw (mock.run, or the original Scout's try!) and a property read stop the test process here.
                → Expect it before the code under test calls it, e.g. expect.checkout(total: 3).to(`return`(…)). \
                To let tests go on after such a failure: extension Receipt: MockDefault { static var mockDefault: \
                Receipt { … } }
                (Reported at UnexpectedInteractionCatalog.swift:\(line); mock created at \
                UnexpectedInteractionCatalog.swift:\(line).)
                """)
    }
}
