/// Accepts an argument that `matcher` rejects: `not(equalTo(0))`, `not(isNil())`.
public func not(_ matcher: some ArgMatcher) -> some ArgMatcher {
    NotMatcher(inner: matcher)
}

/// Accepts an argument that `value`, read as a plain value of an expectation is,
/// rejects: `not(0)`, `not(1...9)`, `allOf(greaterThan(10), not(15))`.
public func not<Value: Equatable>(_ value: Value) -> some ArgMatcher {
    NotMatcher(inner: combinable(value))
}

/// Accepts an argument that every one of `matchers` accepts:
/// `allOf(greaterThan(0), lessThan(10))`.
public func allOf(_ matchers: any ArgMatcher...) -> some ArgMatcher {
    AllOfMatcher(matchers: matchers)
}

/// Accepts an argument that at least one of `matchers` accepts:
/// `anyOf(isNil(), hasPrefix("tmp"))`.
public func anyOf(_ matchers: any ArgMatcher...) -> some ArgMatcher {
    AnyOfMatcher(matchers: matchers)
}

/// Accepts an argument that one of `values` accepts, each read as a plain value
/// of an expectation is: `anyOf(1, 2, 3)`, `anyOf(1...3, 7...9)`.
public func anyOf<Value: Equatable>(_ values: Value...) -> some ArgMatcher {
    AnyOfMatcher(matchers: values.map(combinable))
}

/// Accepts an argument that every one of `items` accepts, where each is a matcher
/// or a plain value, as an argument of an expectation is: `allOf(1...9, not(5))`.
@_disfavoredOverload
public func allOf<each Item>(_ items: repeat each Item) -> some ArgMatcher {
    var matchers: [any ArgMatcher] = []
    for item in repeat each items { matchers.append(combinable(item)) }
    return AllOfMatcher(matchers: matchers)
}

/// Accepts an argument that at least one of `items` accepts, where each is a
/// matcher or a plain value, as an argument of an expectation is:
/// `anyOf(0, greaterThan(100))`, `anyOf(isNil(), "tmp")`.
@_disfavoredOverload
public func anyOf<each Item>(_ items: repeat each Item) -> some ArgMatcher {
    var matchers: [any ArgMatcher] = []
    for item in repeat each items { matchers.append(combinable(item)) }
    return AnyOfMatcher(matchers: matchers)
}

/// `item` as a matcher of a combinator: a matcher as it is, a plain value as an
/// argument of an expectation would be; a value Scout cannot compare rejects every
/// argument, and its description says why.
private func combinable(_ item: Any?) -> any ArgMatcher {
    matcher(forPlainValue: flattened(item)) ?? UncomparableValue(value: item)
}

/// A matcher made of others, which may hold a value Scout cannot compare.
protocol ComposedMatcher {
    var parts: [any ArgMatcher] { get }
}

/// The values inside `matcher`'s combinators that Scout cannot compare: setting an
/// expectation reports each.
func uncomparableValues(in matcher: any ArgMatcher) -> [Any?] {
    if let value = matcher as? UncomparableValue { return [value.value] }
    guard let composed = matcher as? any ComposedMatcher else { return [] }
    return composed.parts.flatMap(uncomparableValues)
}

/// A matcher that could not be made as written (a regular expression that does not
/// compile): it accepts nothing, and setting an expectation or a check with it
/// reports why, where it is set.
protocol UnmadeMatcher {
    /// How the test wrote it, and why it could not be made; `nil` when it was made.
    var whyNotMade: (written: String, reason: String)? { get }
}

/// The matchers inside `matcher`, itself included, that could not be made.
func unmadeMatchers(in matcher: any ArgMatcher) -> [(written: String, reason: String)] {
    if let unmade = (matcher as? any UnmadeMatcher)?.whyNotMade { return [unmade] }
    guard let composed = matcher as? any ComposedMatcher else { return [] }
    return composed.parts.flatMap(unmadeMatchers)
}

/// A value given where a matcher goes that is not `Equatable`.
struct UncomparableValue: ArgMatcher {
    @Shared var value: Any?

    var description: String {
        "\(render(value)) (not Equatable: Scout cannot compare it; use a matcher such as satisfying { … })"
    }

    func match(_ argument: Any?) -> ArgMatch { .mismatched }
}

struct NotMatcher: ArgMatcher, ComposedMatcher {
    let inner: any ArgMatcher

    var parts: [any ArgMatcher] { [inner] }

    var description: String { "not \(inner.description)" }

    func match(_ argument: Any?) -> ArgMatch {
        switch inner.match(argument) {
        case .matched: .mismatched
        case .mismatched: .matched
        case .wrongType(let expected): .wrongType(expected: expected)
        }
    }
}

struct AllOfMatcher: ArgMatcher, ComposedMatcher {
    let matchers: [any ArgMatcher]

    var parts: [any ArgMatcher] { matchers }

    var description: String { "all of (" + matchers.map(\.description).joined(separator: ", ") + ")" }

    func match(_ argument: Any?) -> ArgMatch {
        for matcher in matchers {
            let verdict = matcher.match(argument)
            if !verdict.isMatch { return verdict }
        }
        return .matched
    }
}

struct AnyOfMatcher: ArgMatcher, ComposedMatcher {
    let matchers: [any ArgMatcher]

    var parts: [any ArgMatcher] { matchers }

    var description: String { "any of (" + matchers.map(\.description).joined(separator: ", ") + ")" }

    func match(_ argument: Any?) -> ArgMatch {
        var typeMismatch: ArgMatch?
        var judged = false
        for matcher in matchers {
            let verdict = matcher.match(argument)
            switch verdict {
            case .matched: return .matched
            case .mismatched: judged = true
            case .wrongType: typeMismatch = typeMismatch ?? verdict
            }
        }
        return judged ? .mismatched : typeMismatch ?? .mismatched
    }
}
