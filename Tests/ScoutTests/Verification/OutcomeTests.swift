import Scout
import Testing

struct Unrelated: Error {}

@Suite("Whether a call threw, or what it returned")
struct OutcomeTests {
    @Test("threw() counts the calls that threw, whatever answered them, on a mock that does not record")
    func threwCounts() async throws {
        let directory = MockDirectory()
        directory.expect.fetch(id: 1).to(`return`(ada))
        directory.expect.fetch(id: 2).to(`throw`(NetworkError.notFound(id: 2)))
        directory.expect.fetch(id: 3).to { _ in throw NetworkError.offline }
        directory.expect.fetchRemote(id: 4).to { _ async throws -> User in throw NetworkError.offline }
        _ = try directory.fetch(id: 1)
        #expect(throws: NetworkError.notFound(id: 2)) { try directory.fetch(id: 2) }
        #expect(throws: NetworkError.offline) { try directory.fetch(id: 3) }
        await #expect(throws: NetworkError.offline) { try await directory.fetchRemote(id: 4) }
        let failures = captureFailures {
            directory.received.fetch(id: any()).threw().called(.twice)
            directory.received.fetch(id: 1).threw().called(.never)
            directory.received.fetch(id: any()).threw(NetworkError.self).called(.twice)
            directory.received.fetch(id: any()).threw(Unrelated.self).called(.never)
            directory.received.fetch(id: 2).threw(NetworkError.notFound(id: 2)).called(.once)
            directory.received.fetch(id: any()).threw(NetworkError.offline).called(.once)
            directory.received.fetchRemote(id: 4).threw(NetworkError.offline).called(.once)
        }
        #expect(failures.isEmpty)
        #expect(directory.received.fetch(id: any()).threw().all.map { $0.id as Int? } == [2, 3])
        #expect(directory.received.fetch(id: any()).threw(NetworkError.offline).count == 1)
        directory.verify()
    }

    @Test("threw(…).called fails at its line, saying what each call did")
    func threwFails() throws {
        let directory = MockDirectory()
        directory.expect.fetch(id: any()).to(`return`(ada)).and.to(`throw`(NetworkError.offline))
        _ = try directory.fetch(id: 1)
        _ = try? directory.fetch(id: 2)
        let line = #line + 2
        let failures = captureFailures {
            directory.received.fetch(id: any()).threw(NetworkError.notFound(id: 1)).called()
        }
        let failure = onlyFailure(failures, at: UInt(line))
        #expect(
            failure?.message.hasPrefix(
                """
                fetch(id: any value) never threw an error equal to .notFound(id: 1); expected exactly once.
                  Calls of fetch(id:), in order:
                    1. fetch(id: 1) → has not thrown
                       ✅ id: any value, got 1
                    2. fetch(id: 2) → threw .offline (NetworkError)
                """) == true)
        #expect(failure?.message.contains("Check what the expectations answer fetch(id:) with") == true)
    }

    @Test("returned(…) reads the answers a recording mock keeps: values, matchers, none")
    func returnedOnRecordingMock() throws {
        let directory = MockDirectory(Mock(policy: [.relaxed, .recording]))
        directory.expect.fetch(id: 1).to(`return`(ada))
        directory.expect.fetch(id: 2).to(`throw`(NetworkError.offline))
        directory.expect.total().to(`return`(42))
        _ = try directory.fetch(id: 1)
        _ = try? directory.fetch(id: 2)
        _ = directory.total()
        let failures = captureFailures {
            directory.received.fetch(id: any()).returned().called(.once)
            directory.received.fetch(id: any()).returned(ada).called(.once)
            directory.received.fetch(id: any()).returned(grace).called(.never)
            directory.received.fetch(id: any()).threw().called(.once)
            directory.received.total().returned(greaterThan(40)).called(.once)
            directory.received.total().returned(42).called(.once)
        }
        #expect(failures.isEmpty)
        let line = #line + 1
        let failed = captureFailures { directory.received.total().returned(7).called() }
        #expect(
            onlyFailure(failed, at: UInt(line))?.message.hasPrefix(
                """
                total() never returned a value equal to 7; expected exactly once.
                  Calls of total(), in order:
                    1. total() → returned 42
                  A call from a task, thread or queue that the code under test starts without waiting for it can \
                come after this check.
                → Check what the expectations answer total() with, or expect another count. To wait for one from \
                another task, in an async test, put await before this line and end it with \
                .called(.once, within: .seconds(1)).
                """) == true)
    }

    @Test("returned(…) on a mock that does not record fails at its line and says how to record")
    func returnedWithoutRecording() throws {
        let directory = MockDirectory()
        directory.expect.total().to(`return`(1))
        _ = directory.total()
        let line = #line + 1
        let failures = captureFailures { _ = directory.received.total().returned(1).count }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message.hasPrefix(
                """
                returned(…) cannot tell what total() returned: this mock keeps only what its interactions threw.
                """) == true)
        #expect(failures.first?.message.contains("Mock(policy: .recording)") == true)
    }

    @Test("returned(…) with a value that cannot be compared says so and accepts any value")
    func returnedNotComparable() throws {
        struct Opaque {}
        let directory = MockDirectory(Mock(policy: [.relaxed, .recording]))
        _ = directory.total()
        let line = #line + 1
        let failures = captureFailures { #expect(directory.received.total().returned(Opaque()).count == 1) }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message.hasPrefix(
                "Cannot compare what total() returned with an Opaque: Opaque is not Equatable.") == true)
    }

    @Test("threw() waits for a throw that comes from another task, and counts in order checks")
    func threwWaitsAndOrders() async throws {
        let directory = MockDirectory()
        directory.expect.fetchRemote(id: 1).to { _ async throws -> User in
            try await Task.sleep(for: .milliseconds(50))
            throw NetworkError.offline
        }
        directory.expect.reset().toBeCalled()
        let task = Task {
            _ = try? await directory.fetchRemote(id: 1)
            directory.reset()
        }
        let failures = await captureFailures {
            await directory.received.fetchRemote(id: 1).threw().called(.once, within: .seconds(3_600))
        }
        #expect(failures.isEmpty)
        await task.value
        let ordered = captureFailures {
            verifyInOrder {
                directory.received.fetchRemote(id: 1).threw(NetworkError.offline)
                directory.received.reset()
            }
        }
        #expect(ordered.isEmpty)
        let line = #line + 2
        let misordered = captureFailures {
            verifyInOrder { directory.received.fetchRemote(id: 1).threw(Unrelated.self) }
        }
        #expect(
            onlyFailure(misordered, at: UInt(line))?.message.contains(
                "fetchRemote(id: equal to 1) threw an Unrelated") == true)
    }

    @Test("reset() forgets what was thrown")
    func resetForgets() {
        let directory = MockDirectory()
        directory.expect.fetch(id: 1).to(`throw`(NetworkError.offline))
        _ = try? directory.fetch(id: 1)
        directory.mock.reset(.interactions)
        #expect(directory.received.fetch(id: 1).threw().count == 0)
        directory.expect.fetch(id: 1).to(`throw`(NetworkError.offline))
        _ = try? directory.fetch(id: 1)
        directory.mock.reset()
        #expect(directory.received.fetch(id: 1).threw().count == 0)
    }
}
