internal import CScoutAtomics

/// A count of the layout-dependent reads the fast path makes (a call site's pairs
/// read in place, a string's words, an `Any?` container's words, labels rebuilt
/// from words), kept only in a process that asks for it: `ScoutProbes
/// layout-reads` runs one program on a fast-path mock and on a mock forced onto the
/// portable path, and Scout's tests require the count to stay 0 for the second.
///
/// The count lives in `CScoutAtomics` (relaxed atomics): a read site costs one
/// load and a branch never taken outside the probe. The sites are in code that is
/// not inlined into other modules: where the pairs are read in place
/// (`ArgumentStorage`), where labels are rebuilt (`StringBits.copyString()`), where
/// an `Any?` is read (`ArgumentWords.of`), where a member is found by its words
/// (`MemberTable`), and where `equalTo` keeps a string's words (`FastMatcher`).
package enum LayoutReads {
    /// Whether reads are counted. Set by the probe only.
    package static var counting: Bool {
        get { cscout_layout_reads_are_counted() != 0 }
        set { cscout_set_layout_reads_counting(newValue ? 1 : 0) }
    }

    /// The reads counted so far; the probe sets it to 0 between its programs.
    package static var count: Int {
        get { Int(cscout_layout_reads()) }
        set {
            precondition(newValue == 0, "the count only goes back to 0")
            cscout_reset_layout_reads()
        }
    }

    /// Counts one read, when counting.
    @inline(__always)
    static func note() {
        cscout_note_layout_read()
    }
}
