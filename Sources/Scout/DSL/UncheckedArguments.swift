import ScoutLowLevel

/// The arguments a test wrote for an expected call: plain values or matchers. Read
/// once, on the test's thread, when the first `to` turns them into matchers; kept
/// ``Shared`` (written once, only read).
struct UncheckedArguments: Sendable {
    private let written: Shared<KeyValuePairs<String, Any?>>

    init(pairs: KeyValuePairs<String, Any?>) {
        written = Shared(pairs: pairs)
    }

    var pairs: KeyValuePairs<String, Any?> { written.wrappedValue }
}
