import ScoutLowLevel

/// Setting expectations: turning what the test wrote into matchers, and adding an
/// expectation after the member's others.
extension MockCore {
    /// Turns the arguments a test wrote into matchers, reporting at `location` any
    /// value that cannot be compared (and accepting any value in its place, so one
    /// mistake gives one failure).
    func matchers(
        for arguments: KeyValuePairs<String, Any?>, of selector: Selector, at location: CodeLocation
    ) -> [any ArgMatcher] {
        matchers(for: arguments, of: .selector(selector), at: location)
    }

    /// ``matchers(for:of:at:)`` for an expected member whose selector is made only
    /// for a message.
    func matchers(
        for arguments: KeyValuePairs<String, Any?>, of expected: ExpectedMember, at location: CodeLocation
    ) -> [any ArgMatcher] {
        let fastPath = fastPath
        // The matcher for one argument the test wrote.
        func matcher(for value: Any?, label: String, position: Int) -> any ArgMatcher {
            // A plain scalar holds nothing uncomparable: no cast to look for one.
            if let scalar = plainScalarMatcher(value) { return scalar }
            if let matcher = ScoutCore.matcher(forOtherValue: value) {
                let problems = MatcherProblems(in: matcher)
                for uncomparable in problems.uncomparable {
                    report(
                        Messages.notComparable(
                            uncomparable, inside: matcher.description, label: label, position: position,
                            of: expected.selector(fastPath: fastPath)
                        ), at: location)
                }
                for unmade in problems.unmade {
                    report(
                        Messages.matcherNotMade(
                            unmade.written, reason: unmade.reason, label: label, position: position,
                            of: expected.selector(fastPath: fastPath)),
                        at: location)
                }
                return matcher
            }
            report(
                Messages.notComparable(
                    value, label: label, position: position, of: expected.selector(fastPath: fastPath)),
                at: location)
            return AnyValueMatcher()
        }
        // By position, not `enumerated().map`: each (offset, (label, value)) the
        // latter hands over is copied and destroyed through the runtime's generic
        // witnesses (callgrind, release scenario l: about 500 instructions per
        // argument).
        func matcher(at position: Int) -> any ArgMatcher {
            // A plain scalar or a common matcher read where it lies, its pair not copied.
            if let common = CommonMatchers.written(at: position, of: arguments, fastPath: fastPath) { return common }
            let (label, value) = arguments[position]
            return matcher(for: value, label: label, position: position)
        }
        // From the indices, not `count`: unoptimized, `KeyValuePairs.count` is
        // the generic `distance(from:to:)` (about 3,600 instructions, callgrind,
        // debug scenario d).
        let count = arguments.endIndex - arguments.startIndex
        // One as a literal, made at its size: `reserveCapacity` and `append` take
        // the array's generic growth path (about 100 instructions more).
        if count == 1 { return [matcher(at: 0)] }
        var matchers: [any ArgMatcher] = []
        matchers.reserveCapacity(count)
        var position = 0
        while position < count {
            matchers.append(matcher(at: position))
            position += 1
        }
        return matchers
    }

    /// Adds an expectation for `selector`, after the last one set for it.
    func register(
        _ selector: Selector, matchers: [any ArgMatcher], behavior: consuming Behavior, at location: CodeLocation,
        in context: TestContext, replacing: Bool = false, ownerClass: Any.Type? = nil
    ) {
        register(
            .selector(selector), matchers: matchers, behavior: behavior, at: location, in: context,
            replacing: replacing, ownerClass: ownerClass)
    }

