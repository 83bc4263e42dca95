import Foundation
import Scout

// The crash matrix (`ScoutProbes matrix <first case>`): each misuse of the catalog
// that leaves a call without its answer, for each requirement shape and each kind
// of result type. Each case writes "#begin <n>" to standard error, then whatever
// Scout reports (failures go to standard error outside tests, each as
// "<file>:<line>:<column>: error: …"), then "#end <n> <outcome>". A case that
// stops the process leaves no "#end": the test that runs the matrix notes the
// crash and starts a new process at the next case.

/// How the mock class forwards the requirement: the lines the docs show.
enum Shape: String, CaseIterable {
    case run = "mock.run"
    case asyncRun = "await mock.run"
    case throwing = "throws"
    case typedThrows = "throws(E)"
    case async = "async throws"
    case asyncTypedThrows = "async throws(E)"
    case property = "property"
    case subscripted = "subscript"

    /// The member's name in the mock.
    var member: String {
        switch self {
        case .run: "plain"
        case .asyncRun: "awaited"
        case .throwing: "throwing"
        case .typedThrows: "typed"
        case .async: "later"
        case .asyncTypedThrows: "typedLater"
        case .property: "value"
        case .subscripted: "subscript"
        }
    }

    var isAsync: Bool { self == .async || self == .asyncTypedThrows || self == .asyncRun }
    var mayThrowAnything: Bool { self == .throwing || self == .async }
    var hasArguments: Bool { self != .property }
}

/// A mistake in a test that leaves the call without the answer it needs.
enum Misuse: String, CaseIterable {
    case unexpected = "no expectation"
    case wrongArguments = "wrong arguments"
    case wrongReturnType = "wrong return type"
    case nilForNonOptional = "nil for a non-optional"
    case blockReadsWrongType = "block reads an argument as the wrong type"
    case typedBlockWrongType = "typed block parameter of the wrong type"
    case errorItCannotThrow = "an error the call cannot throw"
    case toBeCalledForValue = "toBeCalled() for a value"
    case asyncBlockFromSync = "async block, call without await"
    case usedUp = "expectation used up"
}

/// The kinds of result types.
enum ResultKind: String, CaseIterable {
    case codable = "Codable model"
    case caseIterable = "CaseIterable enum"
    case unmakeable = "type Scout cannot make"
    case void = "Void"
    case optional = "optional"
}

struct MatrixCase {
    let shape: Shape
    let misuse: Misuse
    let result: ResultKind

    /// Every case that is a mistake for its shape and result type.
    static let all: [MatrixCase] = ResultKind.allCases.flatMap { result in
        Shape.allCases.flatMap { shape in
            Misuse.allCases.compactMap { misuse in
                let candidate = MatrixCase(shape: shape, misuse: misuse, result: result)
                return candidate.applies ? candidate : nil
            }
        }
    }

    /// Whether the misuse is a mistake for this shape and result type.
    var applies: Bool {
        switch misuse {
        case .wrongArguments: return shape.hasArguments
        case .errorItCannotThrow: return !shape.mayThrowAnything
        case .asyncBlockFromSync: return !shape.isAsync && shape != .property
        case .nilForNonOptional: return result != .optional && result != .void
        case .toBeCalledForValue: return result != .void && shape != .property
        case .typedBlockWrongType: return shape.hasArguments
        case .wrongReturnType: return result != .void
        case .unexpected, .blockReadsWrongType, .usedUp: return true
        }
    }

    var name: String { "\(shape.rawValue) · \(result.rawValue) · \(misuse.rawValue)" }
}

// The result types.

struct Profile: Codable, Equatable {
    struct Address: Codable, Equatable { let city: String }
    let id: Int
    let name: String
    let address: Address
    let tags: [String]
}

enum Mood: String, CaseIterable { case calm, busy }

/// A class with no default and no decoder: Scout cannot make one.
final class Session: @unchecked Sendable {
    let token: String
    init(token: String) { self.token = token }
}

enum MatrixError: Error, CaseIterable { case failed }
struct OtherError: Error {}

/// A value each result type can be answered with.
protocol MatrixValue { static var sample: Self { get } }
extension Profile: MatrixValue {
    static var sample: Profile { Profile(id: 1, name: "Ada", address: Address(city: "London"), tags: []) }
}
extension Mood: MatrixValue { static var sample: Mood { .busy } }
extension Session: MatrixValue { static var sample: Session { Session(token: "t") } }
extension Optional: MatrixValue where Wrapped: MatrixValue { static var sample: Self { .some(Wrapped.sample) } }

/// A mock with one requirement of each shape returning `T`, forwarded as users
/// write them.
final class ShapesMock<T>: @unchecked Sendable {
    let mock = Mock()

    func plain(x: Int) -> T { mock.run.plain(x: x) }
    func awaited(x: Int) async -> T { await mock.run.awaited(x: x) }
    func throwing(x: Int) throws -> T { try mock.call.throwing(x: x) }
    func typed(x: Int) throws(MatrixError) -> T { try mock.call(throwing: MatrixError.self).typed(x: x) }
    func later(x: Int) async throws -> T { try await mock.call.later(x: x) }
    func typedLater(x: Int) async throws(MatrixError) -> T {
        try await mock.call(throwing: MatrixError.self).typedLater(x: x)
    }
    var value: T { mock.get.value }
    subscript(x: Int) -> T { mock.run.subscript(x: x) }

