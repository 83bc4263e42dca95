import ScoutLowLevel

/// Accepts an argument in `range`: `inRange(1...5)`, `inRange("a"..."m")`.
///
/// (`within:` is the timeout of the checks that wait, such as `called(_:within:)`.)
///
/// A plain range where a matcher is expected means the same thing
/// (`expect.fetch(id: 1...5)`), except that an argument which is itself a range of
/// the same type then matches by equality.
///
/// - Parameter range: The range the argument must be in; the argument must be of its `Bound` type.
/// - Returns: A matcher that accepts a `Bound` that `range` contains.
public func inRange<Bound>(_ range: ClosedRange<Bound>) -> some ArgMatcher {
    RangeMatcher(range: range)
}

/// Accepts an argument in `range`: `inRange(0..<10)`.
///
/// - Parameter range: The range the argument must be in; the argument must be of its `Bound` type.
/// - Returns: A matcher that accepts a `Bound` that `range` contains.
public func inRange<Bound>(_ range: Range<Bound>) -> some ArgMatcher {
    RangeMatcher(range: range)
}

/// Accepts an argument in `range`: `inRange(18...)`.
///
/// - Parameter range: The range the argument must be in; the argument must be of its `Bound` type.
/// - Returns: A matcher that accepts a `Bound` that `range` contains.
public func inRange<Bound>(_ range: PartialRangeFrom<Bound>) -> some ArgMatcher {
    RangeMatcher(range: range)
}

/// Accepts an argument in `range`: `inRange(...100)`.
///
/// - Parameter range: The range the argument must be in; the argument must be of its `Bound` type.
/// - Returns: A matcher that accepts a `Bound` that `range` contains.
public func inRange<Bound>(_ range: PartialRangeThrough<Bound>) -> some ArgMatcher {
    RangeMatcher(range: range)
}

/// Accepts an argument in `range`: `inRange(..<100)`.
///
/// - Parameter range: The range the argument must be in; the argument must be of its `Bound` type.
/// - Returns: A matcher that accepts a `Bound` that `range` contains.
public func inRange<Bound>(_ range: PartialRangeUpTo<Bound>) -> some ArgMatcher {
    RangeMatcher(range: range)
}

/// A standard range over a `Comparable` bound, usable as a matcher.
protocol MatchableRange: RangeExpression {
    /// The range as messages show it, e.g. `1...5` or `"a"..<"n"`.
    var text: String { get }
    /// Whether `other` is a range of the same type with the same bounds.
    func isSameRange(as other: Any) -> Bool
}

extension MatchableRange {
    /// The matcher a plain range stands for where a matcher is expected.
    var plainValueMatcher: any ArgMatcher {
        RangeMatcher(range: self, acceptsEqualRange: true)
    }
}

extension ClosedRange: MatchableRange {
    var text: String { "\(render(lowerBound))...\(render(upperBound))" }
    func isSameRange(as other: Any) -> Bool { (other as? Self) == self }
}

extension Range: MatchableRange {
    var text: String { "\(render(lowerBound))..<\(render(upperBound))" }
    func isSameRange(as other: Any) -> Bool { (other as? Self) == self }
}

extension PartialRangeFrom: MatchableRange {
    var text: String { "\(render(lowerBound))..." }
    func isSameRange(as other: Any) -> Bool { (other as? Self)?.lowerBound == lowerBound }
}

extension PartialRangeThrough: MatchableRange {
    var text: String { "...\(render(upperBound))" }
    func isSameRange(as other: Any) -> Bool { (other as? Self)?.upperBound == upperBound }
}

extension PartialRangeUpTo: MatchableRange {
    var text: String { "..<\(render(upperBound))" }
    func isSameRange(as other: Any) -> Bool { (other as? Self)?.upperBound == upperBound }
}

/// Holds the range immutably and only reads it, from any thread.
struct RangeMatcher<Range: MatchableRange>: ArgMatcher {
    @Shared var range: Range
    var acceptsEqualRange = false

    var description: String { "in \(range.text)" }

    func match(_ argument: Any?) -> ArgMatch {
        if let value = argument as? Range.Bound { return ArgMatch(range.contains(value)) }
        guard let argument = flattened(argument) else { return .mismatched }
        if acceptsEqualRange, argument is Range {
            return ArgMatch(range.isSameRange(as: argument))
        }
        return .wrongType(expected: Range.Bound.self)
    }
}
