import Foundation

import Scout
@testable import ScoutCore

/// The mocks the edge tests share: one requirement of each kind they need.
protocol EdgeService: Sendable {
    func fetch(id: Int) -> Int
    func name(id: Int) -> String
    func take(_ value: Any?) -> Int
    func measure(_ value: Double) -> Int
    func load(id: Int) async throws -> Int
    var volume: Int { get set }
}

final class MockEdgeService: EdgeService, Mockable {
    let mock: Mock
    init(_ mock: Mock = Mock()) { self.mock = mock }
    func fetch(id: Int) -> Int { mock.call(throwing: Never.self).fetch(id: id) }
    func name(id: Int) -> String { mock.call(throwing: Never.self).name(id: id) }
    func take(_ value: Any?) -> Int { mock.call(throwing: Never.self).take(value) }
    func measure(_ value: Double) -> Int { mock.call(throwing: Never.self).measure(value) }
    func load(id: Int) async throws -> Int { try await mock.call.load(id: id) }
    var volume: Int {
        get { mock.get.volume }
        set { mock.set.volume = newValue }
    }
}
