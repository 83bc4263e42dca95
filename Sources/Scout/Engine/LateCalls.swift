/// A lent closure called after its call returned (see `Mock.lending`).
enum LateCalls {
    /// Reports the late call at the `lending` line in the mock class, to the test
    /// that lent the closure, then returns a made value of the closure's result
    /// type; stops the process after the failure when none can be made.
    static func answer<Result>(returning type: Result.Type, at site: CodeLocation, owner: TestToken) -> Result {
        let made = defaultValue(of: Result.self)
        let message = Messages.lateCallOfLentClosure(returning: Result.self, made: made)
        FailureSink.report(message, at: site, owner: owner, kind: .lateCall)
        guard let made else { fatalError("Scout: " + message) }
        return made
    }
}