    func run(_ shape: Shape, x: Int) async throws -> T {
        switch shape {
        case .run: plain(x: x)
        case .asyncRun: await awaited(x: x)
        case .throwing: try throwing(x: x)
        case .typedThrows: try typed(x: x)
        case .async: try await later(x: x)
        case .asyncTypedThrows: try await typedLater(x: x)
        case .property: value
        case .subscripted: self[x]
        }
    }
}

/// The same shapes returning nothing, as users write them: statement calls.
final class VoidShapesMock: @unchecked Sendable {
    let mock = Mock()

    func plain(x: Int) { mock.run.plain(x: x) }
    func awaited(x: Int) async { await mock.run.awaited(x: x) }
    func throwing(x: Int) throws { try mock.call.throwing(x: x) }
    func typed(x: Int) throws(MatrixError) { try mock.call(throwing: MatrixError.self).typed(x: x) }
    func later(x: Int) async throws { try await mock.call.later(x: x) }
    func typedLater(x: Int) async throws(MatrixError) {
        try await mock.call(throwing: MatrixError.self).typedLater(x: x)
    }
    var value: Void { mock.get.value }
    subscript(x: Int) -> Void { mock.run.subscript(x: x) }

    func run(_ shape: Shape, x: Int) async throws {
        switch shape {
        case .run: plain(x: x)
        case .asyncRun: await awaited(x: x)
        case .throwing: try throwing(x: x)
        case .typedThrows: try typed(x: x)
        case .async: try await later(x: x)
        case .asyncTypedThrows: try await typedLater(x: x)
        case .property: value
        case .subscripted: self[x]
        }
    }
}

enum CrashMatrix {
    /// Sets the expectation the misuse calls for on `mock`; `sample` answers the
    /// call when the misuse is elsewhere.
    static func expect(_ misuse: Misuse, _ shape: Shape, on mock: Mock, sample: Any?) {
        let member = mock.expect[dynamicMember: shape.member]
        func answer(_ expectation: CallExpectation) {
            if let sample { expectation.to(`return`(sample)) } else { expectation.toBeCalled() }
        }
        guard shape.hasArguments else {
            switch misuse {
            case .unexpected, .wrongArguments, .asyncBlockFromSync, .toBeCalledForValue, .typedBlockWrongType: return
            case .wrongReturnType: member.to(`return`("text"))
            case .nilForNonOptional: member.to(`return`(nil))
            case .blockReadsWrongType: member.to { args -> Int in try args.x }
            case .errorItCannotThrow: member.to(`throw`(OtherError()))
            case .usedUp: member.to(`return`(sample ?? ()))
            }
            return
        }
        switch misuse {
        case .unexpected: return
        case .wrongArguments: answer(member(x: 1))
        case .wrongReturnType: member(x: 2).to(`return`("text"))
        case .nilForNonOptional: member(x: 2).to(`return`(nil))
        case .blockReadsWrongType:
            member(x: 2).to { args -> Int in
                let _: String = try args.x; return 0
            }
        case .errorItCannotThrow: member(x: 2).to(`throw`(OtherError()))
        case .typedBlockWrongType: member(x: 2).to { (_: String) in 0 }
        case .toBeCalledForValue: member(x: 2).toBeCalled()
        case .asyncBlockFromSync: member(x: 2).to { _ async -> Int in 0 }
        case .usedUp: answer(member(x: 2))
        }
    }

    /// Runs one case; returns what the call did.
    static func run(_ matrixCase: MatrixCase) async -> String {
        switch matrixCase.result {
        case .codable: await run(matrixCase, ShapesMock<Profile>(), sample: Profile.sample)
        case .caseIterable: await run(matrixCase, ShapesMock<Mood>(), sample: Mood.sample)
        case .unmakeable: await run(matrixCase, ShapesMock<Session>(), sample: Session.sample)
        case .optional: await run(matrixCase, ShapesMock<Profile?>(), sample: Profile.sample)
        case .void: await runVoid(matrixCase)
        }
    }

    private static func run<T>(_ matrixCase: MatrixCase, _ shapes: ShapesMock<T>, sample: Any) async -> String {
        expect(matrixCase.misuse, matrixCase.shape, on: shapes.mock, sample: sample)
        do {
            if matrixCase.misuse == .usedUp { _ = try await shapes.run(matrixCase.shape, x: 2) }
            let value = try await shapes.run(matrixCase.shape, x: 2)
            return "returned \(String(describing: value).prefix(60))"
        } catch {
            return "threw \(type(of: error))"
        }
    }

    private static func runVoid(_ matrixCase: MatrixCase) async -> String {
        let shapes = VoidShapesMock()
        expect(matrixCase.misuse, matrixCase.shape, on: shapes.mock, sample: nil)
        do {
            if matrixCase.misuse == .usedUp { try await shapes.run(matrixCase.shape, x: 2) }
            try await shapes.run(matrixCase.shape, x: 2)
            return "returned ()"
        } catch {
            return "threw \(type(of: error))"
        }
    }

    /// Runs the cases from `first` on, each between its markers. Each failure is
    /// written as it is reported, as "#failure <file ID>:<line>", then its message.
    static func run(from first: Int) async {
        let capture = FailureCapture { failure in
            write("#failure \(failure.location.fileID):\(failure.location.line)\n\(failure.message)\n")
        }
        for index in MatrixCase.all.indices where index >= first {
            write("#begin \(index) \(MatrixCase.all[index].name)\n")
            let outcome = await FailureCapture.$current.withValue(capture) { await run(MatrixCase.all[index]) }
            write("#end \(index) \(outcome)\n")
        }
        write("#done \(MatrixCase.all.count)\n")
    }

    private static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
