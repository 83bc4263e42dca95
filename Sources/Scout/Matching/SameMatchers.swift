/// Whether two matchers are written the same, for `replacing`: of one type, and
/// for `equalTo` (a plain value), holding equal values; other matchers, whose
/// conditions Scout cannot compare, by their descriptions. Descriptions alone would
/// take `[1, …, 8, … 1 more]` for any nine-element array, or two values whose
/// `description` is the same.
func areSameMatchers(_ first: [any ArgMatcher], _ second: [any ArgMatcher]) -> Bool {
    first.count == second.count && zip(first, second).allSatisfy(isSameMatcher)
}

/// Whether matchers reduced to `first` and `second` may be the same: `false` when
/// an argument's reductions differ in kind, or are an `Int`, `Bool` or `Double` of
/// other bits. A cheap first look, so that replacing among thousands of expectations
/// casts no matcher it can rule out.
func mayBeSameMatchers(_ first: FastMatcherList, _ second: [FastMatcher]) -> Bool {
    guard first.count == second.count else { return true }
    // By index: unoptimized, a zip costs a generic metadata lookup per element.
    var index = 0
    while index < first.count {
        let one = first[index]
        let other = second[index]
        if one.kind != other.kind { return false }
        switch one.kind {
        case .int, .bool, .double: if one.first != other.first { return false }
        case .any, .isNil, .string, .general: break
        }
        index += 1
    }
    return true
}

private func isSameMatcher(_ first: any ArgMatcher, _ second: any ArgMatcher) -> Bool {
    guard type(of: first) == type(of: second) else { return false }
    if let comparable = first as? any ComparableMatcher { return comparable.isSame(as: second) }
    return first.description == second.description
}

/// A matcher that can tell whether another of its type holds the same condition.
protocol ComparableMatcher {
    func isSame(as other: any ArgMatcher) -> Bool
}

extension EqualityMatcher: ComparableMatcher {
    func isSame(as other: any ArgMatcher) -> Bool {
        guard let other = other as? Self else { return false }
        return other.expected == expected || (expectsNaN && other.expectsNaN)
    }
}
