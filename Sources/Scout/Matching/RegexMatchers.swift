/// Accepts a `String` (or `Substring`) argument that `regex` matches as a whole:
/// `matches(/tok_[0-9]+/)` accepts `"tok_42"`, not `"a tok_42"` (write
/// `/.*tok_[0-9]+.*/` for that).
///
/// ```swift
/// gateway.expect.charge(token: matches(/tok_[0-9]+/, "a card token")).to(`return`(receipt))
/// ```
///
/// Write the regular expression in the call, as a literal or `try Regex("…")`:
/// Swift's `Regex` is not `Sendable`, so the matcher keeps the expression that
/// makes it and makes it again for each argument it judges. A `Regex` held in a
/// variable does not compile here; use ``matches(pattern:)`` with its text instead.
/// Failure messages say `description`, else "matching a regular expression": a
/// `Regex` does not give back its text. One that cannot be made accepts nothing,
/// and the message says why.
public func matches<Output>(
    _ regex: @autoclosure @escaping @Sendable () throws -> Regex<Output>, _ description: String? = nil
) -> some ArgMatcher {
    var summary = description ?? "matching a regular expression"
    do {
        _ = try regex()
    } catch {
        summary += ", which could not be made (\(error))"
    }
    return RegexMatcher(summary: summary) { text in
        try text.wholeMatch(of: regex()) != nil
    }
}

/// Accepts a `String` (or `Substring`) argument that the regular expression
/// written as `pattern` matches as a whole: `matches(pattern: "tok_[0-9]+")`.
///
/// Failure messages show the pattern: "matching /tok_[0-9]+/". A pattern that
/// does not compile accepts nothing, and the message says why.
public func matches(pattern: String) -> some ArgMatcher {
    let summary: String
    do {
        _ = try Regex(pattern)
        summary = "matching /\(pattern)/"
    } catch {
        summary = "matching /\(pattern)/, which is not a valid regular expression (\(error))"
    }
    return RegexMatcher(summary: summary) { text in
        try text.wholeMatch(of: Regex(pattern)) != nil
    }
}

struct RegexMatcher: ArgMatcher {
    let summary: String
    /// Whether the regular expression matches the whole text; throws when it
    /// cannot be made.
    let wholeMatch: @Sendable (String) throws -> Bool

    var description: String { summary }

    func match(_ argument: Any?) -> ArgMatch {
        guard let text = stringValue(argument) else {
            return isNilValue(argument) ? .mismatched : .wrongType(expected: String.self)
        }
        return ArgMatch((try? wholeMatch(text)) ?? false)
    }
}
