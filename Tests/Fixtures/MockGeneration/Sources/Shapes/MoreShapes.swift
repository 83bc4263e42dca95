/// An associated type: the mock is generic.
public protocol Store {
    associatedtype Item: Hashable
    func save(_ item: Item)
    func all() -> [Item]
}

/// A primary associated type.
public protocol Cache<Key> {
    associatedtype Key: Hashable & Sendable
    func value(for key: Key) -> String?
    func insert(_ value: String, for key: Key)
}

/// Inheritance: the mock implements both protocols' requirements.
public protocol Named {
    var displayName: String { get }
}

public protocol Account: Named {
    func balance() async throws -> Int
}

/// Generic methods with constraints and `where` clauses.
public protocol Decoding {
    func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T
    func merge<S: Sequence>(_ items: S) -> [Int] where S.Element == Int
}

/// Overloads, by labels, by parameter types and by result type.
public protocol Printer {
    func print(_ value: Int)
    func print(_ value: String)
    func print(_ value: Int, copies: Int) -> Bool
    func make() -> Int
    func make() -> String
}

/// `Sendable` and actor protocols.
public protocol Clock: Sendable {
    func now() -> Int
    static func zone() -> String
}

public protocol Shelf: Actor {
    func book(id: Int) -> String?
    func add(_ title: String)
}

/// The main actor, for a whole protocol and for one requirement.
@MainActor
public protocol Screen {
    var title: String { get set }
    func show()
}

public protocol Presenter {
    @MainActor func present(_ message: String)
    func identifier() -> Int
}

/// Effectful properties.
public protocol Feed {
    var latest: [String] { get async }
    var unread: Int { get async throws }
}

/// `rethrows`, variadic, `inout`, optional and non-escaping closures, `some` and `any`.
public protocol Toolbox {
    func each(_ body: (String) throws -> Void) rethrows
    func sum(_ values: Int...) -> Int
    func bump(_ value: inout Int)
    func fetch(completion: ((Result<Int, LoadError>) -> Void)?)
    func transform(_ value: Int, with change: (Int) -> Int) -> Int
    func describe(_ value: some CustomStringConvertible) -> String
    func keep(_ value: any Sendable)
    func visit(_ body: (String) async throws -> Void) async rethrows
}

/// A requirement with a default implementation: the mock forwards it too.
public protocol Greeter {
    func greet(_ name: String) -> String
    func farewell() -> String
}

extension Greeter {
    public func farewell() -> String { "Goodbye" }
}

/// Internal protocols are written too (the tests import the module with @testable).
protocol Ledger {
    func record(_ amount: Int, note: String?)
}
