import Foundation
import Testing

import Scout
@testable import ScoutCore

/// `verifyInOrder`: steps matched by the interactions' process-wide order, across
/// mocks; a strict form; failures that show the interleaving.
@Suite("verifyInOrder")
struct InOrderTests {
    @Test("steps on two mocks pass in order, with other interactions between them")
    func passes() {
        let cart = MockDirectory()
        let payments = MockDirectory()
        cart.expect.send(to: any()).toAlways { _ in }
        payments.expect.total().to(alwaysReturn(1))
        cart.send(to: "a")
        _ = payments.total()
        cart.send(to: "b")
        _ = payments.total()
        let failures = captureFailures {
            #expect(
                verifyInOrder {
                    cart.received.send(to: "a")
                    cart.received.send(to: "b")
                    payments.received.total()
                })
        }
        #expect(failures.isEmpty)
    }

    @Test("steps written in a for loop are one step per pass, and out of order they fail as written out")
    func loops() {
        let cart = MockDirectory()
        cart.expect.send(to: any()).toAlways { _ in }
        for item in ["a", "b", "c"] { cart.send(to: item) }
        let passing = captureFailures {
            #expect(verifyInOrder { for item in ["a", "b", "c"] { cart.received.send(to: item) } })
        }
        #expect(passing.isEmpty)
        let line = #line + 2
        let failures = captureFailures {
            verifyInOrder {
                for item in ["a", "c", "b"] { cart.received.send(to: item) }
            }
        }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message.hasPrefix(
                #"verifyInOrder: step 3, send(to: equal to "b"), did not happen after step 2, send(to: equal to "c")."#)
                == true)
    }

    @Test("the steps of an if, or of the branch of an if-else taken, are the steps; a false if adds none")
    func conditions() {
        let cart = MockDirectory()
        let payments = MockDirectory()
        cart.expect.send(to: any()).toAlways { _ in }
        payments.expect.total().to(alwaysReturn(1))
        cart.send(to: "a")
        _ = payments.total()
        for paid in [true, false] {
            let failures = captureFailures {
                verifyInOrder {
                    cart.received.send(to: "a")
                    if paid {
                        payments.received.total()
                    } else {
                        cart.received.send(to: "refund")
                    }
                    if !paid { cart.received.send(to: "a") }
                }
            }
            if paid {
                #expect(failures.isEmpty)
            } else {
                #expect(failures.count == 1)
                #expect(failures.first?.message.contains(#"2. send(to: equal to "refund")"#) == true)
                #expect(failures.first?.message.contains(#"3. send(to: equal to "a")"#) == true)
            }
        }
    }

    @Test("a step that happened only before the one before it fails, with the interleaving")
    func outOfOrder() {
        let cart = MockDirectory()
        let payments = MockDirectory()
        cart.expect.send(to: any()).toAlways { _ in }
        payments.expect.total().to(alwaysReturn(1))
        _ = payments.total()
        cart.send(to: "a")
        let line = #line + 2
        let failures = captureFailures {
            verifyInOrder {
                cart.received.send(to: "a")
                payments.received.total()
            }
        }
        let failure = onlyFailure(failures, at: UInt(line))
        #expect(
            failure?.message == """
                verifyInOrder: step 2, total(), did not happen after step 1, send(to: equal to "a").
                  Steps:
                    1. send(to: equal to "a")
                    2. total()
                  Interactions of these mocks, in order:
                    1. ❌ not step 2: too early  mock 2: total()
                    2. ✅ step 1  mock 1: send(to: "a")
                  Mocks: 1 MockDirectory (created at Fixtures.swift:35), 2 MockDirectory #2 (created at Fixtures.swift:35)
                → Check the order in which the code under test reaches them, or the order of the steps.
                """)
    }

    @Test("strict: nothing else on those mocks between the steps")
    func strict() {
        let cart = MockDirectory()
        cart.expect.send(to: any()).toAlways { _ in }
        cart.expect.total().to(alwaysReturn(1))
        cart.send(to: "a")
        _ = cart.total()
        cart.send(to: "b")
        cart.send(to: "a")
        cart.send(to: "b")
        let passing = captureFailures {
            #expect(
                verifyInOrder(strict: true) {
                    cart.received.send(to: "a")
                    cart.received.send(to: "b")
                })
        }
        #expect(passing.isEmpty, "the second a, b are consecutive")
        let line = #line + 2
        let failures = captureFailures {
            verifyInOrder(strict: true) {
                cart.received.send(to: "a")
                cart.received.total()
                cart.received.total()
            }
        }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message.hasPrefix(
                "verifyInOrder(strict: true): step 3, total(), did not come right after step 2, total().") == true)
    }

    @Test("a step that never happened")
    func never() {
        let cart = MockDirectory()
        let line = #line + 1
        let failures = captureFailures { verifyInOrder { cart.received.total() } }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                verifyInOrder: step 1, total(), never happened.
                  Steps:
                    1. total()
                  Interactions of the mock, in order:
                → Check the order in which the code under test reaches them, or the order of the steps.
                """)
    }

    @Test("3 mocks called from 8 tasks: each task's order holds, and a failure lists calls in global order")
    func concurrentTasks() async {
        let mocks = (0..<3).map { _ in MockDirectory() }
        for mock in mocks { mock.expect.send(to: any()).toAlways { _ in } }
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for (index, mock) in mocks.enumerated() { mock.send(to: "\(task)-\(index)") }
                }
            }
        }
        let passing = captureFailures {
            for task in 0..<8 {
                verifyInOrder {
                    mocks[0].received.send(to: "\(task)-0")
                    mocks[1].received.send(to: "\(task)-1")
                    mocks[2].received.send(to: "\(task)-2")
                }
            }
        }
        #expect(passing.isEmpty)
        let failures = captureFailures {
            verifyInOrder {
                mocks[2].received.send(to: "0-2")
                mocks[0].received.send(to: "0-0")
            }
        }
        let message = failures.first?.message ?? ""
        #expect(message.contains("did not happen after step 1"))
        let involved = [mocks[2], mocks[0]]
        let everything = involved.flatMap(\.interactions).sorted { $0.sequence < $1.sequence }.map(\.description)
        let listed = message.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: ": send(to:") else { return nil }
            return String(line[line.index(after: range.lowerBound)...]).trimmingCharacters(in: .whitespaces)
        }
        #expect(listed.count == 16)
        #expect(listed == everything, "every interaction of the mocks in the steps, in the order they happened")
    }
}
