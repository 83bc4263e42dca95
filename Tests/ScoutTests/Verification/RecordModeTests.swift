import Testing

import Scout
@testable import ScoutCore

private struct Profile: Codable, Equatable, Sendable {
    let id: Int
    let name: String
}

private enum Tier: String, CaseIterable, Sendable { case free, pro }

private struct Offline: Error, Equatable {}

private enum Outcome { case failed(code: Int) }

private enum Described: CustomStringConvertible {
    case plain
    var description: String { "a description" }
}

private protocol DirectoryRecord {
    var region: String { get set }
    func profile(id: Int) throws -> Profile
    func tier(of name: String) -> Tier
    func refresh()
    func search(_ query: String, limit: Int) -> [Profile]
}

private final class MockDirectoryRecord: DirectoryRecord, Mockable {
    let mock: Mock
    init(_ mock: Mock) { self.mock = mock }
    var region: String {
        get { mock.get.region }
        set { mock.set.region = newValue }
    }
    func profile(id: Int) throws -> Profile { try mock.call.profile(id: id) }
    func tier(of name: String) -> Tier { try! mock.call.tier(of: name) }
    func refresh() { try! mock.call.refresh() }
    func search(_ query: String, limit: Int) -> [Profile] { try! mock.call.search(query, limit: limit) }
}

/// The code under test.
private func syncDirectory(_ directory: MockDirectoryRecord) -> String {
    let name = (try? directory.profile(id: 1))?.name ?? "?"
    let region = directory.region
    directory.region = "us"
    _ = directory.tier(of: name)
    directory.refresh()
    _ = directory.search("a", limit: 2)
    return "\(name)@\(region)"
}

@Suite("Record mode: expectations written from what a mock saw, and transcripts")
struct RecordModeTests {
    @Test("a relaxed recording mock writes paste-ready expectations, in order")
    func recordsExpectations() {
        let directory = MockDirectoryRecord(Mock(policy: [.relaxed, .recording]))
        directory.expect.profile(id: 1).to(`return`(Profile(id: 1, name: "Ada")))
        #expect(syncDirectory(directory) == "Ada@")
        #expect(
            directory.mock.recordedExpectations(named: "directory") == """
                directory.expect.profile(id: 1).to(`return`(Profile(id: 1, name: "Ada")))
                directory.expect.region.to(`return`(""))
                directory.expect.region.toBeSet(to: "us")
                directory.expect.tier(of: "Ada").to(`return`(Tier.free))
                directory.expect.refresh().toBeCalled()
                directory.expect.search("a", limit: 2).to(`return`([Profile]()))
                """)
    }

    @Test("the recorded lines, pasted back on a strict mock, make the same code pass strictly")
    func pastedBackPassesStrictly() {
        let directory = MockDirectoryRecord(Mock(policy: .strict))
        // Pasted from recordsExpectations() above, as written there.
        directory.expect.profile(id: 1).to(`return`(Profile(id: 1, name: "Ada")))
        directory.expect.region.to(`return`(""))
        directory.expect.region.toBeSet(to: "us")
        directory.expect.tier(of: "Ada").to(`return`(Tier.free))
        directory.expect.refresh().toBeCalled()
        directory.expect.search("a", limit: 2).to(`return`([Profile]()))
        let failures = captureFailures {
            #expect(syncDirectory(directory) == "Ada@")
            directory.verify()
        }
        #expect(failures.isEmpty)
    }

    @Test("a transcript of several mocks in their global order, with answers and errors")
    func transcriptOfSeveralMocks() {
        let first = MockDirectoryRecord(Mock(policy: [.relaxed, .recording]))
        let second = MockDirectoryRecord(Mock(policy: [.relaxed, .recording]))
        second.expect.profile(id: 7).to(`throw`(Offline()))
        first.refresh()
        _ = try? second.profile(id: 7)
        _ = first.tier(of: "Grace")
        let expected = """
            first: refresh()
            second: profile(id: 7) threw Offline()
            first: tier(of: "Grace") → .free
            """
        #expect(transcript(["first": first, "second": second]) == expected)
        #expect(verifyTranscript(["first": first, "second": second], equals: expected))
    }

    @Test("a transcript that differs: one failure at the line, with the lines that differ")
    func transcriptDiffers() {
        let cart = MockDirectoryRecord(Mock(policy: [.relaxed, .recording]))
        cart.refresh()
        _ = cart.tier(of: "Ada")
        let line = #line + 2
        let failures = captureFailures {
            verifyTranscript(["cart": cart], equals: "cart: refresh()\ncart: search(\"a\", limit: 1) → []")
        }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                The transcript differs from the expected one (- expected, + actual):
                    cart: refresh()
                  - cart: search("a", limit: 1) → []
                  + cart: tier(of: "Ada") → .free
                → Fix the code under test, or update the expected transcript if the change is intended.
                """)
    }

    @Test("an argument that is not Equatable is written any(): a plain value there would not match")
    func nonEquatableArgument() {
        struct Query { let text: String }
        let mock = Mock(policy: [.relaxed, .recording])
        try! mock.call.run(Query(text: "a"), limit: 2)
        #expect(mock.recordedExpectations(named: "m") == "m.expect.run(any(), limit: 2).toBeCalled()")
        let strict = Mock()
        strict.expect.run(any(), limit: 2).toBeCalled()
        let failures = captureFailures { try! strict.call.run(Query(text: "a"), limit: 2) }
        #expect(failures.isEmpty)
        strict.verify()
    }

    @Test("without .recording, answers are placeholders to fill in")
    func notRecording() {
        let directory = MockDirectoryRecord(Mock(policy: .relaxed))
        _ = directory.tier(of: "Ada")
        #expect(
            directory.mock.recordedExpectations(named: "d") == #"d.expect.tier(of: "Ada").to(`return`(<#answer#>))"#)
    }

    @Test("values as source: literals, typed integers, characters, nested values, enums, and nil where none")
    func swiftSources() {
        final class Session {}
        #expect(swiftSource(Int8(5)) == "Int8(5)")
        #expect(swiftSource(Character("A")) == #"Character("A")"#)
        #expect(swiftSource(Optional<Int>.none) == "nil")
        #expect(swiftSource(["b": 2, "a": 1]) == #"["a": 1, "b": 2]"#)
        #expect(swiftSource([Profile(id: 1, name: "x")]) == #"[Profile(id: 1, name: "x")]"#)
        #expect(swiftSource(Tier.pro) == "Tier.pro")
        #expect(swiftSource(Session()) == nil)
        #expect(swiftSource({ (x: Int) in x }) == nil)
        #expect(swiftSource(Double.infinity) == "Double.infinity")
        #expect(swiftSource(-Float.infinity) == "-Float.infinity")
        #expect(swiftSource(Double.nan) == "Double.nan")
        #expect(swiftSource(Set([3, 1, 2])) == "Set<Int>([1, 2, 3])")
        #expect(swiftSource(Outcome.failed(code: 3)) == "Outcome.failed(code: 3)")
        #expect(swiftSource(Described.plain) == nil)
    }
}
