import ScoutLowLevel

/// What a call does after its answer is chosen, once the mock's lock is released:
/// observers run, captors capture, out-of-sequence calls are reported and waiters
/// resume. (`checkSequence` runs under the lock, where uses are counted in order.)
extension MockCore {
    /// Does what a call must do once the lock is released: gives the arguments to
    /// captors, resumes waiters.
    func followUp(
        _ followUp: FollowUp, _ expectation: ExpectationRecord?, _ arguments: CallArguments, of selector: Selector
    ) {
        if followUp.observe { runObservers(of: selector, arguments) }
        if followUp.capture, let expectation {
            if expectation.step != nil {
                let outOfSequence = state.withLock { state in
                    defer { state.outOfSequence = [] }
                    return state.outOfSequence
                }
                for call in outOfSequence { reportOutOfSequence(call) }
            }
            if !expectation.captors.isEmpty {
                let pairs = arguments.pairs(labels: expectation.selector.argumentLabels, fastPath: fastPath)
                for (position, captor) in expectation.captors { captor.capture(pairs[position].value) }
            }
        }
        if followUp.resumeWaiters {
            let waiters = state.withLock { state in
                defer { state.waitersToResume = [] }
                return state.waitersToResume
            }
            for waiter in waiters { waiter.resume() }
        }
    }

    /// Runs the observers of `selector` whose matchers accept the arguments, in the
    /// order set, outside the lock; a block that throws is a failure at its line.
    private func runObservers(of selector: Selector, _ arguments: CallArguments) {
        let observers = state.withLock { $0.table.existing(selector)?.observers ?? [] }
        let pairs = arguments.pairs(labels: selector.argumentLabels, fastPath: fastPath)
        for observer in observers where ArgumentJudge.accepts(observer.matchers, pairs) {
            do {
                try observer.block(Arguments(arguments, of: selector, fastPath: fastPath))
            } catch {
                report(
                    Messages.observerThrew(selector, error: error), at: observer.location, kind: .observer,
                    member: selector.description)
            }
        }
    }

    /// Counts the use of a sequenced expectation, under the lock, in the order calls
    /// are recorded; keeps what was out of order to report after the lock.
    func checkSequence(_ expectation: ExpectationRecord, _ arguments: CallArguments, in held: Held<MockState>) {
        guard let step = expectation.step, let misstep = step.sequence.answered(step.index) else { return }
        held.state.outOfSequence.append(
            OutOfSequence(
                expectation: expectation,
                arguments: arguments.pairs(labels: expectation.selector.argumentLabels, fastPath: fastPath),
                misstep: misstep))
    }

    private func reportOutOfSequence(_ call: OutOfSequence) {
        guard let step = call.expectation.step else { return }
        let interaction = Messages.interaction(call.expectation.selector, call.arguments)
        let message =
            switch call.misstep {
            case .skipped(let index, let description, let used, let required):
                Messages.outOfSequence(
                    interaction, step: step.index + 1, skipped: index + 1, skippedStep: description, used: used,
                    required: required, sequenceAt: step.sequence.location)
            case .late(let index, let description):
                Messages.backInSequence(
                    interaction, step: step.index + 1, later: index + 1, laterStep: description,
                    sequenceAt: step.sequence.location)
            }
        report(message, at: call.expectation.location, kind: .order, member: call.expectation.selector.description)
    }
}
