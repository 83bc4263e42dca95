/// Reading the interaction log back, for the checks in Verification/.
extension MockCore {
    /// How many recorded interactions of `selector` the matchers accept; when
    /// `markingChecked`, those interactions count as checked for
    /// `verifyNoMoreInteractions` from here on.
    ///
    /// One pass under the lock over the interactions the query may accept (see
    /// `InteractionLog.candidates`), judging by the fast matchers alone (no user
    /// code runs there); those they leave undecided are judged by the matchers'
    /// own `match` after it, outside the lock.
    func count(of selector: Selector, matching matchers: [any ArgMatcher], markingChecked: Bool = false) -> Int {
        let fastPath = fastPath
        let fast = matchers.map { FastMatcher($0, fastPath: fastPath) }
        let scalars = scalars
        let (accepted, undecided) = state.withLock { state -> (Int, [InteractionRecord]) in
            guard let member = state.table.existing(selector) else { return (0, []) }
            let index = Int32(truncatingIfNeeded: member.index)
            var accepted = 0
            var undecided: [InteractionRecord] = []
            let markingChecked = markingChecked && member.unexpectedCalls > 0
            // Only interactions nothing answered are ever reported as unchecked:
            // those are the ones a check marks. The same steps twice, inline: a
            // shared local function would cost a call per interaction.
            if let candidates = state.log.candidates(of: index, first: fast.first, fastPath: fastPath, scalars: scalars)
            {
                for position in candidates {
                    state.log.withRecord(at: position) { record in
                        switch ArgumentJudge.verdict(of: fast, on: record, fastPath: fastPath, scalars: scalars) {
                        case .accepts:
                            accepted += 1
                            if markingChecked, !record.matched { state.checked.insert(record.sequence) }
                        case .undecided: undecided.append(copy record)
                        case .rejects: break
                        }
                    }
                }
            } else {
                state.log.forEach { record in
                    guard record.member == index else { return }
                    switch ArgumentJudge.verdict(of: fast, on: record, fastPath: fastPath, scalars: scalars) {
                    case .accepts:
                        accepted += 1
                        if markingChecked, !record.matched { state.checked.insert(record.sequence) }
                    case .undecided: undecided.append(copy record)
                    case .rejects: break
                    }
                }
            }
            return (accepted, undecided)
        }
        let judged = undecided.filter { ArgumentJudge.accepts(matchers, $0.arguments(of: selector)) }
        if markingChecked, judged.contains(where: { !$0.matched }) {
            state.withLock { state in
                for record in judged where !record.matched { state.checked.insert(record.sequence) }
            }
        }
        return accepted + judged.count
    }

    /// Every recorded interaction of `selector`, answered or not, oldest first.
    func loggedInteractions(of selector: Selector) -> [Interaction] {
        let records = state.withLock { state -> [InteractionRecord] in
            guard let member = state.table.existing(selector) else { return [] }
            let index = Int32(truncatingIfNeeded: member.index)
            return state.log.filter { $0.member == index }
        }
        return records.map {
            Interaction(
                selector: selector, arguments: $0.arguments(of: selector), wasExpected: $0.matched,
                sequence: $0.sequence)
        }
    }

    /// Interactions of `selector` numbered up to this were forgotten: a reset of
    /// them moves it.
    func interactionsForgotten(of selector: Selector) -> UInt64 {
        state.withLock { state in
            max(state.forgottenUpTo, state.table.existing(selector)?.interactionsForgottenUpTo ?? 0)
        }
    }

    /// Marks `interactions`, which a check matched, as checked: those no
    /// expectation answered are no longer reported by `verifyNoMoreInteractions`.
    func markChecked(_ interactions: [Interaction]) {
        let unanswered = interactions.filter { !$0.wasExpected }
        guard !unanswered.isEmpty else { return }
        state.withLock { state in
            for interaction in unanswered { state.checked.insert(interaction.sequence) }
        }
    }

    /// The interactions no expectation answered and no check matched, oldest first.
    /// A check covers the interactions recorded before it ran, not later ones.
    func uncheckedInteractions() -> [Interaction] {
        let (records, selectors) = state.withLock { state in
            (
                state.log.filter { !$0.matched && !state.checked.contains($0.sequence) },
                state.table.members.map(\.selector)
            )
        }
        return records.map { record in
            let selector = selectors[Int(record.member)]
            return Interaction(
                selector: selector, arguments: record.arguments(of: selector), wasExpected: record.matched,
                sequence: record.sequence)
        }
    }

    /// The use of the expectations, for ``ExpectationsCheck``: those not used up
    /// (with their use counts), how often each member was reached with nothing to
    /// answer, the unbounded ones never used, and whether failures or gates wait.
    /// With `verifiedAt` (an explicit `verify()`), the test running now owns the
    /// mock and what is unmet counts as reported; without (the end of the test),
    /// what a `verify()` reported is left out.
    func expectationUse(
        verifiedAt location: CodeLocation?, in context: TestContext, ownerClass: Any.Type? = nil
    ) -> ExpectationUse {
        let token = context.token
        return state.withLock { state in
            // A plain flag: unoptimized, comparing an optional with nil is a generic call.
            var explicit = false
            if let location {
                explicit = true
                state.own(by: token)
                state.verifiedAt = location
                state.verifiedBy = token
            }
            // In this transaction: a verify() through the mock's class names it.
            if let ownerClass { state.noteOwnerClass(ownerClass) }
            let (unmet, unexpected) = state.unmetExpectations(skippingReported: !explicit, in: token)
            if explicit { state.verifiedEveryExpectation = state.verifiedBy == state.owner }
            var unused: [(ExpectationRecord, Int)] = []
            if explicit {
                if unmet.count > 0 { state.reportedUnmet.formUnion(unmet.map { ObjectIdentifier($0.0) }) }
            } else {
                unused = state.table.members.flatMap { member in
                    member.expectations.filter { $0.limit == nil && $0.minimum == 0 && $0.used == 0 }.map { ($0, 0) }
                }
            }
            return ExpectationUse(
                unmet: unmet, unexpected: unexpected, unusedUnbounded: unused, hasPending: state.pending.count > 0,
                hasGates: state.gates.count > 0)
        }
    }
}

/// What ``MockCore/expectationUse(verifiedAt:)`` finds.
struct ExpectationUse {
    let unmet: [(ExpectationRecord, Int)]
    let unexpected: [(selector: Selector, count: Int)]
    let unusedUnbounded: [(ExpectationRecord, Int)]
    let hasPending: Bool
    let hasGates: Bool
}

extension MockCore {
    /// What the mock knows of members when `selector` is not one it has met: those
    /// it met (expected, observed or reached) and those its class declared; `nil`
    /// when it has met `selector`.
    func membersIfUnknown(_ selector: Selector) -> (met: [Selector], declared: [Selector]?)? {
        state.withLock { state in
            state.table.existing(selector) == nil ? (state.table.members.map(\.selector), state.declaredMembers) : nil
        }
    }

    /// Notes the members the mock class declared.
    func declare(_ members: [Selector]) {
        state.withLock { $0.declaredMembers = members }
    }
}
