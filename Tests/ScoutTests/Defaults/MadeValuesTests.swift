import Foundation
import Testing

import Scout
import ScoutLowLevel
@testable import ScoutCore

/// Values Scout makes where nothing says what to return, in the documented order,
/// and what a mock then does with them: a mistake is one located failure, and the
/// test goes on.
@Suite("Made values")
struct MadeValuesTests {
    enum Level: String, Codable, CaseIterable, Equatable {
        case low, high
    }

    struct Address: Codable, Equatable {
        let street: String
        let number: Int
    }

    struct Character3: Codable, Equatable {
        let id: Int
        let name: String
        let nickname: String?
        let level: Level
        let home: Address
        let friends: [Address]
        let tags: Set<String>
        let scores: [String: Double]
        let born: Date
        let page: URL
        let identifier: UUID
        let alive: Bool
    }

    enum Chosen: MockDefault, CaseIterable, Equatable {
        case first, second
        static var mockDefault: Chosen { .second }
    }

    final class Session {}
    struct Plain: Equatable { let value: Int }

    @Test("a MockDefault comes first, even for a CaseIterable type")
    func declaredFirst() {
        #expect(MadeValues.make(Chosen.self) == .second)
        #expect(MadeValues.make(Int.self) == 0)
        #expect(MadeValues.make(Int?.self) == .some(nil))
    }

    @Test("common standard and Foundation types")
    func knownTypes() {
        #expect(MadeValues.make(Character.self) == " ")
        #expect(MadeValues.make(Date.self) == Date(timeIntervalSinceReferenceDate: 0))
        #expect(MadeValues.make(URL.self) == URL(string: "about:blank"))
        #expect(MadeValues.make(UUID.self) == UUID(uuidString: "00000000-0000-0000-0000-000000000000"))
        #expect(MadeValues.make(Data.self) == Data())
        #expect(MadeValues.make(Decimal.self) == 0)
        #expect(MadeValues.make(Duration.self) == .zero)
    }

    @Test("the first case of a CaseIterable enum, empty collections, and Result's success")
    func derived() {
        #expect(MadeValues.make(Level.self) == .low)
        #expect(MadeValues.make(ContiguousArray<Int>.self) == [])
        #expect(MadeValues.make(ArraySlice<String>.self) == [])
        let result = MadeValues.make(Result<Int, NetworkError>.self)
        #expect(result.map { (try? $0.get()) == 0 } == true)
    }

    @Test("a Decodable model with nested models, arrays, optionals, enums and Foundation types")
    func decodableModel() throws {
        let made = try #require(MadeValues.make(Character3.self))
        #expect(
            made
                == Character3(
                    id: 0, name: "", nickname: nil, level: .low, home: Address(street: "", number: 0), friends: [],
                    tags: [], scores: [:], born: Date(timeIntervalSinceReferenceDate: 0),
                    page: URL(string: "about:blank")!,
                    identifier: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, alive: false))
        #expect(MadeValues.make([Character3].self) == [])
        #expect(MadeValues.make(Character3?.self) == .some(nil))
    }

    /// A tree that decodes its own type leniently, twice per level.
    final class Lenient: Decodable {
        let left: Lenient?
        let right: Lenient?
        let name: String

        enum CodingKeys: String, CodingKey { case left, right, name }

        required init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            left = try? container.decode(Lenient.self, forKey: .left)
            right = try? container.decode(Lenient.self, forKey: .right)
            name = try container.decode(String.self, forKey: .name)
        }
    }

    @Test("a type is never made inside itself: a lenient recursive model is made at once, with no children")
    func recursive() throws {
        let made = try #require(MadeValues.make(Lenient.self))
        #expect(made.left == nil && made.right == nil && made.name == "")
    }

    @Test("Result<Void, E> is made as success")
    func voidResult() throws {
        let made = try #require(MadeValues.make(Result<Void, NetworkError>.self))
        #expect((try? made.get()) != nil)
    }

    @Test("a class that is not Decodable and a plain struct cannot be made")
    func cannotBeMade() {
        #expect(MadeValues.make(Session.self) == nil)
        #expect(MadeValues.make(Plain.self) == nil)
    }
}

