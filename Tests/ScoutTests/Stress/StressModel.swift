/// The reference the model-based stress test checks Scout against: what a mock
/// should answer, count and report, written as plainly as possible (arrays and
/// loops, no concurrency). See `ModelBasedStressTests`.
struct StressModel {
    enum Member: String, CaseIterable {
        case fetch, label

        /// How the answer `value` reads when this member returns it.
        func answer(_ value: Int) -> String { self == .fetch ? "\(value)" : "L\(value)" }
        /// What a call nothing answers returns: the type's made value.
        var madeAnswer: String { self == .fetch ? "0" : "" }
    }

    struct Expectation {
        let member: Member
        /// `nil`: any argument.
        let argument: Int?
        let answer: Int
        /// `nil`: never used up.
        let limit: Int?
        let minimum: Int
        var used = 0
        /// Whether a reported call missed it: its failure lists it, and `verify()`
        /// does not report it again as unmet.
        var explained = false

        var isSpent: Bool { limit.map { used >= $0 } ?? false }

        func accepts(_ member: Member, _ argument: Int) -> Bool {
            self.member == member && (self.argument == nil || self.argument == argument)
        }
    }

    struct Interaction {
        let member: Member
        let argument: Int
        let matched: Bool
        let answer: String
        var checked = false
    }

    struct MockModel {
        let strict: Bool
        var expectations: [Expectation] = []
        var log: [Interaction] = []
        var verified = false
        /// Count checks that found too few: a matching call from another task is then
        /// one failure at the check; one the checking task makes ends the watch.
        var watches: [(member: Member, argument: Int?)] = []

        mutating func watch(_ member: Member, _ argument: Int?) {
            watches.append((member, argument))
        }

        /// A call of `member` with `argument`: the watches it matches end, and count
        /// one failure each when the call came from another task than the checks'.
        mutating func lateNotes(_ member: Member, _ argument: Int, fromOtherTask: Bool) -> Int {
            let matching = watches.filter { $0.member == member && ($0.argument == nil || $0.argument == argument) }
            watches.removeAll { $0.member == member && ($0.argument == nil || $0.argument == argument) }
            return fromOtherTask ? matching.count : 0
        }

        /// One call: the answer it gets and how many failures it reports.
        mutating func call(_ member: Member, _ argument: Int) -> (answer: String, failures: Int) {
            let index = expectations.indices.first { index in
                let expectation = expectations[index]
                return expectation.accepts(member, argument)
                    && (expectation.limit.map { expectation.used < $0 } ?? true)
            }
            guard let index else {
                log.append(Interaction(member: member, argument: argument, matched: false, answer: member.madeAnswer))
                if strict { explainMiss(member, argument) }
                return (member.madeAnswer, strict ? 1 : 0)
            }
            expectations[index].used += 1
            let answer = member.answer(expectations[index].answer)
            log.append(Interaction(member: member, argument: argument, matched: true, answer: answer))
            return (answer, 0)
        }

        /// The expectation the failure of an unanswered call points at, when none of
        /// the member's accepts its argument: the first not used up, else the first.
        /// (When one accepts it but is used up, the failure says so, and points at
        /// no miss.)
        private mutating func explainMiss(_ member: Member, _ argument: Int) {
            let ofMember = expectations.indices.filter { expectations[$0].member == member }
            guard !ofMember.contains(where: { expectations[$0].accepts(member, argument) }) else { return }
            guard let index = ofMember.first(where: { !expectations[$0].isSpent }) ?? ofMember.first else { return }
            expectations[index].explained = true
        }

        /// An expectation set: a failure when set after `verify()`.
        mutating func expect(_ expectation: Expectation) -> Int {
            expectations.append(expectation)
            return verified ? 1 : 0
        }

        /// `verify()`: one failure when any expectation is not met.
        mutating func verify() -> Int {
            verified = true
            return expectations.contains { $0.used < $0.minimum && !$0.explained } ? 1 : 0
        }

        /// How many interactions a query of `member` with `argument` (`nil`: any)
        /// matches; with `marking`, they count as checked.
        mutating func count(_ member: Member, _ argument: Int?, marking: Bool) -> Int {
            var count = 0
            for index in log.indices where log[index].member == member {
                guard argument == nil || log[index].argument == argument else { continue }
                count += 1
                if marking { log[index].checked = true }
            }
            return count
        }

        /// `verifyNoMoreInteractions`: one failure when an interaction was neither
        /// answered nor checked.
        func noMoreInteractions() -> Int {
            log.contains { !$0.matched && !$0.checked } ? 1 : 0
        }

        /// Whether interactions matching `first` and then `second` happened in that order.
        func inOrder(_ first: (Member, Int), _ second: (Member, Int)) -> Bool {
            guard let start = log.firstIndex(where: { $0.member == first.0 && $0.argument == first.1 }) else {
                return false
            }
            return log[(start + 1)...].contains { $0.member == second.0 && $0.argument == second.1 }
        }

        mutating func reset() {
            expectations = []
            watches = []
            log = []
            verified = false
        }

        mutating func resetInteractions() {
            watches = []
            // The calls that explained unmet expectations are forgotten too.
            for index in expectations.indices { expectations[index].explained = false }
            log = []
            verified = false
        }

        mutating func resetExpectations() {
            expectations = []
            verified = false
        }
    }
}
