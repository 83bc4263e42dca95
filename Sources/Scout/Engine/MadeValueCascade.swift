/// One mistake, one failure: a value Scout made to go on after a failure (an empty
/// token, an empty receipt) travels on through the code under test, and the calls
/// it reaches would fail in turn. Those later failures are folded into the first:
/// an unexpected interaction given a value Scout made in the same test, after a
/// failure, is not reported again (its answer is made too). And an expectation a
/// reported call missed is not reported again as unmet by `verify()`.
///
/// A value counts as made when it is of the type of one Scout made after a failure
/// of this test and equal to it (identical, for an object; the same text, for a
/// value that is not `Equatable`). `nil`, `Void`, numbers and `Bool` are never
/// taken for made values: too many calls pass a `0` or a `false` of their own.
/// Outside tests nothing is folded: there is no test to group failures by.
extension MockCore {
    /// The made value among `arguments`, if any, with the failure it came after.
    func madeValueOrigin(in arguments: [ArgumentPair]) -> MadeValueLog.Entry? {
        let test = state.withLock { $0.owner }
        return MadeValueLog.origin(of: arguments.map(\.value), in: test)
    }

    /// Notes `value`, made for `selector` after the failure at `location`.
    func noteMade(_ value: Any?, for selector: Selector, after location: CodeLocation) {
        MadeValueLog.note(value, for: selector.description, after: location, in: state.withLock { $0.owner })
    }

    /// Notes that the expectation numbered `ordinal` of `selector` was missed by a
    /// call whose failure said so: `verify()` does not report it again.
    func noteExplained(_ selector: Selector, ordinal: Int?) {
        guard let ordinal else { return }
        state.withLock { state in
            guard let record = state.table.existing(selector)?.expectations.first(where: { $0.ordinal == ordinal })
            else { return }
            state.explainedUnmet.insert(ObjectIdentifier(record))
        }
    }
}

/// The values Scout made after failures, by test.
enum MadeValueLog {
    struct Entry: Sendable {
        let value: Shared<Any>
        let type: ObjectIdentifier
        let selector: String
        let failure: CodeLocation
    }

    /// At most this many per test: a loop of failures keeps the first ones.
    private static let limit = 64
    private static let entries = Locked<[TestToken: [Entry]]>([:])

    static func note(_ value: Any?, for selector: String, after failure: CodeLocation, in test: TestToken) {
        guard test != .none, let value = flattened(value), !(value is Void), !(value is Bool), !(value is any Numeric)
        else { return }
        let entry = Entry(
            value: Shared(wrappedValue: value), type: ObjectIdentifier(type(of: value)), selector: selector,
            failure: failure)
        entries.withLock { entries in
            if entries[test, default: []].count < limit { entries[test, default: []].append(entry) }
        }
    }

    static func origin(of arguments: [Any?], in test: TestToken) -> Entry? {
        let made = entries.withLock { $0[test] ?? [] }
        guard !made.isEmpty else { return nil }
        for argument in arguments {
            guard let argument = flattened(argument) else { continue }
            let type = ObjectIdentifier(Swift.type(of: argument))
            if let found = made.first(where: { $0.type == type && isSame(argument, $0.value.wrappedValue) }) {
                return found
            }
        }
        return nil
    }

    private static func isSame(_ argument: Any, _ made: Any) -> Bool {
        if type(of: argument) is AnyClass { return (argument as AnyObject) === (made as AnyObject) }
        if let matcher = matcher(forPlainValue: made), !(matcher is AnyValueMatcher) {
            return matcher.match(argument).isMatch
        }
        return render(argument) == render(made)
    }
}
