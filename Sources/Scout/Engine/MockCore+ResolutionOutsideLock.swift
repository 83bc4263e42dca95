import ScoutLowLevel

/// The slow path of resolution (see `Resolution.swift`): a call the fast matchers
/// could not decide under the lock is judged by its candidates' own matchers outside
/// it, then used under the lock again.
extension MockCore {
    /// The slow path: judges the candidates with their matchers outside the lock,
    /// then uses the first that accepts, if it is still available and no `reset()`
    /// began another generation; else judges the call again from the start. When
    /// the member answers with several types, the first that accepts and answers
    /// `wanted` is used, or else the first that accepts (whose answer then reports
    /// the wrong type).
    func resolveOutsideLock(
        _ undecided: Undecided, _ kind: MemberKind, _ name: String, _ arguments: CallArguments, wanted: Any.Type
    ) -> Resolution {
        var undecided = undecided
        while true {
            let accepting = choose(among: undecided, arguments, wanted: wanted)
            let view = ArgumentView.of(arguments, fastPath: fastPath, scalars: scalars)
            let held = state.lock()
            let outcome: LockedOutcome
            if held.state.generation != undecided.generation {
                // A reset() came between: judge the call afresh, in the new state.
                outcome = resolveLocked(kind, name, view, arguments, in: held)
            } else if let accepting, accepting.isAvailable,
                let index = undecided.member.activeIndex(of: accepting)
            {
                let followUp = LockedTransaction.use(
                    self, Unretained(accepting), at: index, of: undecided.member, view, arguments, in: held)
                outcome = .answered(Unretained(accepting), followUp)
            } else if accepting != nil {
                // Another thread used it up meanwhile: judge what is left again.
                outcome = LockedTransaction.judge(self, undecided.member, view, arguments, in: held)
            } else if undecided.hasMore, let last = undecided.candidates.last {
                // None in the window accepts: the next window, after its last one.
                let next = undecided.member.firstActiveIndex(after: last.ordinal)
                outcome = .undecided(Undecided(undecided.member, from: next, generation: held.state.generation))
            } else {
                outcome = .unanswered(
                    Unretained(undecided.member),
                    LockedTransaction.recordUnanswered(self, undecided.member, view, arguments, in: held))
            }
            let pending = Pending(outcome, sequence: held.state.lastRecorded)
            state.unlock()
            switch pending {
            case .resolved(let resolution): return resolution
            case .undecided(let again): undecided = again
            }
        }
    }

    /// The candidate the slow path uses, judged outside the lock: the first whose
    /// matchers accept the arguments; among those, when the member answers with
    /// several types, the first whose answer fits `wanted`, a block that may fit
    /// counting unless a later one answers exactly `wanted`; else the first (whose
    /// answer then reports the wrong type). Each matcher runs once.
    private func choose(among undecided: Undecided, _ arguments: CallArguments, wanted: Any.Type) -> ExpectationRecord?
    {
        let pairs = arguments.pairs(labels: undecided.member.selector.argumentLabels, fastPath: fastPath)
        let accepting = undecided.candidates.lazy.filter { candidate in
            ArgumentJudge.accepts(candidate, pairs, fastPath: self.fastPath, scalars: self.scalars)
        }
        guard undecided.byType, wanted != Any.self else { return accepting.first }
        let candidates = Array(accepting)
        func fitting<Value>(_ type: Value.Type) -> ExpectationRecord? {
            let fits = candidates.map { $0.behavior.action.fit(Value.self) }
            for (index, fit) in fits.enumerated() {
                switch fit {
                case .exact, .certain: return candidates[index]
                case .maybe where !fits[(index + 1)...].contains(.exact): return candidates[index]
                case .maybe, .no: continue
                }
            }
            return nil
        }
        return fitting(wanted) ?? candidates.first
    }
}
