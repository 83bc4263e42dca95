import Foundation
import Testing

import Scout
import ScoutLowLevel
@testable import ScoutCore

private indirect enum List: Equatable, Sendable { case cons(Int, List), end }

/// Deep lists the tests keep for the whole process (see `deepEnumArgument`).
private let deepLists = Locked<[List]>([])

private enum OrderStatus: String, Codable { case pending, shipped }

private struct Order: Codable, Equatable {
    let id: Int
    let status: OrderStatus
}

private protocol Orders { var latest: Order { get } }

private final class MockOrders: Orders, Mockable {
    let mock: Mock
    init(_ mock: Mock) { self.mock = mock }
    var latest: Order { mock.get.latest }
}

private protocol Lists { func length(_ list: List) -> Int }

private final class MockLists: Lists, Mockable {
    let mock = Mock()
    func length(_ list: List) -> Int { mock.call(throwing: Never.self).length(list) }
}

/// A model whose `init(from:)` calls the mock that must make it.
private struct CallsItsMock: Decodable {
    nonisolated(unsafe) static var mock: Mock?
    let count: Int
    init(from decoder: any Decoder) throws {
        let inner: CallsItsMock = try Self.mock!.call.model()
        count = inner.count + 1
    }
}

/// The guarantees issue's crashes (C1–C5): each case here stopped the test
/// process at b578c57.
@Suite("Edges: nothing a test does stops the process", .serialized)
struct CrashEdgeTests {
    @Test("C1 a wait or gate timeout of .seconds(Int64.max) waits, without trapping")
    func hugeTimeouts() async throws {
        let service = MockEdgeService(Mock(policy: .relaxed))
        _ = service.fetch(id: 1)
        #expect(await service.received.fetch(id: 1).called(.once, within: .seconds(Int64.max)))
        Task {
            try? await Task.sleep(for: .milliseconds(20))
            _ = service.fetch(id: 2)
        }
        #expect(await service.received.fetch(id: 2).called(.once, within: .seconds(Int64.max)))
        let gated = MockEdgeService()
        let gate = gated.expect.load(id: 1).toSuspend()
        let call = Task { try await gated.load(id: 1) }
        try await gate.reached(within: .seconds(Int64.max))
        gate.resume(returning: 7)
        #expect(try await call.value == 7)
    }

    @Test("C2 a failure about a 200,000-deep indirect enum renders a bounded message")
    func deepEnumArgument() {
        let lists = MockLists()
        let expectedAt: UInt = #line + 1
        lists.expect.length(List.end).to(`return`(0))
        var list = List.end
        for value in 0..<200_000 { list = .cons(value, list) }
        // Freeing such a list recurses in Swift itself, once per level: it is kept,
        // so that only Scout's rendering is on trial.
        deepLists.withLock { $0.append(list) }
        let failures = captureFailures { _ = lists.length(list) }
        guard let failure = onlyFailure(failures, at: expectedAt) else { return }
        #expect(failure.message.contains("length(.cons(199999, .cons(199998,"))
        #expect(failure.message.count < 2_000)
    }

    @Test("C3 a Codable model with a String enum field that is not CaseIterable is made, with its first case")
    func codableModelWithStringEnum() {
        let orders = MockOrders(Mock(policy: .relaxed))
        if EnumLayout.holds {
            let failures = captureFailures { #expect(orders.latest == Order(id: 0, status: .pending)) }
            #expect(failures.isEmpty)
        } else {
            // The portable build reads no layout: such an enum, and so the model,
            // cannot be made (a property read of one would stop the process).
            #expect(EnumLayout.firstCase(of: OrderStatus.self) == nil)
            #expect(MadeValues.make(Order.self) == nil)
        }
    }

    @Test("C3 enums without payloads are made whatever their raw type; enums with payloads are not")
    func payloadFreeEnums() throws {
        enum Letter: Character { case a = "a", b = "b" }
        enum Code: Int { case ok = 200, missing = 404 }
        enum Single { case only }
        enum Payload { case value(Int), none }
        try #require(EnumLayout.holds || !LayoutChecks.isCompiledIn)
        guard EnumLayout.holds else { return #expect(EnumLayout.firstCase(of: Letter.self) == nil) }
        #expect(MadeValues.make(Letter.self) == .a)
        #expect(MadeValues.make(Code.self) == .ok)
        #expect(MadeValues.make(Single.self) == .only)
        #expect(EnumLayout.firstCase(of: Payload.self) == nil)
        #expect(EnumLayout.firstCase(of: Int?.self) == nil)
        #expect(EnumLayout.firstCase(of: String.self) == nil)
    }

    @Test("C4 a model whose init(from:) calls its own mock fails once per call, without recursing")
    func modelCallingItsOwnMock() {
        let mock = Mock(policy: .relaxed)
        CallsItsMock.mock = mock
        defer { CallsItsMock.mock = nil }
        let failures = captureFailures {
            #expect(throws: ScoutError.self) { let _: CallsItsMock = try mock.call.model() }
        }
        #expect(!failures.isEmpty)
        #expect(failures.allSatisfy { $0.message.contains("cannot make a CallsItsMock") })
    }

    @Test("C5 a made model whose precondition stops the process: standard error says what Scout was making")
    func madeModelStopsProcess() throws {
        let relaxed = try Probes.run("made-precondition-relaxed", environment: ["SWIFT_BACKTRACE": "enable=no"])
        #expect(relaxed.status != 0)
        #expect(!relaxed.standardOutput.contains("probe finished"))
        #expect(relaxed.standardError.contains("error: Scout was making a value of Preconditioned"))
        #expect(relaxed.standardError.contains("extension Preconditioned: MockDefault"))
        let strict = try Probes.run("made-precondition-strict", environment: ["SWIFT_BACKTRACE": "enable=no"])
        #expect(strict.status != 0)
        let failure = strict.standardError.range(of: "error: Unexpected call profile(id: 1)")
        let note = strict.standardError.range(of: "error: Scout was making a value of Preconditioned")
        #expect(failure != nil && note != nil)
        if let failure, let note { #expect(failure.lowerBound < note.lowerBound, "the failure comes first") }
    }

    @Test("C5 with SIGILL and SIGTRAP ignored, a made model that traps still ends the process, with one note", .timeLimit(.minutes(10)))
    func trapWithSignalsIgnored() throws {
        let run = try Probes.run("made-precondition-signals-ignored", environment: ["SWIFT_BACKTRACE": "enable=no"])
        #expect(run.status != 0)
        #expect(!run.standardOutput.contains("probe finished"))
        #expect(run.standardError.components(separatedBy: "error: Scout was making a value of Preconditioned").count == 2)
        #expect(run.standardError.utf8.count < 100_000)
    }

    @Test("C5 a signal handler a made value installed while Scout made it stays installed")
    func handlerInstalledWhileMakingStays() throws {
        let run = try Probes.run("handler-installed-while-making")
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("made 0; handler kept: true"))
    }

    @Test("C5 the note's signal handler is there only while a value is made: a signal raised later still ends the process")
    func signalAfterMaking() throws {
        let run = try Probes.run("raise-after-making", environment: ["SWIFT_BACKTRACE": "enable=no"])
        #expect(run.status != 0)
        #expect(run.standardOutput.contains("made"))
        #expect(!run.standardOutput.contains("probe finished"))
        #expect(!run.standardError.contains("Scout was making"))
    }
}
