import ScoutCore

/// A matcher's verdict on `value`, as a string a test compares: "matched",
/// "mismatched" or "wrongType(Int)".
func verdict(_ matcher: some ArgMatcher, _ value: Any?) -> String {
    switch matcher.match(value) {
    case .matched: "matched"
    case .mismatched: "mismatched"
    case .wrongType(let expected): "wrongType(\(expected))"
    }
}
