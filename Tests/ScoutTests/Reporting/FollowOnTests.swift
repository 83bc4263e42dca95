import Foundation
import Scout
import Testing

@testable import ScoutCore

/// What may follow from a test's first failure is a warning that names it (issue 37):
/// an unmet expectation, a gate, a count check's late call, another call of a member
/// with no expectation, a made number or `nil` passed on; and the captor of the
/// expectation a call missed keeps that call's argument. Each case has its control:
/// without the first failure, the same failure is an error of its own.
@Suite("One mistake, one error: what follows is a warning")
struct FollowOnTests {
    @Test("an unmet expectation after the test failed names the first failure; alone it is an error")
    func unmetAfterFailure() throws {
        let directory = MockDirectory()
        let firstLine = #line + 1
        directory.expect.fetch(id: 1).to(`return`(User(id: 1, name: "Ada")))
        directory.expect.reset().toBeCalled()
        let failures = captureFailures {
            _ = try? directory.fetch(id: 2)
            directory.verify()
        }
        try #require(failures.count == 2)
        #expect(failures[0].followsFrom == nil)
        #expect(failures[1].followsFrom?.line == UInt(firstLine))
        #expect(
            failures[1].message.hasSuffix(
                """
                  note: Scout's first failure in this test is at FollowOnTests.swift:\(firstLine): this failure may follow from that \
                one (the code under test may not have got this far).
                → Start at FollowOnTests.swift:\(firstLine): fix what it reports; if this failure stays, it is a \
                mistake of its own.
                """))

