import CScoutAtomics

/// Task-local values of Scout's that most processes never set, noted when first
/// set: until then each is its default in every task, and a read of it, about 90
/// to 120 instructions through the runtime (callgrind, release), is skipped. A
/// bit is set before the value's scope begins and never cleared, so a task that
/// can see the value set sees its bit set too.
@usableFromInline package enum TaskLocalUse: UInt8, Sendable {
    /// `LayoutChecks.portableForced`, set by `LayoutChecks.withPortablePath` (Scout's
    /// own tests and probes).
    case portablePath = 1
    /// `ExpectationSequence.current`, set by `expectInOrder` (`ExpectationSequence.setting`).
    case expectationSequence = 2
    /// `TestScope.current`, set by `TestScope.running` (the `.mocks` trait,
    /// `withMocksVerified`).
    case testScope = 4

    /// Notes that the value is about to be set.
    @inlinable package func noteSet() {
        cscout_note_task_local_set(rawValue)
    }

    /// Whether any code of this process ever set the value.
    @inlinable package var everSet: Bool {
        cscout_task_local_ever_set(rawValue) != 0
    }
}
