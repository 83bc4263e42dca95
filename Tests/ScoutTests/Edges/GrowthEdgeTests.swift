import Foundation
import Testing

import Scout
import ScoutLowLevel
@testable import ScoutCore

/// A generic model that decodes leniently: each level is a new type, so stopping
/// at a type made inside itself never stops it.
private final class LenientBox<Element: Decodable>: Decodable {
    let first: Element?
    let second: Element?
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        first = try? container.decode(Element.self, forKey: .first)
        second = try? container.decode(Element.self, forKey: .second)
    }
    enum Keys: CodingKey { case first, second }
}

private let expandingCount = Locked(0)

private struct Expanding<Element: Decodable>: Decodable {
    let next: LenientBox<Expanding<[Element]>>
    init(from decoder: any Decoder) throws {
        expandingCount.withLock { $0 += 1 }
        next = try decoder.container(keyedBy: Keys.self).decode(LenientBox<Expanding<[Element]>>.self, forKey: .next)
    }
    enum Keys: CodingKey { case next }
}

/// A model that reads numbered keys until one is missing.
private struct ProbesKeys: Decodable {
    var items: [Int] = []
    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int?
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) {
            stringValue = "item\(intValue)"
            self.intValue = intValue
        }
    }
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        var index = 0
        while container.contains(Key(intValue: index)!) {
            items.append(try container.decode(Int.self, forKey: Key(intValue: index)!))
            index += 1
        }
    }
}

/// The guarantees issue's memory and hang findings (L1, H1, H2), and its
/// quadratic paths (S1–S5). The time limits are generous guards against a
/// return of the quadratic paths (each took minutes at b578c57), never
/// measurements: the benchmark's scaling scenarios measure.
@Suite("Edges: nothing grows without bound, nothing is quadratic", .serialized)
struct GrowthEdgeTests {
    @Test("L1 100,000 called() checks keep no more than the interactions they checked")
    func checksKeepNothing() {
        let spy = MockEdgeService(Mock(policy: .relaxed))
        _ = spy.fetch(id: 1)
        _ = spy.fetch(id: 2)
        for _ in 0..<100_000 { spy.received.fetch(id: 1).called(.once) }
        #expect(spy.mock.core.state.withLock { $0.checked.count } == 1)
        let failures = captureFailures { #expect(!verifyNoMoreInteractions(spy)) }
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("fetch(id: 2)") == true)
        #expect(failures.first?.message.contains("fetch(id: 1)") == false)
    }

    @Test("H1 a lenient generic model is made within the budget, by count", .timeLimit(.minutes(1)))
    func lenientGenericModel() {
        expandingCount.withLock { $0 = 0 }
        _ = MadeValues.make(Expanding<Int>.self)
        #expect(expandingCount.withLock { $0 } <= MakingBudget.limit)
    }

    @Test("H2 a model that probes keys until one is missing finds the end", .timeLimit(.minutes(1)))
    func keyProbingModel() throws {
        let made = try #require(MadeValues.make(ProbesKeys.self))
        #expect(made.items.count < MakingBudget.limit)
    }

    @Test("S1 100,000 expectations on one member, and as many assignments expected", .timeLimit(.minutes(1)))
    func manyExpectations() {
        let service = MockEdgeService()
        for id in 0..<100_000 { service.expect.fetch(id: id).to(`return`(id)) }
        #expect((0..<100_000).allSatisfy { service.fetch(id: $0) == $0 })
        for value in 0..<100_000 { service.expect.volume.toBeSet(to: value) }
        for value in 0..<100_000 { service.volume = value }
        #expect(captureFailures { service.verify() }.isEmpty)
    }

    @Test("S2 verifyNoMoreInteractions after 40,000 calls and 40,000 checks", .timeLimit(.minutes(1)))
    func noMoreInteractionsAfterManyChecks() {
        let spy = MockEdgeService(Mock(policy: .relaxed))
        for id in 0..<40_000 { _ = spy.fetch(id: id) }
        for id in 0..<40_000 { spy.received.fetch(id: id).called(.once) }
        #expect(verifyNoMoreInteractions(spy))
    }

    @Test("S3 40,000 rounds of expect, call, verify() without reset", .timeLimit(.minutes(1)))
    func expectCallVerifyLoop() {
        let service = MockEdgeService()
        let failures = captureFailures {
            for id in 0..<40_000 {
                service.expect.fetch(id: id).to(`return`(id))
                _ = service.fetch(id: id)
                service.verify()
                service.mock.reset(.expectations)
            }
        }
        #expect(failures.isEmpty)
    }

    @Test("S3 verify() in a loop without any reset looks only at what is left to meet", .timeLimit(.minutes(1)))
    func verifyLoopWithoutReset() {
        let service = MockEdgeService()
        let failures = captureFailures {
            for id in 0..<40_000 {
                service.expect.fetch(id: id).to(`return`(id))
                _ = service.fetch(id: id)
                service.verify()
            }
        }
        // Each expectation after the first verify() is a mistake the test is told of.
        #expect(failures.count == 39_999)
        #expect(failures.allSatisfy { $0.message.contains("after verify()") })
    }

    @Test("S4 40,000 rounds of a call, then called() for it", .timeLimit(.minutes(1)))
    func callThenCheckLoop() {
        let service = MockEdgeService()
        service.expect.fetch(id: any()).to(alwaysReturn(0))
        let failures = captureFailures {
            for id in 0..<40_000 {
                _ = service.fetch(id: id)
                service.received.fetch(id: id).called(.once)
            }
        }
        #expect(failures.isEmpty)
    }

    @Test("S5 a failure about a 5,000,000-element array renders its first elements", .timeLimit(.minutes(1)))
    func hugeArgument() {
        let service = MockEdgeService()
        service.expect.take([1]).to(`return`(1))
        let big = Array(0..<5_000_000)
        let failures = captureFailures { _ = service.take(big) }
        #expect(failures.count == 1)
        let message = failures.first?.message ?? ""
        #expect(message.contains("[0, 1, 2, 3, 4, 5, 6, 7, … 4999992 more]"))
        #expect(message.count < 4_000)
    }

    @Test("a negative timeout and one of a nanosecond read as people say them")
    func spelledEdgeDurations() {
        #expect(Messages.spelled(.seconds(-5)) == "no time (-5 seconds counts as none)")
        #expect(Messages.spelled(.zero) == "no time")
        #expect(Messages.spelled(.nanoseconds(1)) == "1 nanosecond")
        #expect(Messages.spelled(.nanoseconds(250)) == "250 nanoseconds")
        #expect(Messages.spelled(.seconds(Int64.max)) == "\(Int64.max) seconds")
        #expect(Messages.spelled(Duration(secondsComponent: 0, attosecondsComponent: 1)) == "1 nanosecond")
    }
}
