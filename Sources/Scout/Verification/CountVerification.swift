extension MockCore {
    /// How many recorded interactions of `selector` the matchers accept.
    ///
    /// One pass over the log under the lock, judging by the fast matchers alone
    /// (no user code runs there); the interactions they leave undecided are judged
    /// by the matchers' own `match` after it, outside the lock.
    func count(of selector: Selector, matching matchers: [any ArgMatcher]) -> Int {
        let fast = matchers.map(FastMatcher.init)
        let inPlace = readsArgumentsInPlace
        let scalars = scalars
        let (accepted, undecided) = state.withLock { state -> (Int, [InteractionRecord]) in
            guard let member = state.existingMember(selector) else { return (0, []) }
            let index = Int32(truncatingIfNeeded: member.index)
            var accepted = 0
            var undecided: [InteractionRecord] = []
            fast.withUnsafeBufferPointer { fast in
                state.log.forEach { record in
                    guard record.pointee.member == index else { return }
                    switch Self.verdict(of: fast, on: record, inPlace: inPlace, scalars: scalars) {
                    case .accepts: accepted += 1
                    case .undecided: undecided.append(record.pointee)
                    case .rejects: break
                    }
                }
            }
            return (accepted, undecided)
        }
        return accepted + undecided.reduce(0) { $0 + (accepts(matchers, $1.arguments(of: selector)) ? 1 : 0) }
    }

    /// What the fast matchers (one per argument) say of one recorded interaction.
    @inline(__always)
    private static func verdict(
        of matchers: UnsafeBufferPointer<FastMatcher>, on record: UnsafePointer<InteractionRecord>, inPlace: Bool,
        scalars: ScalarMetadata.Words
    ) -> FastMatcher.Verdict {
        var verdict = FastMatcher.Verdict.accepts
        func judge(_ position: Int, _ argument: ArgumentWords) -> Bool {
            switch matchers[position].verdict(on: argument, scalars: scalars) {
            case .rejects: return false
            case .undecided: verdict = .undecided
            case .accepts: break
            }
            return true
        }
        guard let boxed = record.pointee.boxed else {
            for position in matchers.indices
            where !judge(position, record.pointee.words(at: position, metadata: scalars)) {
                return .rejects
            }
            return verdict
        }
        guard boxed.count == matchers.count else { return .rejects }
        return ArgumentStorage.withPairs(boxed) { pairs in
            for position in pairs.indices {
                let argument = inPlace ? ArgumentWords(pairs.baseAddress! + position) : .unknown
                if !judge(position, argument) { return .rejects }
            }
            return verdict
        }
    }

    /// The recorded interactions of `selector` the matchers accept, oldest first.
    func matchingInteractions(of selector: Selector, matching matchers: [any ArgMatcher]) -> [Interaction] {
        recordedInteractions(of: selector)
            .filter { accepts(matchers, $0.arguments) }
            .map { Interaction(selector: selector, arguments: $0.arguments, wasExpected: $0.matched) }
    }

    /// Reports at `location` unless the count of accepted interactions is within
    /// `times`; returns whether it was.
    func verifyCount(
        of selector: Selector, matching matchers: [any ArgMatcher], times: Times, at location: CodeLocation
    ) -> Bool {
        guard !times.contains(count(of: selector, matching: matchers)) else { return true }
        // The failure path copies the member's interactions to list them, and
        // counts again on that copy, so the message agrees with itself.
        let interactions = recordedInteractions(of: selector)
        let count = interactions.reduce(0) { $0 + (accepts(matchers, $1.arguments) ? 1 : 0) }
        guard !times.contains(count) else { return true }
        report(
            Messages.wrongCount(
                selector, matchers: matchers, count: count, times: times, interactions: interactions.map(\.arguments)),
            at: location)
        return false
    }

    /// The member's interactions, matched or not, in order. Matchers run outside
    /// the lock, on this copy.
    private func recordedInteractions(
        of selector: Selector
    ) -> [(arguments: KeyValuePairs<String, Any?>, matched: Bool)] {
        let records = state.withLock { state -> [InteractionRecord] in
            guard let member = state.existingMember(selector) else { return [] }
            let index = Int32(truncatingIfNeeded: member.index)
            return state.log.filter { $0.pointee.member == index }
        }
        return records.map { ($0.arguments(of: selector), $0.matched) }
    }

    private func accepts(_ matchers: [any ArgMatcher], _ arguments: KeyValuePairs<String, Any?>) -> Bool {
        guard matchers.count == arguments.count else { return false }
        return zip(matchers, arguments).allSatisfy { $0.match($1.value).isMatch }
    }
}

extension Messages {
    static func wrongCount(
        _ selector: Selector, matchers: [any ArgMatcher], count: Int, times: Times,
        interactions: [KeyValuePairs<String, Any?>]
    ) -> String {
        var details: [String] = []
        if !interactions.isEmpty {
            details.append("\(plural(selector)), in order:")
            for (index, arguments) in interactions.prefix(20).enumerated() {
                details.append("  \(index + 1). \(interaction(selector, arguments))")
                for (position, (argument, matcher)) in zip(arguments, matchers).enumerated() {
                    let name = argumentName(selector.kind == .set ? "newValue" : argument.key, position: position)
                    details += argumentRows(name: name, matcher: matcher, value: argument.value).map { "     " + $0 }
                }
            }
            if interactions.count > 20 { details.append("  … \(interactions.count - 20) more") }
        }
        return MessageLayout(
            headline: "\(happened(selector, matchers, count: count)); expected \(times).",
            details: details,
            fix: "Check how often the code under test reaches \(selector.spoken), or expect another count."
        ).text
    }

    /// "fetch(id: equal to 1) was called once", "reset() was never called",
    /// "title was read twice", "title was never assigned a value equal to "B"".
    private static func happened(_ selector: Selector, _ matchers: [any ArgMatcher], count: Int) -> String {
        let verb = pastParticiple(selector.kind)
        let subject: String
        var object = ""
        switch selector.kind {
        case .call:
            let list = zip(selector.labels, matchers).map { label, matcher in
                label.isEmpty ? matcher.description : "\(label): \(matcher.description)"
            }
            subject = "\(selector.name)(\(list.joined(separator: ", ")))"
        case .get:
            subject = selector.name
        case .set:
            subject = selector.name
            if let matcher = matchers.first, !(matcher is AnyValueMatcher) {
                object = " a value \(matcher.description)"
            }
        }
        return count == 0
            ? "\(subject) was never \(verb)\(object)" : "\(subject) was \(verb)\(object) \(Times.spell(count))"
    }

    /// "Calls of fetch(id:)", "Reads of title", "Assignments to title".
    private static func plural(_ selector: Selector) -> String {
        switch selector.kind {
        case .call: "Calls of \(selector)"
        case .get: "Reads of \(selector.name)"
        case .set: "Assignments to \(selector.name)"
        }
    }
}

extension Mock {
    /// Looks back at what the mock received, to count interactions or verify how
    /// often they happened; see ``ReceivedProxy``.
    public var received: ReceivedProxy { ReceivedProxy(core: core) }
}

extension Mockable {
    /// Looks back at what the mock received: `service.received.fetch(id: 1).called(.once)`.
    public var received: ReceivedProxy { mock.received }
}