    /// Adds an expectation for the expected member, after the last one set for it;
    /// returns the member's selector.
    @discardableResult
    func register(
        _ expected: ExpectedMember, matchers: [any ArgMatcher], behavior: consuming Behavior,
        at location: CodeLocation, in context: TestContext, replacing: Bool = false, ownerClass: Any.Type? = nil
    ) -> Selector {
        let times = behavior.times
        // `if let`, not `map` and `??`: unoptimized, those are generic calls with a closure.
        var invalid = times.minimum < 0
        if let maximum = times.maximum, maximum <= 0 || maximum < times.minimum { invalid = true }
        if invalid {
            let selector = expected.selector(fastPath: fastPath)
            report(Messages.invalidTimes(times.written, of: selector), at: location)
            return selector
        }
        let token = context.token
        var step: SequenceStep?
        if let sequence = context.sequence {
            let selector = expected.selector(fastPath: fastPath)
            step = SequenceStep(
                sequence: sequence,
                index: sequence.add(Messages.query(selector, matchers.map(\.description)), minimum: times.minimum))
        }
        var replaced: [ExpectationRecord] = []
        var earlier: [ExpectationRecord] = []
        let gate = (behavior.asyncBlock as? GateAction)?.gate
        // Moved into the expectation under the lock, not copied (a copy and a
        // destroy of a `Behavior`: about 350 instructions, callgrind, release).
        var moved = Optional(consume behavior)
        var declared: [Selector]?
        var addedOrdinal: Int?
        var foundSelector: Selector?
        let verifiedAt = state.withLock { state -> CodeLocation? in
            declared = state.declaredMembers
            if times.minimum > 0, !state.liveMock {
                state.liveMock = true
                state.liveSlot = LiveMocks.shared.add(self)
            }
            state.own(by: token)
            if let ownerClass { state.noteOwnerClass(ownerClass) }
            state.lastConfigured = location
            state.verifiedEveryExpectation = false
            let member: MemberRecord
            switch expected {
            case .selector(let selector): member = state.table.member(selector)
            case .call(let name, let arguments):
                if let same = state.table.member(called: name, withLabelsOf: arguments) {
                    member = same
                } else {
                    member = state.table.member(Selector(.call, name, arguments: arguments, fastPath: fastPath))
                }
            }
            foundSelector = member.selector
            if replacing {
                (replaced, earlier) = replace(matchers, of: member, in: &state)
            }
            if let gate { state.gates.append(gate) }
            addedOrdinal = member.nextOrdinal
            member.add(
                ExpectationRecord(
                    selector: member.selector, matchers: matchers, behavior: moved.take()!, location: location,
                    ordinal: member.nextOrdinal, step: step, answersImmediately: !recordsAnswers,
                    fastPath: fastPath))
            // A verify() of another test (a mock tests share) is no reason.
            return state.verifiedBy == token ? state.verifiedAt : nil
        }
        // The lock always runs the closure, which finds or makes the member.
        let selector = foundSelector!
        if let verifiedAt {
            report(Messages.expectationAfterVerify(selector, verifiedAt: verifiedAt), at: location)
        }
        // A mock whose class declared its members knows every other name is a mistake.
        if let declared, !UnknownMemberCheck.isDeclared(selector, in: declared) {
            let outcome = reportingOutcome(
                Messages.undeclaredMember(
                    selector, via: "expect", meant: Suggestions.closest(to: selector, among: declared),
                    declared: declared),
                at: location, kind: .unknownMember, member: selector.description)
            // One mistake, one failure: the end of the test does not report it unmet.
            if outcome != .deliveredWithoutFailing { noteExplained(selector, ordinal: addedOrdinal) }
        }
        if replacing, replaced.isEmpty {
            report(
                Messages.nothingReplaced(
                    Messages.query(selector, matchers.map(\.description)),
                    earlier: earlier.map { (Messages.query(selector, $0.matchers.map(\.description)), $0.location) }),
                at: location)
        }
        // Freed outside the lock: their values and blocks may call the mock.
        withExtendedLifetime((replaced, earlier)) {}
        return selector
    }

    /// Removes `member`'s expectations whose matchers read as `matchers` do, for
    /// `replacing`; returns them, and the member's expectations when none did.
    /// Under the lock.
    private func replace(
        _ matchers: [any ArgMatcher], of member: MemberRecord, in state: inout MockState
    ) -> (replaced: [ExpectationRecord], earlier: [ExpectationRecord]) {
        let fast = matchers.map { FastMatcher($0, fastPath: fastPath) }
        let replaced = member.removeExpectations {
            mayBeSameMatchers($0.fast, fast) && areSameMatchers($0.matchers, matchers)
        }
        guard !replaced.isEmpty else { return ([], member.expectations) }
        // Inside expectInOrder, the order no longer waits for what was replaced.
        for step in replaced.compactMap(\.step) { step.sequence.withdraw(step.index) }
        state.reportedUnmet.subtract(replaced.map(ObjectIdentifier.init))
        for record in replaced { state.explainedUnmet[ObjectIdentifier(record)] = nil }
        // Calls judged outside the lock before this judge again.
        state.beginGeneration()
        return (replaced, [])
    }

    /// Adds an observer for `selector`, after the ones set before it.
    func observe(
        _ selector: Selector, matchers: [any ArgMatcher], block: @escaping @Sendable (Arguments) throws -> Void,
        at location: CodeLocation
    ) {
        state.withLock { state in
            state.lastConfigured = location
            state.table.member(selector).addObserver(
                ObserverRecord(matchers: matchers, block: block, location: location))
        }
    }
}
