/// An expectation's fast matchers, one per argument, in order: the first kept
/// inline and the others in an array, so that an expectation of no argument or of
/// one (most of them) allocates nothing for its fast matchers.
struct FastMatcherList: Sendable {
    /// The first argument's; `.general` when there is none (never read then).
    private var head = FastMatcher(.general)
    /// The second argument's on.
    private var tail: [FastMatcher] = []
    /// How many: the expectation's arity.
    private(set) var count = 0

    /// The matcher of the argument at `position` (below `count`).
    subscript(position: Int) -> FastMatcher {
        assert(position < count, "no fast matcher at \(position) of \(count)")
        return position == 0 ? head : tail[position - 1]
    }

    /// Adds the next argument's matcher.
    mutating func append(_ matcher: FastMatcher) {
        if count == 0 {
            head = matcher
        } else {
            tail.append(matcher)
        }
        count += 1
    }

    /// How many matchers the array past the first has room for: 0 for a list of
    /// none or one, which allocates nothing (for tests).
    var tailCapacity: Int { tail.capacity }
}
