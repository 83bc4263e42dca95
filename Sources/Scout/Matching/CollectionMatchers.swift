import ScoutLowLevel

/// Accepts a collection argument that contains `element`, or a `String` argument
/// that contains the text `element`.
///
/// ```swift
/// mock.expect.send(recipients: contains("ana@example.com")).toBeCalled()
/// mock.expect.log(message: contains("timeout")).toBeCalled()
/// ```
///
/// - Parameter element: The element the collection must hold, or the text the string must contain.
/// - Returns: A matcher that accepts a sequence holding an element equal to `element`, or a string containing it.
public func contains<Element: Equatable>(_ element: Element) -> some ArgMatcher {
    ContainsMatcher(element: element)
}

/// Accepts a collection (or `String`) argument with exactly `count` elements.
///
/// - Parameter count: The number of elements the argument must have.
/// - Returns: A matcher that accepts a collection of `count` elements.
public func hasCount(_ count: Int) -> some ArgMatcher {
    CountMatcher(count: EqualityMatcher(expected: count))
}

/// Accepts a collection (or `String`) argument whose count satisfies `matcher`:
/// `hasCount(atLeast(2))`.
///
/// - Parameter matcher: The matcher that judges the argument's count, an `Int`.
/// - Returns: A matcher that accepts a collection whose count `matcher` accepts.
public func hasCount(_ matcher: some ArgMatcher) -> some ArgMatcher {
    CountMatcher(count: matcher)
}

/// Accepts an empty collection (or `String`) argument.
///
/// - Returns: A matcher that accepts a collection with no elements.
public func isEmpty() -> some ArgMatcher {
    CountMatcher(count: EqualityMatcher(expected: 0), summary: "empty")
}

/// Holds the element immutably and only reads it, from any thread.
struct ContainsMatcher<Element: Equatable>: ArgMatcher {
    @Shared var element: Element

    var description: String { "contains \(render(element))" }

    func match(_ argument: Any?) -> ArgMatch {
        if let text = stringValue(argument), let needle = stringValue(element) {
            return ArgMatch(needle.isEmpty || text.contains(needle))
        }
        guard let argument = flattened(argument) else { return .mismatched }
        guard let sequence = argument as? any Sequence else {
            return .wrongType(expected: [Element].self)
        }
        return ArgMatch(sequenceContains(sequence))
    }

    private func sequenceContains(_ sequence: some Sequence) -> Bool {
        sequence.contains { ($0 as? Element) == element }
    }
}

struct CountMatcher<Count: ArgMatcher>: ArgMatcher {
    let count: Count
    var summary: String?

    var description: String { summary ?? "a collection whose count is \(count.description)" }

    func match(_ argument: Any?) -> ArgMatch {
        guard let argument = flattened(argument) else { return .mismatched }
        guard let collection = argument as? any Collection else {
            return .wrongType(expected: (any Collection).self)
        }
        return ArgMatch(count.match(collection.count).isMatch)
    }
}
