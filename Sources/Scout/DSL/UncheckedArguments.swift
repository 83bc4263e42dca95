/// The arguments a test wrote for an expected call: plain values or matchers. Read
/// once, on the test's thread, when the first `to` turns them into matchers; kept
/// as `CallArguments`, whose claim to be `Sendable` is in `LowLevel/`.
struct UncheckedArguments: Sendable {
    private let storage: CallArguments

    init(pairs: KeyValuePairs<String, Any?>) {
        storage = .boxed(pairs)
    }

    var pairs: KeyValuePairs<String, Any?> {
        guard case .boxed(let pairs) = storage else { return [:] }
        return pairs
    }
}
