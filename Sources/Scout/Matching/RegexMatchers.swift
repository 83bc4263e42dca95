import ScoutLowLevel

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
/// `Sendable`: the matcher keeps the expression that makes it, makes the `Regex`
/// once, and one thread at a time uses it. In Swift 6 mode a `Regex` held in a
/// local variable does not compile here; give ``matches(pattern:)->ArgMatcher`` its text
/// instead. Failure messages say `description`, else "matching a regular
/// expression": a `Regex` does not give back its text.
///
/// A regular expression that cannot be made accepts nothing, and the expectation,
/// `called` or `returned` check that uses it fails where it is written (`count` and
/// `all`, which have no line to point at, do not report it).
///
/// - Parameters:
///   - regex: Makes the regular expression; an error it throws makes a matcher that accepts nothing.
///   - description: What failure messages say the argument should be; by default, "matching a regular expression".
/// - Returns: A matcher that accepts a `String` or `Substring` that `regex` matches as a whole.
public func matches<Output>(
    _ regex: @autoclosure @escaping @Sendable () throws -> Regex<Output>, _ description: String? = nil
) -> some ArgMatcher {
    RegexMatcher(
        making: regex, summary: description ?? "matching a regular expression", written: "matches(_:_:)",
        whenNotMade: "which could not be made")
}

/// Accepts a `String` (or `Substring`) argument that the regular expression
/// written as `pattern` matches as a whole: `matches(pattern: "tok_[0-9]+")`.
///
/// Failure messages show the pattern: "matching /tok_[0-9]+/". A pattern that
/// does not compile accepts nothing, and the expectation, `called` or `returned`
/// check that uses it fails where it is written.
///
/// - Parameter pattern: The regular expression's text, without slashes: `"tok_[0-9]+"`.
/// - Returns: A matcher that accepts a `String` or `Substring` that `pattern` matches as a whole.
public func matches(pattern: String) -> some ArgMatcher {
    RegexMatcher(
        making: { try Regex(pattern) }, summary: "matching /\(pattern)/",
        written: "matches(pattern: \(render(pattern)))", whenNotMade: "which is not a valid regular expression")
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

    /// The matcher of the regular expression `make` makes, made once here: when it
    /// cannot be, `summary` is followed by `whenNotMade` and the reason, which
    /// `problem` keeps for the failure where the matcher is used.
    init<Output>(
        making make: @escaping @Sendable () throws -> Regex<Output>, summary: String, written: String,
        whenNotMade: String
    ) {
        var made: Regex<Output>?
        var problem: String?
        do {
            made = try make()
        } catch {
            problem = "\(error)"
        }
        self.summary = problem.map { "\(summary), \(whenNotMade) (\($0))" } ?? summary
        self.written = written
        self.problem = problem
        wholelyMatches = RegexCache(make, made: made).wholelyMatches
    }

    func match(_ argument: Any?) -> ArgMatch {
        guard let text = stringValue(argument) else {
            return isNilValue(argument) ? .mismatched : .wrongType(expected: String.self)
        }
        return ArgMatch((try? wholelyMatches(text)) ?? false)
    }
}

/// The `Regex` of one matcher, made once and kept. A `Regex` is not `Sendable`, so
/// one thread at a time uses it: a match takes it out under the lock and puts it
/// back after, and a match that finds none there (another thread's match holds it,
/// or a match that reentered from inside it) makes one of its own. No match runs
/// under the lock, so a regular expression whose own code calls a mock cannot
/// deadlock.
final class RegexCache<Output>: Sendable {
    private let make: @Sendable () throws -> Regex<Output>
    private let idle: Locked<Shared<Regex<Output>>?>

    /// `made`, when given, is the first `Regex`, made by the caller's thread.
    init(_ make: @escaping @Sendable () throws -> Regex<Output>, made: Regex<Output>?) {
        self.make = make
        idle = Locked(made.map { Shared(wrappedValue: $0) })
    }

    /// Whether the regular expression matches the whole of `text`; throws when it
    /// cannot be made.
    func wholelyMatches(_ text: String) throws -> Bool {
        let taken = idle.withLock { idle in
            defer { idle = nil }
            return idle
        }
        let regex = try taken?.wrappedValue ?? make()
        defer { idle.withLock { $0 = Shared(wrappedValue: regex) } }
        return text.wholeMatch(of: regex) != nil
    }
}
