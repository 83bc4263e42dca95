/// The instant a wait or a gate gives up: `timeout` from now, read as the test
/// meant it. A negative timeout is none (the check is made once, now); one longer
/// than ``longest`` is that long, since an instant must fit the clock's range
/// (`.seconds(Int64.max)` from now does not, and would stop the process).
enum Deadline {
    /// About 100 years: longer than any test runs, and far inside the clock's range.
    static let longest = Duration.seconds(100 * 365 * 24 * 3_600)

    static func after(_ timeout: Duration) -> ContinuousClock.Instant {
        ContinuousClock.now.advanced(by: clamped(timeout))
    }

    /// `timeout` within zero and ``longest``.
    static func clamped(_ timeout: Duration) -> Duration {
        min(max(timeout, .zero), longest)
    }
}
