extension MockCore {
    /// Reports every expectation not used up, in one failure at `location`, and
    /// delivers the failures no test could receive when they happened.
    func verify(at location: CodeLocation) {
        let token = FailureDelivery.currentTestToken
        let (unmet, undelivered, unexpected) = state.withLock { state in
            state.ownerToken = token
            state.verifiedAt = location
            let unmet = state.members.flatMap { member in
                member.expectations.filter(\.isUnmet).map { (record: $0, used: $0.used) }
            }
            let unexpected = state.members.filter { $0.unexpectedCalls > 0 }.map {
                (selector: $0.selector, count: $0.unexpectedCalls)
            }
            defer { state.undelivered = [] }
            return (unmet, state.undelivered, unexpected)
        }
        for failure in undelivered {
            let late = Failure(Messages.reportedLate(failure.message, verifiedAt: location), at: failure.location)
            FailureDelivery.deliverOrPrint(late, ownerToken: token)
        }
        guard !unmet.isEmpty else { return }
        report(Messages.unmetExpectations(unmet, unexpected: unexpected, createdAt: createdAt), at: location)
    }

    /// Forgets every expectation and interaction, keeping failures still to report.
    func reset(at location: CodeLocation) {
        let token = FailureDelivery.currentTestToken
        state.withLock { state in
            var fresh = MockState(ownerToken: token)
            fresh.undelivered = state.undelivered
            fresh.retired = state.retired + state.members
            fresh.lastConfigured = location
            state = fresh
        }
    }

    /// The interaction log, oldest first.
    var interactions: [Interaction] {
        let (log, selectors) = state.withLock { state in
            (state.log.filter { _ in true }, state.members.map(\.selector))
        }
        return log.map { record in
            let selector = selectors[Int(record.member)]
            return Interaction(
                selector: selector, arguments: record.arguments(of: selector), wasExpected: record.matched)
        }
    }
}

extension Messages {
    static func unmetExpectations(
        _ unmet: [(record: ExpectationRecord, used: Int)],
        unexpected: [(selector: Selector, count: Int)],
        createdAt: CodeLocation
    ) -> String {
        let count = unmet.count
        var details: [String] = []
        for (record, used) in unmet {
            details.append(
                "• \(accepted(by: record)): \(record.behavior.summary(for: record.selector.kind)) (\(record.behavior.usage(used))), "
                    + "set at \(record.location)")
            let others = unexpected.map(\.selector).filter { $0 != record.selector }
            if let meant = Suggestions.closest(to: record.selector, among: others),
                let calls = unexpected.first(where: { $0.selector == meant })?.count
            {
                details.append("  " + unansweredInteractions(for: record.selector, called: meant, count: calls))
            }
        }
        return MessageLayout(
            headline: "verify() found \(count) unmet expectation\(count == 1 ? "" : "s") "
                + "on the mock created at \(createdAt):",
            details: details,
            fix: "Make the code under test use \(count == 1 ? "it" : "them"), "
                + "or remove the expectations the test does not need."
        ).text
    }

    static func reportedLate(_ message: String, verifiedAt: CodeLocation) -> String {
        message + "\n(Reported by verify() at \(verifiedAt): this failure happened where no test could receive it, "
            + "e.g. on another thread or after the test that owned the mock ended.)"
    }
}
