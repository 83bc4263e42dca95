import Foundation
import ScoutCore

// The protocols every scenario mocks twice: once with Scout, once by hand the way
// teams write mocks today (count the calls, keep the last argument, return a
// stored value).

protocol Fetcher: AnyObject {
    func fetch(id: Int) -> Int
}

final class HandWrittenFetcher: Fetcher {
    var fetchCallCount = 0
    var fetchLastID: Int?
    var fetchResult = 42

    func fetch(id: Int) -> Int {
        fetchCallCount += 1
        fetchLastID = id
        return fetchResult
    }
}

final class ScoutFetcher: Fetcher, Mockable, Sendable {
    let mock: Mock
    init(_ mock: Mock = Mock()) { self.mock = mock }
    func fetch(id: Int) -> Int { mock.run.fetch(id: id) }
}

/// The same mock with the original Scout's forwarding line, `try! mock.call`, to
/// compare the two lines in one run.
final class LegacyScoutFetcher: Fetcher, Mockable, Sendable {
    let mock: Mock
    init(_ mock: Mock = Mock()) { self.mock = mock }
    func fetch(id: Int) -> Int { try! mock.call.fetch(id: id) }
}

/// Sixteen members, for calls spread over many members.
protocol Wide: AnyObject {
    func m0(id: Int) -> Int
    func m1(id: Int) -> Int
    func m2(id: Int) -> Int
    func m3(id: Int) -> Int
    func m4(id: Int) -> Int
    func m5(id: Int) -> Int
    func m6(id: Int) -> Int
    func m7(id: Int) -> Int
    func m8(id: Int) -> Int
    func m9(id: Int) -> Int
    func m10(id: Int) -> Int
    func m11(id: Int) -> Int
    func m12(id: Int) -> Int
    func m13(id: Int) -> Int
    func m14(id: Int) -> Int
    func m15(id: Int) -> Int
}

final class HandWrittenWide: Wide {
    var callCounts = [Int](repeating: 0, count: 16)
    var lastIDs = [Int?](repeating: nil, count: 16)
    var results = Array(0..<16)

    private func record(_ member: Int, _ id: Int) -> Int {
        callCounts[member] += 1
        lastIDs[member] = id
        return results[member]
    }

    func m0(id: Int) -> Int { record(0, id) }
    func m1(id: Int) -> Int { record(1, id) }
    func m2(id: Int) -> Int { record(2, id) }
    func m3(id: Int) -> Int { record(3, id) }
    func m4(id: Int) -> Int { record(4, id) }
    func m5(id: Int) -> Int { record(5, id) }
    func m6(id: Int) -> Int { record(6, id) }
    func m7(id: Int) -> Int { record(7, id) }
    func m8(id: Int) -> Int { record(8, id) }
    func m9(id: Int) -> Int { record(9, id) }
    func m10(id: Int) -> Int { record(10, id) }
    func m11(id: Int) -> Int { record(11, id) }
    func m12(id: Int) -> Int { record(12, id) }
    func m13(id: Int) -> Int { record(13, id) }
    func m14(id: Int) -> Int { record(14, id) }
    func m15(id: Int) -> Int { record(15, id) }
}

final class ScoutWide: Wide, Mockable, Sendable {
    let mock = Mock()
    func m0(id: Int) -> Int { mock.run.m0(id: id) }
    func m1(id: Int) -> Int { mock.run.m1(id: id) }
    func m2(id: Int) -> Int { mock.run.m2(id: id) }
    func m3(id: Int) -> Int { mock.run.m3(id: id) }
    func m4(id: Int) -> Int { mock.run.m4(id: id) }
    func m5(id: Int) -> Int { mock.run.m5(id: id) }
    func m6(id: Int) -> Int { mock.run.m6(id: id) }
    func m7(id: Int) -> Int { mock.run.m7(id: id) }
    func m8(id: Int) -> Int { mock.run.m8(id: id) }
    func m9(id: Int) -> Int { mock.run.m9(id: id) }
    func m10(id: Int) -> Int { mock.run.m10(id: id) }
    func m11(id: Int) -> Int { mock.run.m11(id: id) }
    func m12(id: Int) -> Int { mock.run.m12(id: id) }
    func m13(id: Int) -> Int { mock.run.m13(id: id) }
    func m14(id: Int) -> Int { mock.run.m14(id: id) }
    func m15(id: Int) -> Int { mock.run.m15(id: id) }
}

protocol Settings: AnyObject {
    var value: Int { get }
}

final class HandWrittenSettings: Settings {
    var valueGetCount = 0
    var valueResult = 42
    var value: Int {
        valueGetCount += 1
        return valueResult
    }
}

final class ScoutSettings: Settings, Mockable, Sendable {
    let mock = Mock()
    var value: Int { mock.get.value }
}

protocol AsyncFetcher: AnyObject, Sendable {
    func fetch(id: Int) async throws -> Int
}

actor HandWrittenAsyncFetcher: AsyncFetcher {
    var fetchCallCount = 0
    var fetchLastID: Int?
    let fetchResult = 42

    func fetch(id: Int) async throws -> Int {
        fetchCallCount += 1
        fetchLastID = id
        return fetchResult
    }
}

final class ScoutAsyncFetcher: AsyncFetcher, Mockable {
    let mock = Mock()
    func fetch(id: Int) async throws -> Int { try await mock.call.fetch(id: id) }
}

/// A hand-written mock that is safe to call from many tasks, for the contention
/// scenario: the same work behind a lock.
final class LockedHandWrittenFetcher: Fetcher, @unchecked Sendable {
    private let lock = NSLock()
    private var fetchCallCount = 0
    private var fetchLastID: Int?
    private let fetchResult = 42

    func fetch(id: Int) -> Int {
        lock.lock()
        defer { lock.unlock() }
        fetchCallCount += 1
        fetchLastID = id
        return fetchResult
    }
}
