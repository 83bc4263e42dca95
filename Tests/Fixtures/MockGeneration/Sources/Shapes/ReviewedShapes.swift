// Shapes a review of the typed mocks found written wrong: each now builds with no
// warning, and TypedFormsTests uses it.

public protocol Node: AnyObject {
    func children() -> [Self]
    var siblings: [Self] { get }
    func kind(of type: Any.Type) -> String
    func render(_ text: some StringProtocol) -> String
}

public protocol Counter {
    init?(start: Int)
    func nested(_ value: Int??) -> Int??
}

public protocol Keywords {
    var `class`: String { get }
    var `protocol`: Int { get set }
    func `for`(`let`: Int) -> Int
}

public protocol Watcher {
    func observe(_ name: String)
    func stop()
}
