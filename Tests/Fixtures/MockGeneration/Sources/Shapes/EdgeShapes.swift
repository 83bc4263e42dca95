import Foundation

/// Shapes a first trial on unseen protocols found hard: each is written now.

/// A protocol nested in a type: `MockAPIClient`.
public enum API {
    public protocol Client {
        func get(_ url: URL) async throws -> Data
    }
}

/// A type named like one of Scout's: the written file imports only `Mock` and
/// `Mockable` from Scout, so this name stays unambiguous.
public struct Interaction: Equatable, Sendable {
    public let kind: String
    public init(kind: String) { self.kind = kind }
}

public protocol Tracker {
    func track(_ interaction: Interaction)
    /// A keyword as an argument label, and a parameter named `mock`.
    func setting(_ key: String, default: String) -> String
    func configure(mock: Bool)
    /// Several `inout` parameters, and one with a result: the answer is a tuple.
    func swapValues(_ first: inout Int, _ second: inout Int)
    func clamp(_ value: inout Int) -> Bool
    /// An autoclosure, and a closure that takes a closure.
    func check(_ condition: @autoclosure () -> Bool)
    func apply(_ body: ((String) -> Void) -> Void)
}

/// `Self` in parameters, and other modules' protocols the class can satisfy itself.
public protocol Money: Hashable, CustomStringConvertible {
    var cents: Int { get }
    func adding(_ other: Self) -> Int
}

/// A same-type constraint: the mock is not generic, its `Entity` is `User`.
public protocol Repository<Entity> {
    associatedtype Entity: Sendable
    func find(id: Int) -> Entity?
}

public protocol UserRepository: Repository where Entity == User {
    func current() -> User?
}

/// A main-actor protocol with a static requirement.
@MainActor
public protocol Theme {
    static var name: String { get }
    func apply()
}
