import Testing

@testable import ScoutCore

/// The table that numbers each test's mocks of a class (`MockNames`): its own
/// open addressing, so it is checked here through growth and collisions.
@Suite("Mock counts: one count per class and test, through growth")
struct MockCountsTests {
    @Test("a key counts from 1, each key on its own; 20,000 keys grow the table and keep every count")
    func countsThroughGrowth() {
        var counts = MockCounts()
        // Metadata addresses are 8-byte aligned and close together; tests are small numbers.
        let types = (1...200).map { UInt($0) * 8 + 0x1000 }
        let tests = Array(0..<100)
        for type in types {
            for test in tests { #expect(counts.next(type: type, test: test) == 1) }
        }
        for type in types.reversed() {
            for test in tests where test % 3 == 0 {
                #expect(counts.next(type: type, test: test) == 2)
            }
        }
        for type in types {
            for test in tests {
                let expected = test % 3 == 0 ? 3 : 2
                #expect(counts.next(type: type, test: test) == expected)
            }
        }
    }

    @Test("keys that differ only in the class or only in the test are different keys")
    func keysDiffer() {
        var counts = MockCounts()
        #expect(counts.next(type: 0x1008, test: 1) == 1)
        #expect(counts.next(type: 0x1008, test: 2) == 1)
        #expect(counts.next(type: 0x1010, test: 1) == 1)
        #expect(counts.next(type: 0x1008, test: 1) == 2)
        #expect(counts.next(type: 0x1008, test: -1) == 1, "a token of any value")
    }

    @Test("mocks of one class in one test are numbered in the order they are first used through the class")
    func numbering() {
        final class MockNumbered: Mockable {
            let mock = Mock()
        }
        let first = MockNumbered()
        let second = MockNumbered()
        second.expect.ping().toBeCalled()
        first.expect.ping().toBeCalled()
        let failures = captureFailures {
            second.verify()
            first.verify()
        }
        #expect(failures.count == 2)
        #expect(failures.first?.message.contains("MockNumbered") == true)
        #expect(failures.first?.message.contains("MockNumbered #2") == false, "\(failures.first?.message ?? "")")
        #expect(failures.last?.message.contains("MockNumbered #2") == true, "\(failures.last?.message ?? "")")
    }
}
