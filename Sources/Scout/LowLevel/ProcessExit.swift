import CScoutAtomics

/// The end of the process, as the last net for unclaimed failures needs it
/// (see `UnclaimedFailures`): through CScoutAtomics, so that no Swift file of
/// ScoutLowLevel or ScoutCore imports Glibc on Linux (`SystemImportsTests`).
package enum ProcessExit {
    /// Runs `body` when the process exits normally (`atexit`).
    package static func atExit(_ body: @convention(c) () -> Void) {
        _ = cscout_at_exit(body)
    }

    /// Flushes every C stream and ends the process at once with `status`, running
    /// no other exit handler (`_exit`).
    package static func flushAndExit(_ status: Int32) -> Never {
        cscout_flush_and_exit(status)
    }
}
