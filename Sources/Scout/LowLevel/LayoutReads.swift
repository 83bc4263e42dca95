import CScoutAtomics

/// A count of the layout-dependent reads the fast path makes (a call site's pairs
/// read in place, a string's words, an `Any?` container's words, labels rebuilt
/// from words), kept only in a process that asks for it: `ScoutProbes
/// layout-reads` runs one program on a fast-path mock and on a mock forced onto the
/// portable path, and Scout's tests require the count to stay 0 for the second.
///
/// The flag and the count live in `CScoutAtomics`, behind a constant pointer: a
/// read site costs one load and a branch never taken outside the probe, with no
/// call (a Swift global costs a lazy-initialization check per read: 91 more
/// instructions per call in the benchmark's scenario a). The sites are in code not
/// inlined into other modules: where the pairs are read in place
/// (`ArgumentStorage`, and `CallArguments.scalars(in:_:)` for the scalar overloads
/// of an unoptimized build), where labels are rebuilt (`StringBits.copyString()`), where
/// an `Any?` is read (`ArgumentWords.of`), where a member is remembered by its
/// words (`MemberTable`; its lookup by words is not counted, since a call that
/// reaches it remembers its member the first time), and where `equalTo` keeps a
/// string's words (`FastMatcher`).
///
/// Both are written only by that probe, from its one thread while no other thread
/// calls a mock; every other process only reads the flag, which stays 0.
@usableFromInline package enum LayoutReads {
    /// Whether reads are counted. Set by the probe only.
    package static var counting: Bool {
        get { cscout_layout_reads.pointee.counting != 0 }
        set { cscout_layout_reads.pointee.counting = newValue ? 1 : 0 }
    }

    /// The reads counted so far. Set by the probe only.
    package static var count: Int {
        get { Int(cscout_layout_reads.pointee.count) }
        set { cscout_layout_reads.pointee.count = UInt64(newValue) }
    }

    /// Counts one read, when counting.
    @inline(__always)
    @inlinable package static func note() {
        if cscout_layout_reads.pointee.counting != 0 { cscout_layout_reads.pointee.count += 1 }
    }
}
