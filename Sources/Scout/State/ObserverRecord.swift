/// A block that runs on each interaction of a member whose arguments its matchers
/// accept, beside whatever answers it: it neither answers nor counts as an
/// expectation.
final class ObserverRecord: Sendable {
    let matchers: [any ArgMatcher]
    let block: @Sendable (Arguments) throws -> Void
    let location: CodeLocation

    init(matchers: [any ArgMatcher], block: @escaping @Sendable (Arguments) throws -> Void, location: CodeLocation) {
        self.matchers = matchers
        self.block = block
        self.location = location
    }
}
