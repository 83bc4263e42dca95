/// Checking that every expectation was used as often as it requires, over the
/// query ``MockCore/expectationUse(verifiedAt:)``: `verify()` at a line of the
/// test, and the end of a test's scope (`.mocks`, `withMocksVerified`), which,
/// when exhaustive, also finds unbounded expectations never used and interactions
/// nothing answered or checked.
enum ExpectationsCheck {
    /// `verify()` at `location`: every expectation not used up in one failure
    /// there, with the failures of this test no test could receive when they
    /// happened.
    static func run(_ core: MockCore, at location: CodeLocation, in context: TestContext, ownerClass: Any.Type? = nil) {
        let use = core.expectationUse(verifiedAt: location, in: context, ownerClass: ownerClass)
        // A gate still holding its call lets it go, with a failure at the gate's line.
        if use.hasGates { core.releaseGates() }
        if use.hasPending { core.reportPending(claimedAt: location, in: context) }
        guard use.unmet.count > 0 else { return }
        core.reportMayFollow(
            Messages.unmetExpectations(
                use.unmet.map { Snapshots.of($0.0, used: $0.1) }, unexpected: use.unexpected,
                mock: core.identity),
            at: location, kind: .unmetExpectation, member: use.unmet.first?.0.selector.description,
            test: context.token)
    }

    /// What `verify()` does, at the end of a test: failures at the first unmet
    /// expectation (not at a `verify()` line, there is none), leaving out what a
    /// `verify()` already reported; with `exhaustive`, also unbounded expectations
    /// never used and interactions nothing answered or checked.
    static func runAtEndOfTest(_ core: MockCore, exhaustive: Bool, in context: TestContext) {
        core.releaseGates()
        let use = core.expectationUse(verifiedAt: nil, in: context)
        if use.hasPending {
            core.reportPending(
                claimedAt: use.unmet.first?.0.location ?? core.testDeclarationElsewhere ?? core.createdAt, in: context)
        }
        if let first = use.unmet.first {
            core.reportMayFollow(
                Messages.unmetAtEndOfTest(
                    use.unmet.map { Snapshots.of($0.0, used: $0.1) }, unexpected: use.unexpected,
                    mock: core.identity),
                at: first.0.location, kind: .unmetExpectation, member: first.0.selector.description,
                test: context.token)
        }
        guard exhaustive else { return }
        for (expectation, used) in use.unusedUnbounded {
            core.reportMayFollow(
                Messages.unusedUnbounded(Snapshots.of(expectation, used: used)), at: expectation.location,
                kind: .unmetExpectation, member: expectation.selector.description, test: context.token)
        }
        // A strict mock already reported each interaction nothing answered.
        guard core.policy != .strict else { return }
        _ = NoMoreInteractionsCheck.run(
            [core], at: core.testDeclarationElsewhere ?? core.createdAt, atEndOfTest: true)
    }
}
