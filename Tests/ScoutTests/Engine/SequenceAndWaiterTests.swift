import Foundation
import Testing

import Scout
import ScoutLowLevel
@testable import ScoutCore

/// Room for what comes next: every interaction carries a process-wide sequence
/// number, and a waiter registered for a member is resumed, outside the lock,
/// when an interaction of that member is recorded.
@Suite("Sequence numbers and waiters")
struct SequenceAndWaiterTests {
    @Test("interactions of several mocks are numbered in the order they happened")
    func globalOrder() {
        let one = MockDirectory()
        let other = MockDirectory()
        one.expect.total().to(alwaysReturn(1))
        other.expect.total().to(alwaysReturn(2))
        other.expect.title.to(alwaysReturn("t"))
        _ = one.total()
        _ = other.total()
        _ = other.title
        _ = one.total()
        let numbers = (one.interactions + other.interactions).sorted { $0.sequence < $1.sequence }
        #expect(numbers.map { $0.description } == ["total()", "total()", "title", "total()"])
        #expect(one.interactions[0].sequence < other.interactions[0].sequence)
        #expect(other.interactions[1].sequence < one.interactions[1].sequence)
        #expect(Set(numbers.map(\.sequence)).count == 4)
    }

    @Test("a waiter is resumed after its member's next interaction, outside the lock")
    func waiterResumed() {
        let directory = MockDirectory()
        directory.expect.total().to(alwaysReturn(3))
        let resumed = Counter()
        let core = directory.mock.core
        let selector = Selector(.call, "total")
        // The waiter calls the mock: under the lock, that would deadlock.
        core.addWaiter(
            MemberWaiter {
                _ = directory.total()
                resumed.increment()
            }, for: selector, after: SequenceCounter.current)
        #expect(resumed.current == 0)
        _ = directory.total()
        #expect(resumed.current == 1)
        _ = directory.total()
        #expect(resumed.current == 1, "a waiter is resumed once")
    }

    @Test("a waiter registered after a matching interaction is resumed at once")
    func waiterAfterTheFact() {
        let directory = MockDirectory()
        directory.expect.total().to(alwaysReturn(3))
        let before = SequenceCounter.current
        _ = directory.total()
        let resumed = Counter()
        let registered = directory.mock.core.addWaiter(
            MemberWaiter { resumed.increment() }, for: Selector(.call, "total"), after: before)
        #expect(!registered)
        #expect(resumed.current == 1)
    }

    @Test("reset() resumes the waiters of the state it drops, outside the lock")
    func waiterAcrossReset() {
        let directory = MockDirectory()
        directory.expect.total().to(alwaysReturn(3))
        let resumed = Counter()
        let core = directory.mock.core
        let registered = core.addWaiter(
            MemberWaiter {
                // Calls the mock: under the lock, that would deadlock.
                _ = directory.interactions
                resumed.increment()
            }, for: Selector(.call, "total"), after: SequenceCounter.current)
        #expect(registered)
        directory.mock.reset()
        #expect(resumed.current == 1, "a waiter on a member reset() dropped is resumed, not left waiting")
        directory.expect.total().to(alwaysReturn(3))
        _ = directory.total()
        #expect(resumed.current == 1, "and only once")
    }
}
