import Scout
import Testing
import XCTest

// Everything here is isolated to the main actor unless it says otherwise: the
// target's default isolation.

protocol Settings {
    var volume: Int { get set }
    func save(_ name: String) async throws
}

final class MockSettings: Settings, Mockable {
    let mock = Mock()
    var volume: Int {
        get { mock.get.volume }
        set { mock.set.volume = newValue }
    }
    func save(_ name: String) async throws { try await mock.call.save(name) }
}

/// A view model of the app, on the main actor like the rest of this module.
final class SettingsModel {
    let settings: MockSettings
    init(settings: MockSettings) { self.settings = settings }
    func raise() async throws {
        settings.volume += 1
        try await settings.save("volume")
    }
}

@Suite("Default main-actor isolation")
struct MainActorIsolationTests {
    @Test("mocks, Mockable helpers, received and verify work in a main-actor module")
    func worksOnTheMainActor() async throws {
        let settings = MockSettings()
        settings.expect.volume.to(`return`(3))
        settings.expect.volume.toBeSet(to: 4)
        settings.expect.save("volume").toBeCalled()
        try await SettingsModel(settings: settings).raise()
        settings.received.save(any()).called(.once)
        settings.verify()
    }

    @Test("verify() and reset() from nonisolated code: the conformance is not isolated", .mocks)
    func fromNonisolatedCode() async {
        let settings = MockSettings()
        settings.expect.volume.to(`return`(1))
        #expect(settings.volume == 1)
        await verifyElsewhere(settings)
    }
}

/// Runs off the main actor, as a `tearDown` or `deinit` does.
nonisolated func verifyElsewhere(_ settings: MockSettings) async {
    settings.verify()
    settings.reset()
    Scout.verify(settings)
}

/// XCTest's nonisolated `tearDown` verifies main-actor mocks.
nonisolated final class MainActorXCTests: XCTestCase {
    nonisolated(unsafe) private var settings: MockSettings?

    // XCTest runs test methods on the main thread; discovery on Linux cannot call
    // a `@MainActor` method, so the test steps onto the main actor itself.
    func testAMainActorMockVerifiedInANonisolatedTearDown() {
        let made = MainActor.assumeIsolated { () -> MockSettings in
            let settings = MockSettings()
            settings.expect.volume.to(`return`(2))
            XCTAssertEqual(settings.volume, 2)
            return settings
        }
        settings = made
    }

    override func tearDown() {
        settings?.verify()
        super.tearDown()
    }
}
