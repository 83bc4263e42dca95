import ScoutLowLevel

/// One thing the code under test did with a mock: a call, a property read or an
/// assignment, with its arguments, in the order it happened.
///
/// ```swift
/// #expect(mock.interactions.map(\.description) == ["fetch(id: 1)", "name", "volume = 3"])
/// ```
public struct Interaction: Sendable, CustomStringConvertible {
    /// What kind of interaction it was.
    public enum Kind: Sendable {
        /// A property read through `mock.get`.
        case get
        /// An assignment through `mock.set`.
        case set
        /// A function call through `mock.call`.
        case call
    }

    let selector: Selector

    /// What kind of interaction it was.
    public var kind: Kind {
        switch selector.kind {
        case .get: .get
        case .set: .set
        case .call: .call
        }
    }

    /// The member's full name: `fetch(id:)`, `load(_:completion:)`, or the
    /// property name.
    public var member: String { selector.description }

    /// The arguments passed; an assignment has one, the new value, labelled `""`.
    public let arguments: Arguments

    /// Whether an expectation answered it.
    public let wasExpected: Bool

    /// Its place among every interaction of every mock in the process: a smaller
    /// number happened first.
    public let sequence: UInt64

    init(selector: Selector, arguments: [ArgumentPair], wasExpected: Bool, sequence: UInt64) {
        self.selector = selector
        self.arguments = Arguments(.array(arguments), of: selector, fastPath: false)
        self.wasExpected = wasExpected
        self.sequence = sequence
    }

    /// The interaction as code would write it: `fetch(id: 1)`, `name`, `volume = 3`.
    public var description: String { Messages.interaction(selector, arguments.pairs) }
}
