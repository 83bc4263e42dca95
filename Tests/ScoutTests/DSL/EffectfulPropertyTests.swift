import Scout
import Testing

private enum AuthError: Error, Equatable, CaseIterable { case expired }

private protocol Session {
    var token: String { get throws }
    var owner: String { get throws(AuthError) }
    var avatar: [UInt8] { get async throws }
    var ready: Void { get }
}

private final class MockSession: Session, Mockable {
    let mock = Mock()
    var token: String { get throws { try mock.get(throwing: (any Error).self).token } }
    var owner: String { get throws(AuthError) { try mock.get(throwing: AuthError.self).owner } }
    var avatar: [UInt8] { get async throws { try mock.get(throwing: (any Error).self).avatar } }
    // `{ mock.get.ready }` alone crashes the Swift 6.3 compiler; the annotation compiles.
    var ready: Void { let _: Void = mock.get.ready }
}

@Suite("Effectful properties: get throws, get throws(E), get async throws, and a Void property")
struct EffectfulPropertyTests {
    @Test("a read answers as mock.get does, and throws what its expectation throws")
    func throwingReads() async throws {
        let session = MockSession()
        session.expect.token.to(`return`("abc")).and.to(`throw`(AuthError.expired))
        session.expect.owner.to(`return`("ada"))
        session.expect.avatar.to(`return`([UInt8]([1, 2])))
        #expect(try session.token == "abc")
        #expect(throws: AuthError.expired) { try session.token }
        #expect(try session.owner == "ada")
        #expect(try await session.avatar == [1, 2])
        session.verify()
    }

    @Test("typed: an expectation throwing another error type is a failure at it; the read goes on with a made value")
    func typedMistake() {
        struct Other: Error {}
        let session = MockSession()
        let line = #line + 1
        session.expect.owner.to(`throw`(Other()))
        var read: String?
        let failures = captureFailures { read = try? session.owner }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                The expectation for the property owner throws Other(), but the property owner throws only AuthError.
                → Throw an AuthError, or return a value.
                """)
        #expect(read == "")
    }

    @Test("a Void property reads and is counted")
    func voidProperty() {
        let session = MockSession()
        session.expect.ready.to(`return`(()))
        session.ready
        session.received.ready.gets.called(.once)
    }
}
