import CScoutAtomics

/// Numbers every recorded interaction of the process, across all mocks: the order
/// of these numbers is the order in which interactions happened. One relaxed
/// atomic increment per interaction, taken under the recording mock's lock.
@usableFromInline package enum SequenceCounter {
    /// The next number: 1, 2, 3, …
    @inline(__always)
    @inlinable package static func next() -> UInt64 { cscout_next_sequence() }

    /// The last number handed out (0 before any).
    @inlinable package static var current: UInt64 { cscout_current_sequence() }
}
