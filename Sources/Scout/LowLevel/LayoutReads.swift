/// A count of the layout-dependent reads the fast path makes (a string's words,
/// an `Any?` container's words, a call site's pairs read in place), kept only in
/// a process that asks for it: `ScoutProbes layout-reads` calls a fast-path mock
/// and a mock forced onto the portable path, and Scout's tests require the count
/// to stay 0 for the second. Each read site costs one load of ``counting`` and a
/// branch that is never taken elsewhere.
///
/// Both variables are written only by that probe, from its one thread, before and
/// between its calls; every other process only reads `counting`, which stays
/// `false` from the start.
@usableFromInline
package enum LayoutReads {
    /// Whether reads are counted. Set by the probe only.
    @usableFromInline nonisolated(unsafe) package static var counting = false
    /// The reads counted so far.
    nonisolated(unsafe) package static var count = 0

    /// Counts one read, when counting.
    @usableFromInline @inline(__always)
    static func note() {
        if counting { count += 1 }
    }
}