protocol CharacterRepository: Sendable {
    func character(id: Int) -> MadeValuesTests.Character3
    var current: MadeValuesTests.Character3 { get }
    func level(of id: Int) throws -> MadeValuesTests.Level
}

final class MockCharacterRepository: CharacterRepository, Mockable {
    let mock: Mock
    init(_ mock: Mock = Mock()) { self.mock = mock }
    func character(id: Int) -> MadeValuesTests.Character3 { try! mock.call.character(id: id) }
    var current: MadeValuesTests.Character3 { mock.get.current }
    func level(of id: Int) throws -> MadeValuesTests.Level { try mock.call.level(of: id) }
}

/// The mistakes that used to end the test process, on requirements whose result is
/// a model: each is one located failure, and the call returns a made value.
@Suite("Made values after a mistake")
struct MadeValuesAfterMistakeTests {
    @Test("a wrong argument on a try! requirement returning a Codable model: one failure, a made model")
    func wrongArgument() {
        let repository = MockCharacterRepository()
        let line = #line + 1
        repository.expect.character(id: 1).to(`return`(MadeValues.make(MadeValuesTests.Character3.self)))
        var made: MadeValuesTests.Character3?
        let failures = captureFailures { made = repository.character(id: 2) }
        let failure = onlyFailure(failures, at: UInt(line))
        #expect(failure?.message.hasPrefix("Unexpected call character(id: 2)") == true)
        #expect(made?.id == 0)
    }

    @Test("a model property read with no expectation: one failure, a made model")
    func unexpectedRead() {
        let repository = MockCharacterRepository()
        var made: MadeValuesTests.Character3?
        let failures = captureFailures { made = repository.current }
        #expect(failures.count == 1)
        #expect(failures.first?.message.hasPrefix("Unexpected read of current") == true)
        #expect(made?.name == "")
    }

    @Test("a wrong return type for a CaseIterable result: one failure at the expectation, the first case")
    func wrongReturnType() throws {
        let repository = MockCharacterRepository()
        let line = #line + 1
        repository.expect.level(of: 1).to(`return`("high"))
        var level: MadeValuesTests.Level?
        let failures = try captureFailures { level = try repository.level(of: 1) }
        let failure = onlyFailure(failures, at: UInt(line))
        #expect(failure?.message.hasPrefix("Wrong return type for level(of:)") == true)
        #expect(level == .low)
    }

    /// A model whose decoding notes how many failures were reported before it ran.
    struct Watchful: Decodable {
        static let reportedBeforeDecoding = Locked<Int?>(nil)
        init(from decoder: any Decoder) throws {
            let count = FailureCapture.current?.captured.count
            Self.reportedBeforeDecoding.withLock { $0 = count }
        }
    }

    @Test("the failure is reported before a value is made: making one runs the type's own code")
    func reportBeforeMaking() {
        let mock = Mock()
        var made: Watchful?
        let failures = captureFailures {
            do { made = try mock.call.watch() as Watchful } catch {}
        }
        #expect(made != nil)
        #expect(failures.count == 1)
        #expect(Watchful.reportedBeforeDecoding.withLock { $0 } == 1)
    }

    @Test("a relaxed mock returns made models silently")
    func relaxed() {
        let repository = MockCharacterRepository(Mock(policy: .relaxed))
        let failures = captureFailures {
            #expect(repository.character(id: 7).home.street == "")
            #expect(repository.current.friends == [])
        }
        #expect(failures.isEmpty)
    }
}

enum LoadError: Error, CaseIterable, Equatable {
    case offline, denied
}

enum CharacterError: Error, Equatable {
    case notFound(id: Int)
}

final class LoadedSession: Sendable {}

protocol Loader: Sendable {
    func session(for id: Int) throws(LoadError) -> LoadedSession
    func session(named name: String) async throws(LoadError) -> LoadedSession
    func character(id: Int) async throws(CharacterError) -> MadeValuesTests.Character3
}

final class MockLoader: Loader, Mockable {
    let mock = Mock()
    func session(for id: Int) throws(LoadError) -> LoadedSession {
        try mock.call(throwing: LoadError.self).session(for: id)
    }
    func session(named name: String) async throws(LoadError) -> LoadedSession {
        try await mock.call(throwing: LoadError.self).session(named: name)
    }
    @concurrent func character(id: Int) async throws(CharacterError) -> MadeValuesTests.Character3 {
        try await mock.call(throwing: CharacterError.self).character(id: id)
    }
}

