/// The failure of a lent closure called after its call returned.
extension Messages {
    static func lateCallOfLentClosure(returning type: Any.Type, made: Any?) -> String {
        let outcome =
            type == Void.self
            ? "so the call did nothing"
            : made.map { "so the call returned \(render($0)) without running it" }
                ?? "and Scout cannot make \(aOrAn(typeName(type))) to return, so the test process stops here"
        return MessageLayout(
            headline: "A closure lent with mock.lending(_:) was called after the call it was lent for returned.",
            details: [
                "Scout lets go of a lent closure when its call returns (a non-escaping closure must not outlive "
                    + "it), \(outcome)."
            ],
            fix: "Call the closure inside the block, while the call runs; do not keep it in a variable, a captor "
                + "or a task that runs later."
        ).text
    }
}
