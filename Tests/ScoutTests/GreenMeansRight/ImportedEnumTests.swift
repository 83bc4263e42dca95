import CScoutTestFixtures
import Scout
import Testing

@testable import ScoutCore

extension CFixtureColor: @retroactive Codable {}
// Codable, as a model's field would make it: Swift then emits its RawRepresentable
// conformance, which Scout finds at run time.
extension CFixturePlain: @retroactive Codable {}

struct PlainPaint: Codable {
    var plain: CFixturePlain
}

struct Paint: Codable {
    var color: CFixtureColor
}

struct OptionalPaint: Codable {
    var color: CFixtureColor?
}

protocol Palette {
    func color() throws -> CFixtureColor
    func paint() throws -> Paint
    func optionalPaint() -> OptionalPaint
}

final class MockPalette: Palette, Mockable, Sendable {
    let mock = Mock()
    func color() throws -> CFixtureColor { try mock.call.color() }
    func paint() throws -> Paint { try mock.call.paint() }
    func optionalPaint() -> OptionalPaint { mock.run.optionalPaint() }
}

/// No made value is invalid: an enum imported from C stores its raw value, so
/// Scout, which cannot see its cases, makes none rather than one that is no case.
@Suite("No made value is invalid")
struct ImportedEnumTests {
    @Test("a closed C enum whose cases are 5 and 7 is not made: the call throws, and the failure says why")
    func closedCEnumNotMade() throws {
        let palette = MockPalette()
        var thrown: (any Error)?
        let failures = captureFailures {
            do { _ = try palette.color() } catch { thrown = error }
        }
        #expect(failures.count == 1)
        let error = try #require(thrown as? ScoutError)
        #expect(error.description.contains("an enum imported from C: its cases are not known at run time"))
        #expect(failures.first?.message.hasPrefix("Unexpected call color()") == true)
        // Where the call cannot throw, the failure says, before the process stops, what lets tests go on.
        #expect(!MadeValues.mayMake(CFixtureColor.self))
        #expect(
            Messages.withMakingNote("", for: CFixtureColor.self, mayMake: false).hasSuffix(
                "extension CFixtureColor: MockDefault { static var mockDefault: CFixtureColor { … } }"))
        #expect(MadeValues.make(CFixtureColor.self) == nil)
    }

    @Test("a model holding a closed C enum is not made either; an optional one is made as nil")
    func modelWithCEnum() {
        #expect(MadeValues.make(Paint.self) == nil)
        let made = MadeValues.make(OptionalPaint.self)
        #expect(made != nil)
        #expect(made?.color == nil)
    }

    @Test("an open C enum is not made either: zero is none of its cases")
    func openCEnumNotMade() {
        #expect(MadeValues.make(CFixtureOptions.self) == nil)
    }

    @Test("a plain C enum, imported as a struct, is still made (raw value 0 is valid for it), and a model holding one")
    func plainCEnumMade() {
        #expect(MadeValues.make(CFixturePlain.self)?.rawValue == 0)
        #expect(MadeValues.mayMake(CFixturePlain.self))
        #expect(!ImportedEnums.contains(CFixturePlain.self))
        #expect(ImportedEnums.contains(CFixtureColor.self))
        #expect(MadeValues.make(PlainPaint.self)?.plain.rawValue == 0)
    }

    @Test("a declared default makes the C enum: the case the test chose")
    func declaredDefault() {
        let made = withMockDefaults(MockDefaults().with(CFixtureColor.green)) { MadeValues.make(CFixtureColor.self) }
        #expect(made == CFixtureColor.green)
    }
}