/// Typed throws: with no value to return after a mistake, the call throws a made
/// error of its type, and the test goes on.
@Suite("Made errors for typed throws")
struct MadeErrorsTests {
    @Test("a wrong argument, sync: one failure at the expectation, then the error type's first case")
    func syncTypedThrows() {
        let loader = MockLoader()
        let line = #line + 1
        loader.expect.session(for: 1).to(`return`(LoadedSession()))
        var thrown: LoadError?
        let failures = captureFailures {
            do { _ = try loader.session(for: 2) } catch { thrown = error as? LoadError }
        }
        let failure = onlyFailure(failures, at: UInt(line))
        #expect(failure?.message.hasPrefix("Unexpected call session(for: 2)") == true)
        #expect(thrown == .offline)
    }

    @Test("a type Scout cannot make: the failure itself ends with what happens next and the line to add")
    func failureNamesTheDefault() {
        let loader = MockLoader()
        let line = #line + 1
        loader.expect.session(for: 1).to(`return`(LoadedSession()))
        let failures = captureFailures { _ = try? loader.session(for: 2) }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message.hasSuffix(
                """
                Scout cannot make a LoadedSession to go on with: the call throws, or where it cannot throw (mock.run, \
                throws(Never), a property) the test process stops after this failure. To let tests go on: extension \
                LoadedSession: MockDefault { static var mockDefault: LoadedSession { … } }
                """) == true)
    }

    @Test("a wrong argument, async: the same")
    func asyncTypedThrows() async {
        let loader = MockLoader()
        let line = #line + 1
        loader.expect.session(named: "ada").to(`return`(LoadedSession()))
        var thrown: LoadError?
        let failures = await captureFailures {
            do { _ = try await loader.session(named: "grace") } catch { thrown = error as? LoadError }
        }
        let failure = onlyFailure(failures, at: UInt(line))
        #expect(failure?.message.hasPrefix("Unexpected call session(named: \"grace\")") == true)
        #expect(thrown == .offline)
    }

    @Test("@concurrent, throws(CharacterError), a Codable model, a wrong argument: one failure, a made model")
    func concurrentTypedThrowsModel() async throws {
        let loader = MockLoader()
        let line = #line + 1
        loader.expect.character(id: 1).to(`return`(MadeValues.make(MadeValuesTests.Character3.self)))
        var made: MadeValuesTests.Character3?
        let failures = try await captureFailures { made = try await loader.character(id: 2) }
        let failure = onlyFailure(failures, at: UInt(line))
        #expect(failure?.message.hasPrefix("Unexpected call character(id: 2)") == true)
        #expect(made?.id == 0)
    }

    @Test("an enum with Int raw values is made from 0: its first case")
    func rawValueEnum() {
        enum Priority: Int { case low, high }
        #expect(MadeValues.make(Priority.self) == .low)
    }

    @Test("the message when neither a value nor an error can be made names the line to add")
    func neitherMessage() {
        let message = Messages.noValueNorError(
            "Scout: Unexpected call x()", errorType: CharacterError.self, returning: Int.self)
        #expect(
            message
                == "Scout: Unexpected call x()\nThe call throws only CharacterError, and Scout cannot make one to "
                + "throw instead, so the test process stops here. Give CharacterError a default, e.g. extension "
                + "CharacterError: MockDefault { static var mockDefault: CharacterError { … } }, or make it "
                + "CaseIterable.")
    }

    @Test("a call that cannot throw (mock.run, throws(Never)) with no value to return names the default to add")
    func neverMessage() {
        let message = Messages.noValueNorError(
            "Scout: Unexpected call x()", errorType: Never.self, returning: LoadedSession.self)
        #expect(
            message
                == "Scout: Unexpected call x()\nThe call cannot throw, and Scout cannot make a "
                + "LoadedSession to return, so the test process stops here. Give LoadedSession a default: extension LoadedSession: "
                + "MockDefault { static var mockDefault: LoadedSession { … } }")
    }
}
