import Foundation
import Scout

// Scenarios for the guarantees at the edges, where what is checked is what a
// process prints and how it ends.

/// A model that validates in `init(from:)` with a precondition: decoding it from
/// made values (age 0) stops the process.
struct Preconditioned: Decodable {
    let age: Int

    init(from decoder: any Decoder) throws {
        age = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .age)
        precondition(age > 0, "Preconditioned: age must be positive")
    }

    enum CodingKeys: String, CodingKey { case age }
}

protocol Profiles {
    func profile(id: Int) -> Preconditioned
}

final class MockProfiles: Profiles, Mockable, Sendable {
    let mock: Mock
    init(_ mock: Mock) { self.mock = mock }
    func profile(id: Int) -> Preconditioned { mock.call(throwing: Never.self).profile(id: id) }
}

/// A handler installed by a model's own initializer while Scout makes it, as a
/// crash reporter started on first use would.
let handlerInstalledWhileMaking: @convention(c) (Int32) -> Void = { _ in }

struct StartsACrashReporter: Decodable {
    let id: Int

    init(from decoder: any Decoder) throws {
        id = 0
        _ = signal(SIGSEGV, handlerInstalledWhileMaking)
    }
}

let edgeScenarios: [String: @Sendable () -> Void] = [
    // With the trap's signals ignored, a made model whose precondition traps still
    // ends the process, as it would without Scout, and the note is written once.
    "made-precondition-signals-ignored": {
        _ = signal(SIGILL, SIG_IGN)
        _ = signal(SIGTRAP, SIG_IGN)
        let profiles = MockProfiles(Mock(policy: .relaxed))
        _ = profiles.profile(id: 1)
    },
    // A mock kept to the end of the process (as XCTest keeps a test case's properties)
    // with an expectation unmet and never verified: the exit reports it and fails.
    "unmet-kept-to-exit": {
        let mailer = MockMailer()
        mailer.expect.send(to: "ada@example.com").toBeCalled()
        KeptToTheEnd.shared.keep(mailer)
    },
    // The same mock, said to outlive its test: the exit is clean.
    "outliving-kept-to-exit": {
        let mailer = MockMailer()
        mailer.mock.outlivesItsTest()
        mailer.expect.send(to: "ada@example.com").toBeCalled()
        KeptToTheEnd.shared.keep(mailer)
    },
    // A handler the made value installed stays installed after the making.
    "handler-installed-while-making": {
        let made: StartsACrashReporter = Mock(policy: .relaxed).call(throwing: Never.self).start()
        let current = signal(SIGSEGV, SIG_DFL)
        let kept = current.map { unsafeBitCast($0, to: Int.self) } == unsafeBitCast(handlerInstalledWhileMaking, to: Int.self)
        print("made \(made.id); handler kept: \(kept)")
    },
    // An executable that links Scout's product and runs no test: both mistakes
    // (a call nothing expected, an expectation of another mock left unmet) go to
    // standard error, and the process ends normally.
    "outside-tests": {
        let mailer = MockMailer()
        mailer.send(to: "bob@example.com")
        let other = MockMailer()
        other.expect.send(to: "ada@example.com").toBeCalled()
        other.verify()
    },
    // A relaxed mock makes a model whose initializer stops the process: standard
    // error says which value Scout was making.
    "made-precondition-relaxed": {
        let profiles = MockProfiles(Mock(policy: .relaxed))
        _ = profiles.profile(id: 1)
    },
    // A strict mock: the failure is printed before the value is made.
    "made-precondition-strict": {
        let profiles = MockProfiles(Mock())
        _ = profiles.profile(id: 1)
    },
    // A value made by decoding, then a signal raised on purpose: it still ends the
    // process, and no note says a value was being made.
    "raise-after-making": {
        struct Model: Decodable, Equatable { let id: Int }
        let mock = Mock(policy: .relaxed)
        let made: Model = mock.call(throwing: Never.self).model()
        print("made \(made.id)")
        fflush(nil)
        raise(SIGTRAP)
    },
    // In a test process (XCTest's arguments), before any test case started (a
    // class setUp()): no test can receive the failure, so the exit reports it.
    "before-first-test": {
        let mailer = MockMailer()
        mailer.send(to: "setup@example.com")
        KeptToTheEnd.shared.keep(mailer)
    },
]
