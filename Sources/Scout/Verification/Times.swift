/// How many times something should have happened, for count verification:
/// `.never`, `.once`, `.twice`, `.atLeastOnce`, `.exactly(3)` (or just `3`),
/// `.atLeast(2)`, `.atMost(4)`, `.between(2...4)`, `.from(2, to: 4)`.
///
/// ```swift
/// mock.received.fetch(id: 1).called(.once)
/// mock.received.save(any()).called(.atLeast(2))
/// mock.received.reset().called(.never)
/// ```
public struct Times: Sendable, Equatable, ExpressibleByIntegerLiteral, CustomStringConvertible {
    /// The smallest count accepted.
    public let minimum: Int
    /// The largest count accepted; `nil` for no upper bound.
    public let maximum: Int?

    init(minimum: Int, maximum: Int?) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// Exactly `value` times: `called(3)`.
    ///
    /// - Parameter value: The one count accepted.
    public init(integerLiteral value: Int) {
        self.init(minimum: value, maximum: value)
    }

    /// Not at all.
    public static let never = Times(minimum: 0, maximum: 0)
    /// Exactly once.
    public static let once = Times(minimum: 1, maximum: 1)
    /// Exactly twice.
    public static let twice = Times(minimum: 2, maximum: 2)
    /// Once or more.
    public static let atLeastOnce = Times(minimum: 1, maximum: nil)
    /// Any number of times, none required: what `alwaysReturn` and `toAlways` mean.
    static let unbounded = Times(minimum: 0, maximum: nil)

    /// Exactly `count` times.
    ///
    /// - Parameter count: The one count accepted.
    /// - Returns: The number of times, with `count` as its minimum and maximum.
    public static func exactly(_ count: Int) -> Times { Times(minimum: count, maximum: count) }
    /// `count` times or more.
    ///
    /// - Parameter count: The smallest count accepted.
    /// - Returns: The number of times, with `count` as its minimum and no maximum.
    public static func atLeast(_ count: Int) -> Times { Times(minimum: count, maximum: nil) }
    /// `count` times or fewer, zero included.
    ///
    /// - Parameter count: The largest count accepted.
    /// - Returns: The number of times, with `0` as its minimum and `count` as its maximum.
    public static func atMost(_ count: Int) -> Times { Times(minimum: 0, maximum: count) }
    /// A number of times within `range`.
    ///
    /// - Parameter range: The counts accepted, both bounds included.
    /// - Returns: The number of times, with `range`'s bounds as its minimum and maximum.
    public static func between(_ range: ClosedRange<Int>) -> Times {
        Times(minimum: range.lowerBound, maximum: range.upperBound)
    }
    /// From `minimum` to `maximum` times, both included.
    ///
    /// - Parameters:
    ///   - minimum: The smallest count accepted.
    ///   - maximum: The largest count accepted.
    /// - Returns: The number of times, with these bounds.
    public static func from(_ minimum: Int, to maximum: Int) -> Times {
        Times(minimum: minimum, maximum: maximum)
    }

    /// Whether `count` is acceptable.
    ///
    /// - Parameter count: A number of times something happened.
    /// - Returns: Whether `count` is at least ``minimum`` and, when there is one, at most ``maximum``.
    public func contains(_ count: Int) -> Bool {
        count >= minimum && count <= (maximum ?? .max)
    }

    /// "exactly once", "never", "at least 2 times", "between 2 and 4 times".
    public var description: String {
        switch (minimum, maximum) {
        case (0, 0): "never"
        case (let low, let high?) where low == high: "exactly \(Self.spell(low))"
        case (let low, nil): "at least \(Self.spell(low))"
        case (0, let high?): "at most \(Self.spell(high))"
        case (let low, let high?): "between \(low) and \(high) times"
        }
    }

    /// "once", "twice", "3 times".
    static func spell(_ count: Int) -> String {
        Messages.spelledCount(count)
    }

    /// The count as Swift code: `.once`, `.exactly(3)`, `.atLeast(2)`, `.between(1...3)`.
    var code: String {
        switch (minimum, maximum) {
        case (0, 0): ".never"
        case (1, 1): ".once"
        case (2, 2): ".twice"
        case (let low, let high?) where low == high: ".exactly(\(low))"
        case (1, nil): ".atLeastOnce"
        case (let low, nil): ".atLeast(\(low))"
        case (0, let high?): ".atMost(\(high))"
        case (let low, let high?): ".between(\(low)...\(high))"
        }
    }

    /// The count as a test wrote it where it is one number (`3`), else as it reads.
    var written: String {
        minimum == maximum ? "\(minimum)" : description
    }
}
