import Scout
import Testing

@testable import ScoutCore

/// The registry of mocks with expectations that must be used, for the report at
/// exit: a mock joins with its first such expectation and leaves when freed.
@Suite("Live mocks")
struct LiveMocksTests {
    @Test("a freed mock gives its slot back: 1,000 mocks made one after another take a few slots, not 1,000")
    func slotsAreReused() {
        let slots = slotsTaken {
            let directory = MockDirectory()
            directory.expect.send(to: "Ann").to(`return`(()))
            directory.send(to: "Ann")
            directory.verify()
        }
        #expect(slots < 100)
    }

    @Test("a mock reset and configured again keeps its one slot: 1,000 such mocks take a few slots, not 2,000")
    func resetKeepsOneSlot() {
        let slots = slotsTaken {
            let directory = MockDirectory()
            directory.expect.send(to: "Ann").to(`return`(()))
            directory.send(to: "Ann")
            directory.mock.reset()
            directory.expect.send(to: "Bob").to(`return`(()))
            directory.send(to: "Bob")
            directory.verify()
        }
        #expect(slots < 100)
    }

    /// The slots `LiveMocks` grew by while `makeOneMock` ran 1,000 times, each mock
    /// freed before the next. Tests running alongside may hold a few slots of their own.
    private func slotsTaken(by makeOneMock: () -> Void) -> Int {
        let before = LiveMocks.shared.slotCount
        for _ in 0..<1_000 { makeOneMock() }
        return LiveMocks.shared.slotCount - before
    }

    @Test("a mock reset and configured again is still reported when freed unmet")
    func resetThenFreedUnmet() {
        let failures = captureFailures {
            let directory = MockDirectory()
            directory.expect.send(to: "Ann").to(`return`(()))
            directory.send(to: "Ann")
            directory.verify()
            directory.mock.reset()
            directory.expect.send(to: "Bob").to(`return`(()))
        }
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("was freed with 1 unmet expectation") == true)
    }
}
