import ScoutCore

/// Called by `CScoutTestSupportStart` when the binary loads, before any test
/// runs: starts the routing of failures, so that XCTest's observer is registered
/// before the first test case starts. Does nothing outside a test process.
@_cdecl("scout_test_support_start")
func scoutTestSupportStart() {
    (startTestFrameworkBridge() as? TestFrameworkRouter)?.startedAtLoad()
}
