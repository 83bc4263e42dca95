import ScoutLowLevel

/// A call of a member with no expectation that failed a test: the test, the task
/// (or thread) and the capture (Scout's own tests) it failed in, and where. A later
/// call of the same member there fails for the same reason (see `FollowOnFailures`).
struct UnansweredMember: Sendable {
    let test: TestToken
    let execution: ExecutionIdentity
    let capture: UInt64?
    let failure: CodeLocation
}
