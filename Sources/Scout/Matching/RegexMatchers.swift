/// Accepts a `String` (or `Substring`) argument that `regex` matches as a whole:
/// `matches(/tok_[0-9]+/)` accepts `"tok_42"`, not `"a tok_42"` (write
/// `/.*tok_[0-9]+.*/` for that).
///
/// ```swift
/// gateway.expect.charge(token: matches(/tok_[0-9]+/, "a card token")).to(`return`(receipt))
/// ```
///
/// Write the regular expression in the call, as a literal or `try Regex("…")` (in
/// Swift 5 language mode, a literal is written `#/…/#`). Swift's `Regex` is not
/// `Sendable`: the matcher keeps the expression that makes it, makes the `Regex` on
/// first use, and uses it under a lock. In Swift 6 mode a `Regex` held in a
/// local variable does not compile here; give ``matches(pattern:)`` its text
/// instead. Failure messages say `description`, else "matching a regular
/// expression": a `Regex` does not give back its text.
///
/// A regular expression that cannot be made accepts nothing, and the expectation
/// or check that uses it fails where it is written.
public func matches<Output>(
    _ regex: @autoclosure @escaping @Sendable () throws -> Regex<Output>, _ description: String? = nil
) -> some ArgMatcher {
    var summary = description ?? "matching a regular expression"
    var problem: String?
    do {
        _ = try regex()
    } catch {
        summary += ", which could not be made (\(error))"
        problem = "\(error)"
    }
    let cache = RegexCache(regex)
    return RegexMatcher(
        summary: summary, written: "matches(_:_:)", problem: problem, wholelyMatches: cache.wholelyMatches)
}

/// Accepts a `String` (or `Substring`) argument that the regular expression
/// written as `pattern` matches as a whole: `matches(pattern: "tok_[0-9]+")`.
///
/// Failure messages show the pattern: "matching /tok_[0-9]+/". A pattern that
/// does not compile accepts nothing, and the expectation or check that uses it
/// fails where it is written.
public func matches(pattern: String) -> some ArgMatcher {
    var summary = "matching /\(pattern)/"
    var problem: String?
    do {
        _ = try Regex(pattern)
    } catch {
        summary += ", which is not a valid regular expression (\(error))"
        problem = "\(error)"
    }
    let cache = RegexCache { try Regex(pattern) }
    return RegexMatcher(
        summary: summary, written: "matches(pattern: \(render(pattern)))", problem: problem,
        wholelyMatches: cache.wholelyMatches)
}

/// Not generic, so that `MatcherProblems` finds it with a cast to one type.
struct RegexMatcher: ArgMatcher {
    let summary: String
    /// How the test wrote it, for the failure when it cannot be made.
    let written: String
    /// Why the regular expression could not be made, if it could not.
    let problem: String?
    /// Whether the regular expression matches the whole text (see `RegexCache`).
    let wholelyMatches: @Sendable (String) throws -> Bool

    var whyNotMade: (written: String, reason: String)? { problem.map { (written, $0) } }

    var description: String { summary }

    func match(_ argument: Any?) -> ArgMatch {
        guard let text = stringValue(argument) else {
            return isNilValue(argument) ? .mismatched : .wrongType(expected: String.self)
        }
        return ArgMatch((try? wholelyMatches(text)) ?? false)
    }
}

/// The `Regex` of one matcher, made on first use and kept: a `Regex` is not
/// `Sendable`, so this one never leaves the lock, which every use takes (a match
/// may fill in what the `Regex` compiles lazily).
final class RegexCache<Output>: Sendable {
    private let make: @Sendable () throws -> Regex<Output>
    private let made = Locked<Shared<Regex<Output>>?>(nil)

    init(_ make: @escaping @Sendable () throws -> Regex<Output>) {
        self.make = make
    }

    /// Whether the regular expression matches the whole of `text`; throws when it
    /// cannot be made.
    func wholelyMatches(_ text: String) throws -> Bool {
        try made.withLock { made in
            let regex = try made?.wrappedValue ?? make()
            if made == nil { made = Shared(wrappedValue: regex) }
            return text.wholeMatch(of: regex) != nil
        }
    }
}