        let alone = MockDirectory()
        alone.expect.reset().toBeCalled()
        let unmet = captureFailures { alone.verify() }
        #expect(unmet.count == 1)
        #expect(unmet.first?.followsFrom == nil)
        #expect(unmet.first?.message.contains("note:") == false)
    }

    @Test("under withKnownIssue the first failure fails nothing: no captor keeps, the unmet stays an error")
    func knownIssueDowngradesNothing() {
        let directory = MockDirectory()
        let renamed = ArgumentCaptor<String>()
        directory.expect.rename(id: 1, to: renamed).toBeCalled()
        withKnownIssue { try? directory.rename(id: 2, to: "Grace") }
        #expect(renamed.values.isEmpty)
        let log = IssueLog()
        withKnownIssue {
            directory.verify()
        } matching: {
            log.keep($0)
        }
        #expect(log.recorded.map(\.severity) == [.error])
        #expect(log.messages.first?.contains("Scout's first failure in this test") == false)
    }

    @Test("another call of a member with no expectation fails for the same reason: it follows, in the same task")
    func sameUnansweredMember() throws {
        let directory = MockDirectory()
        let failures = captureFailures {
            _ = directory.total()
            _ = directory.total()
        }
        try #require(failures.count == 2)
        #expect(failures[0].followsFrom == nil)
        #expect(failures[1].followsFrom?.line == failures[0].location.line)
        #expect(
            failures[1].message.hasSuffix(
                "  note: total() has no expectation, as the failure at \(failures[0].location) said: this call "
                    + "fails for the same reason.\n→ Start at \(failures[0].location): fix what it reports; if this failure stays, "
                    + "it is a mistake of its own."))
    }

    @Test("a call of the same member from another task is no follow-on: a later run may make it")
    func sameMemberOtherTask() async {
        let directory = MockDirectory()
        let failures = await captureFailures {
            _ = directory.total()
            await Task { _ = directory.total() }.value
        }
        #expect(failures.count == 2)
        #expect(failures.allSatisfy { $0.followsFrom == nil })
    }

    @Test("a made 0 and a made nil passed on may follow from the failure that made them")
    func madeNumberAndNil() throws {
        let directory = MockDirectory()
        directory.expect.search("ada", limit: 3).to(`return`([User]()))
        directory.expect.find(name: "Ada").to(`return`(nil))
        let failures = captureFailures {
            let count = directory.count  // nothing expected: Scout makes 0
            _ = directory.search("ada", limit: count)
            let nickname = directory.nickname  // nothing expected: Scout makes nil
            _ = directory.find(name: nickname)
        }
        try #require(failures.count == 4)
        #expect(failures[1].followsFrom?.line == failures[0].location.line)
        #expect(failures[1].message.contains("note: Its argument limit equals the value Scout made for count"))
        #expect(failures[3].followsFrom?.line == failures[2].location.line)
        #expect(failures[3].message.contains("note: Its argument name equals the value Scout made for nickname"))
    }

    @Test("a captor of the expectation a call missed keeps that call's argument once the test failed")
    func captorOfMissedExpectation() throws {
        let directory = MockDirectory()
        let renamed = ArgumentCaptor<String>()
        directory.expect.rename(id: 1, to: renamed).toBeCalled()
        let failures = captureFailures {
            try? directory.rename(id: 2, to: "Grace")
        }
        #expect(failures.count == 1)
        #expect(renamed.value == "Grace")
        #expect(renamed.values == ["Grace"])
    }

    @Test("a captor whose own argument the call missed keeps nothing")
    func captorOfMissedArgument() {
        let directory = MockDirectory()
        let renamed = ArgumentCaptor<String>(matching: hasPrefix("G"))
        directory.expect.rename(id: 1, to: renamed).toBeCalled()
        let failures = captureFailures {
            try? directory.rename(id: 1, to: "Ada")
            _ = renamed.value
        }
        #expect(failures.map(\.kind) == [.unexpectedCall])
        #expect(renamed.values.isEmpty)
    }

    @Test("a call that comes after a failed count check follows from it")
    func lateArrivalFollows() async throws {
        let directory = MockDirectory()
        directory.expect.reset().toBeCalled()
        let line = #line + 7
        let failures = await captureFailures {
            let started = AsyncStream<Void>.makeStream()
            let work = Task {
                await started.stream.first { _ in true }
                directory.reset()  // the watch reports in this call, before the task ends
            }
            directory.received.reset().called(.once)
            started.continuation.yield()
            await work.value
        }
        try #require(failures.count == 2, "\(failures)")
        #expect(failures[0].followsFrom == nil)
        #expect(failures[1].message.contains("came after the check at FollowOnTests.swift:\(line) had failed"))
        #expect(failures[1].followsFrom?.line == UInt(line))
    }

    @Test("a later run of the test (a new task, new mocks) is not excused by an earlier run's failure")
    func laterRunStaysAnError() async throws {
        let failures = await captureFailures {
            await Task { _ = MockDirectory().total() }.value  // run 1 fails
            await Task {  // run 2: a new task, a new mock, verified
                let directory = MockDirectory()
                directory.expect.reset().toBeCalled()
                directory.verify()
            }.value
            await Task {  // run 3: a new captor, read empty
                _ = ArgumentCaptor<String>().value
            }.value
            await Task {  // run 4: a mock freed with its expectation unmet
                _ = MockDirectory().expect.reset().toBeCalled()
            }.value
        }
        try #require(failures.count == 4, "\(failures)")
        #expect(failures.map(\.kind) == [.unexpectedCall, .unmetExpectation, .captor, .unmetExpectation])
        #expect(failures.allSatisfy { $0.followsFrom == nil })
        #expect(failures.allSatisfy { !$0.message.contains("note:") })
    }

    @Test("a captor keeps a missed call's argument only for the one expectation still waiting")
    func captorOnlyForTheWaitingExpectation() {
        let directory = MockDirectory()
        let renamed = ArgumentCaptor<String>()
        directory.expect.rename(id: 1, to: renamed).toBeCalled()
        let usedUp = captureFailures {
            try? directory.rename(id: 1, to: "Ada")
            try? directory.rename(id: 2, to: "Grace")  // the expectation had its call
        }
        #expect(usedUp.count == 1)
        #expect(renamed.values == ["Ada"])

        let other = MockDirectory()
        let first = ArgumentCaptor<String>(), second = ArgumentCaptor<String>()
        other.expect.rename(id: 1, to: first).toBeCalled()
        other.expect.rename(id: 3, to: second).toBeCalled()
        let ambiguous = captureFailures {
            try? other.rename(id: 2, to: "Grace")  // meant for which?
            other.mock.reset()
        }
        #expect(ambiguous.count == 1)
        #expect(first.values.isEmpty && second.values.isEmpty)
    }

    @Test("a failure a user collects fails no test: no captor keeps, the unmet expectation stays")
    func collectedFailureExcusesNothing() {
        let directory = MockDirectory()
        let renamed = ArgumentCaptor<String>()
        directory.expect.rename(id: 1, to: renamed).toBeCalled()
        let collected = collectFailures { try? directory.rename(id: 2, to: "Grace") }
        #expect(collected.map(\.kind) == [.unexpectedCall])
        #expect(renamed.values.isEmpty)
        let unmet = captureFailures { directory.verify() }
        #expect(unmet.map(\.kind) == [.unmetExpectation])
        #expect(unmet.first?.followsFrom == nil)
    }

    @Test("a call that comes while the check's failure is being reported is still seen")
    func lateArrivalDuringReport() throws {
        let directory = MockDirectory()
        directory.expect.reset().toBeCalled()
        // As the check's failure goes out, another thread makes the call it lacked.
        let capture = FailureCapture(onEach: { failure in
            guard failure.kind == .count, failure.message.contains("was never called") else { return }
            let done = DispatchSemaphore(value: 0)
            Thread {
                directory.reset()
                done.signal()
            }.start()
            done.wait()
        })
        FailureCapture.$current.withValue(capture) { directory.received.reset().called(.once) }
        let failures = capture.captured
        try #require(failures.count == 2, "\(failures)")
        #expect(failures[1].message.contains("came after the check at"))
    }
}

/// A trait of a project's own that provides a scope, here wrapping `.filterIssues` to
/// drop a wrong call's failure: Scout cannot see what it does with an issue.
struct DropsWrongFetch: TestTrait, TestScoping {
    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await IssueHandlingTrait.filterIssues { issue in
            !issue.comments.contains { $0.rawValue.hasPrefix("Unexpected call fetch(id: 2)") }
        }.provideScope(for: test, testCase: testCase, performing: function)
    }
}

@Suite("Follow-ons under a trait of the project's own")
struct FollowOnUnderCustomTraitTests {
    @Test("under a scope-providing trait of the project's own nothing is downgraded", DropsWrongFetch())
    func customScopingTrait() {
        let directory = MockDirectory()
        directory.expect.reset().toBeCalled()
        _ = try? directory.fetch(id: 2)  // its failure: dropped by the trait
        let log = IssueLog()
        withKnownIssue {
            directory.verify()
        } matching: {
            log.keep($0)
        }
        #expect(log.recorded.map(\.severity) == [.error])
    }
}
