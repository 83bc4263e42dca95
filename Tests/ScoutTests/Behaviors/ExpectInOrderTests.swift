import Testing

import Scout
@testable import ScoutCore

/// `expectInOrder`: expectations across mocks that must be used in the order set;
/// a call that jumps ahead fails when it happens, and is still answered.
@Suite("expectInOrder")
struct ExpectInOrderTests {
    @Test("calls in the order set pass")
    func inOrder() throws {
        let inventory = MockDirectory()
        let payments = MockDirectory()
        expectInOrder {
            inventory.expect.send(to: "reserve").toBeCalled()
            payments.expect.fetch(id: 1).to(`return`(User(id: 1, name: "receipt")))
            inventory.expect.send(to: "ship").toBeCalled()
        }
        let failures = try captureFailures {
            inventory.send(to: "reserve")
            _ = try payments.fetch(id: 1)
            inventory.send(to: "ship")
        }
        #expect(failures.isEmpty)
        inventory.verify()
        payments.verify()
    }

    @Test("expectations set in a for loop or an if are steps in the order they are set")
    func loopsAndConditions() {
        let mock = MockDirectory()
        let express = true
        expectInOrder {
            for step in ["pick", "pack"] { mock.expect.send(to: step).toBeCalled() }
            if express {
                mock.expect.send(to: "courier").toBeCalled()
            } else {
                mock.expect.send(to: "post").toBeCalled()
            }
        }
        let failures = captureFailures {
            mock.send(to: "pick")
            mock.send(to: "courier")
            mock.send(to: "pack")
        }
        // The jump ahead, then the step it skipped, which comes back after a later one.
        #expect(failures.count == 2)
        #expect(
            failures.first?.message.hasPrefix(
                #"Out of order: send(to: "courier") is step 3 of the sequence"#) == true)
        #expect(failures.last?.message.hasPrefix(#"Out of order: send(to: "pack") is step 2"#) == true)
    }

    @Test("a call that jumps ahead fails at its expectation when it happens, naming the step it skipped")
    func jumpsAhead() throws {
        let inventory = MockDirectory()
        let payments = MockDirectory()
        let sequenceLine = #line + 1
        expectInOrder {
            inventory.expect.send(to: "reserve").toBeCalled()
            payments.expect.fetch(id: 1).to(`return`(User(id: 1, name: "receipt")))
        }
        let expectationLine = sequenceLine + 2
        var answer: User?
        let failures = try captureFailures { answer = try payments.fetch(id: 1) }
        #expect(answer == User(id: 1, name: "receipt"), "still answered")
        #expect(
            onlyFailure(failures, at: UInt(expectationLine))?.message == """
                Out of order: fetch(id: 1) is step 2 of the sequence set at ExpectInOrderTests.swift:\(sequenceLine), \
                but step 1, send(to: equal to "reserve"), has not happened yet.
                → Check the order in which the code under test makes these calls, or the order of the expectations \
                in expectInOrder.
                """)
    }

    @Test("a step that requires two calls must have both before the next; going back to it fails too")
    func times() {
        let mock = MockDirectory()
        expectInOrder {
            mock.expect.send(to: "a").toBeCalled(times: 2)
            mock.expect.send(to: "b").toBeCalled()
        }
        let failures = captureFailures {
            mock.send(to: "a")
            mock.send(to: "b")
            mock.send(to: "a")
        }
        #expect(failures.count == 2)
        #expect(
            failures.first?.message.contains(
                "is step 2 of the sequence set at ExpectInOrderTests.swift:") == true)
        #expect(
            failures.first?.message.contains(
                "but step 1, send(to: equal to \"a\"), has happened 1 of the 2 times it requires.") == true)
        #expect(
            failures.last?.message.contains(
                "send(to: \"a\") is step 1 of the sequence set at ExpectInOrderTests.swift:") == true)
        #expect(failures.last?.message.contains("but step 2, send(to: equal to \"b\"), has happened already.") == true)
    }

    @Test("calls from 8 tasks in the order set, on two mocks: no failure, whatever the interleaving")
    func concurrent() async {
        let first = MockDirectory()
        let second = MockDirectory()
        expectInOrder {
            first.expect.send(to: any()).toBeCalled(times: 8)
            second.expect.total().to(`return`(1, times: 8))
        }
        let failures = await captureFailures {
            await withTaskGroup(of: Void.self) { group in
                for task in 0..<8 { group.addTask { first.send(to: "\(task)") } }
            }
            await withTaskGroup(of: Void.self) { group in
                for _ in 0..<8 { group.addTask { _ = second.total() } }
            }
        }
        #expect(failures.isEmpty)
    }

    @Test("expectations set outside the block are not in the sequence")
    func outside() {
        let mock = MockDirectory()
        mock.expect.total().to(alwaysReturn(1))
        expectInOrder {
            mock.expect.send(to: "a").toBeCalled()
        }
        let failures = captureFailures {
            _ = mock.total()
            mock.send(to: "a")
        }
        #expect(failures.isEmpty)
    }
}
