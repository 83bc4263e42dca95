import Scout
import Testing

/// Compile-time proof that Scout's public types cross isolation boundaries: if any
/// stopped being Sendable, this file would not build.
@Suite("Sendable")
struct SendableTests {
    func requireSendable<T: Sendable>(_: T.Type) {}

    @Test("public types are Sendable")
    func publicTypes() {
        requireSendable(Mock.self)
        requireSendable(MockPolicy.self)
        requireSendable(GetProxy<Never>.self)
        requireSendable(GetProxy<any Error>.self)
        requireSendable(SetProxy.self)
        requireSendable(CallProxy<any Error>.self)
        requireSendable(CallMember<any Error>.self)
        requireSendable(CallProxy<NetworkError>.self)
        requireSendable(CallMember<Never>.self)
        requireSendable(ExpectProxy.self)
        requireSendable(ExpectMember.self)
        requireSendable(CallExpectation.self)
        requireSendable(Behavior.self)
        requireSendable(ArgMatch.self)
        requireSendable(Arguments.self)
        requireSendable(ArgumentCaptor<Int>.self)
        // Whatever it captures: the values are shared as the mocked call received them.
        requireSendable(ArgumentCaptor<NotSendable>.self)
        requireSendable(Arguments.Argument.self)
        requireSendable(Interaction.self)
        requireSendable(ReceivedCall.self)
        requireSendable(Gate.self)
        requireSendable(ScoutError.self)
    }

    actor Owner {
        let mock = Mock()

        func use() -> Int {
            mock.expect.value().to(`return`(1))
            return try! mock.call.value()
        }
    }

    @MainActor
    final class MainActorOwner {
        let mock = Mock()

        func use() -> Int {
            mock.expect.value().to(`return`(2))
            return try! mock.call.value()
        }
    }

    @Test("one mock is usable from an actor, the main actor and nonisolated tasks")
    func acrossIsolation() async {
        #expect(await Owner().use() == 1)
        #expect(await MainActorOwner().use() == 2)
        let shared = Mock()
        shared.expect.value().to(alwaysReturn(3))
        let sum = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<4 {
                group.addTask { @Sendable () async -> Int in try! await shared.call.value() }
            }
            return await group.reduce(0, +)
        }
        #expect(sum == 12)
    }
}

/// A class no compiler would call `Sendable`.
private final class NotSendable {
    var count = 0
}
