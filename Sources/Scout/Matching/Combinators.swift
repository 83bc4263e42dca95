import ScoutLowLevel

/// Accepts an argument that `matcher` rejects: `not(equalTo(0))`, `not(isNil())`.
///
/// - Parameter matcher: The matcher whose verdict is turned around.
/// - Returns: A matcher that accepts what `matcher` rejects; an argument of a type `matcher` cannot judge
///   stays rejected.
public func not(_ matcher: some ArgMatcher) -> some ArgMatcher {
    NotMatcher(inner: matcher)
}

/// Accepts an argument that `value`, read as a plain value of an expectation is,
/// rejects: `not(0)`, `not(1...9)`, `allOf(greaterThan(10), not(15))`.
///
/// - Parameter value: The value (or range) the argument must not match, as a plain value of an expectation.
/// - Returns: A matcher that accepts what `value` rejects; an argument of a type it cannot judge stays rejected.
public func not<Value: Equatable>(_ value: Value) -> some ArgMatcher {
    NotMatcher(inner: combinable(value))
}

/// Accepts an argument that every one of `matchers` accepts:
/// `allOf(greaterThan(0), lessThan(10))`.
///
/// - Parameter matchers: The matchers, judged in order; the first that rejects the argument decides.
/// - Returns: A matcher that accepts what all of `matchers` accept; with none, every argument.
public func allOf(_ matchers: any ArgMatcher...) -> some ArgMatcher {
    AllOfMatcher(matchers: matchers)
}

/// Accepts an argument that at least one of `matchers` accepts:
/// `anyOf(isNil(), hasPrefix("tmp"))`.
///
/// - Parameter matchers: The matchers, judged in order until one accepts the argument.
/// - Returns: A matcher that accepts what one of `matchers` accepts; with none, no argument.
public func anyOf(_ matchers: any ArgMatcher...) -> some ArgMatcher {
    AnyOfMatcher(matchers: matchers)
}

/// Accepts an argument that one of `values` accepts, each read as a plain value
/// of an expectation is: `anyOf(1, 2, 3)`, `anyOf(1...3, 7...9)`.
///
/// - Parameter values: The values (or ranges) the argument may match.
/// - Returns: A matcher that accepts what one of `values` accepts; with none, no argument.
public func anyOf<Value: Equatable>(_ values: Value...) -> some ArgMatcher {
    AnyOfMatcher(matchers: values.map(combinable))
}

/// Accepts an argument that every one of `items` accepts, where each is a matcher
/// or a plain value, as an argument of an expectation is: `allOf(1...9, not(5))`.
///
/// - Parameter items: The matchers and plain values, judged in order; the first that rejects the argument
///   decides. A value Scout cannot compare rejects every argument, and is reported where it is set.
/// - Returns: A matcher that accepts what all of `items` accept.
@_disfavoredOverload
public func allOf<each Item>(_ items: repeat each Item) -> some ArgMatcher {
    var matchers: [any ArgMatcher] = []
    for item in repeat each items { matchers.append(combinable(item)) }
    return AllOfMatcher(matchers: matchers)
}

/// Accepts an argument that at least one of `items` accepts, where each is a
/// matcher or a plain value, as an argument of an expectation is:
/// `anyOf(0, greaterThan(100))`, `anyOf(isNil(), "tmp")`.
///
/// - Parameter items: The matchers and plain values, judged in order until one accepts the argument. A value
///   Scout cannot compare rejects every argument, and is reported where it is set.
/// - Returns: A matcher that accepts what one of `items` accepts.
@_disfavoredOverload
public func anyOf<each Item>(_ items: repeat each Item) -> some ArgMatcher {
    var matchers: [any ArgMatcher] = []
    for item in repeat each items { matchers.append(combinable(item)) }
    return AnyOfMatcher(matchers: matchers)
}

/// `item` as a matcher of a combinator: a matcher as it is, a plain value as an
/// argument of an expectation would be; a value Scout cannot compare rejects every
/// argument, and its description says why.
func combinable(_ item: Any?) -> any ArgMatcher {
    matcher(forPlainValue: flattened(item)) ?? UncomparableValue(value: item)
}

/// A matcher made of others, which may hold a value Scout cannot compare.
protocol ComposedMatcher {
    var parts: [any ArgMatcher] { get }
}

/// What in a matcher, its combinators' parts included, cannot judge: values Scout
/// cannot compare, and regular expressions that could not be made. Setting an
/// expectation or a check reports each, where it is set. One walk, with casts to
/// concrete types: a failed cast to a protocol costs thousands of instructions.
/// (`ComposedMatcher` is asked of every matcher but the commonest, which
/// `CommonMatchers.isLeaf` knows have no parts.)
struct MatcherProblems {
    private(set) var uncomparable: [Any?] = []
    /// How the test wrote each matcher that could not be made, and why.
    private(set) var unmade: [(written: String, reason: String)] = []

    init(in matcher: any ArgMatcher) {
        collect(matcher)
    }

    private mutating func collect(_ matcher: any ArgMatcher) {
        // The type compared first: a cast that fails costs far more than one that
        // is sure to succeed, and the commonest matchers need none.
        if CommonMatchers.isLeaf(matcher) { return }
        let type = ObjectIdentifier(Swift.type(of: matcher))
        if type == ObjectIdentifier(UncomparableValue.self), let value = matcher as? UncomparableValue {
            return uncomparable.append(value.value)
        }
        if type == ObjectIdentifier(RegexMatcher.self), let regex = matcher as? RegexMatcher {
            if let why = regex.whyNotMade { unmade.append(why) }
            return
        }
        guard let composed = matcher as? any ComposedMatcher else { return }
        for part in composed.parts { collect(part) }
    }
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
