import ScoutLowLevel

/// Accepts an argument greater than `bound` (`>`).
///
/// - Parameter bound: The value the argument is compared with; the argument must be of its type.
/// - Returns: A matcher that accepts a `Value` greater than `bound`.
public func greaterThan<Value: Comparable>(_ bound: Value) -> some ArgMatcher {
    ComparisonMatcher(bound: bound, relation: .greaterThan)
}

/// Accepts an argument less than `bound` (`<`).
///
/// - Parameter bound: The value the argument is compared with; the argument must be of its type.
/// - Returns: A matcher that accepts a `Value` less than `bound`.
public func lessThan<Value: Comparable>(_ bound: Value) -> some ArgMatcher {
    ComparisonMatcher(bound: bound, relation: .lessThan)
}

/// Accepts an argument greater than or equal to `bound` (`>=`).
///
/// - Parameter bound: The value the argument is compared with; the argument must be of its type.
/// - Returns: A matcher that accepts a `Value` at least `bound`.
public func atLeast<Value: Comparable>(_ bound: Value) -> some ArgMatcher {
    ComparisonMatcher(bound: bound, relation: .atLeast)
}

/// Accepts an argument less than or equal to `bound` (`<=`).
///
/// - Parameter bound: The value the argument is compared with; the argument must be of its type.
/// - Returns: A matcher that accepts a `Value` at most `bound`.
public func atMost<Value: Comparable>(_ bound: Value) -> some ArgMatcher {
    ComparisonMatcher(bound: bound, relation: .atMost)
}

enum ComparisonRelation: String, Sendable {
    case greaterThan = "greater than"
    case lessThan = "less than"
    case atLeast = "at least"
    case atMost = "at most"
}

/// Holds the bound immutably and only reads it, from any thread.
struct ComparisonMatcher<Value: Comparable>: ArgMatcher {
    @Shared var bound: Value
    let relation: ComparisonRelation

    var description: String { "\(relation.rawValue) \(render(bound))" }

    func match(_ argument: Any?) -> ArgMatch {
        .judge(argument, as: Value.self) { value in
            switch relation {
            case .greaterThan: value > bound
            case .lessThan: value < bound
            case .atLeast: value >= bound
            case .atMost: value <= bound
            }
        }
    }
}
