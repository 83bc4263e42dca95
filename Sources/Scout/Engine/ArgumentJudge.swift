import ScoutLowLevel

/// The one routine that judges arguments against matchers, for every caller:
/// resolution (under the lock with fast matchers, outside it with `match`), count
/// verification over the log, and the verdicts failure messages show.
///
/// Each matcher has a fast form (``FastMatcher``) that judges an argument from its
/// words without running code, and its own `match`. The fast form decides where it
/// can; `match` decides the rest, always outside the mock's lock.
enum ArgumentJudge {
    /// What the active expectations of a member say of a call, by fast matchers
    /// alone, in the order set.
    enum Scan {
        /// The active expectation at this index accepts the call.
        case accepted(Int)
        /// No active expectation accepts it.
        case rejected
        /// The active expectation at this index needs its matchers' own `match`;
        /// those before it reject.
        case undecided(Int)
        /// Many active expectations: ``scanMany(_:_:scalars:)`` judges them.
        case many
    }

    /// Judges a call against `member`'s active expectations. Under the lock: no
    /// user code runs here.
    ///
    /// Few locals, no `&&`: unoptimized, each local is zeroed by a call to `memset`
    /// and each `&&` is a closure. Always inlined: see `MockCore.resolveLocked`.
    #if compiler(>=6.3)
        @inline(always)
    #else
        @inline(__always)
    #endif
    static func scan(_ member: MemberRecord, _ view: ArgumentView, scalars: ScalarMetadata.Words) -> Scan {
        let arity = member.arity
        let count = member.activeCount
        // Many: the caller judges them by `scanMany`.
        if count >= IntArgumentIndex.threshold { return .many }
        // The candidates are judged by plain comparisons, in the order set.
        var matchers = member.fastMatchers.cursor
        var candidate = 0
        while candidate < count {
            switch verdict(of: matchers, arity: arity, view, scalars: scalars) {
            case .accepts: return .accepted(candidate)
            case .undecided: return .undecided(candidate)
            case .rejects: break
            }
            matchers.advance(by: arity)
            candidate += 1
        }
        return .rejected
    }

    /// One candidate's verdict from its fast `matchers`: it rejects as soon as one
    /// rejects, and is undecided if one is. The first two arguments' words were read
    /// once, into the view; the third and fourth are read in place for each candidate
    /// that gets that far, and later ones count as unknown.
    @_transparent
    static func verdict(
        of matchers: RawCursor<FastMatcher>, arity: Int, _ view: ArgumentView, scalars: ScalarMetadata.Words
    ) -> FastMatcher.Verdict {
        // What the matchers said so far: accepted, or undecided.
        var verdict = FastMatcher.Verdict.accepts
        var position = 0
        while position < arity {
            let argument =
                position == 0
                ? view.first
                : position == 1
                    ? view.second : position < 4 ? view.laterWords(at: position) : ArgumentWords.unknown
            switch matchers[position].verdict(on: argument, scalars: scalars) {
            case .rejects:
                verdict = .rejects
                position = arity
            case .undecided:
                verdict = .undecided
                position += 1
            case .accepts:
                position += 1
            }
        }
        return verdict
    }

    /// What `scan` finds among many active expectations: the oldest first (calls in
    /// the order set meet it), then, for an `Int` first argument, only those whose
    /// first matcher may accept it (see ``IntArgumentIndex``: every other one
    /// rejects it), else each in turn. Under the lock. Not inlined: the hot path
    /// only branches here.
    @inline(never)
    static func scanMany(_ member: MemberRecord, _ view: ArgumentView, scalars: ScalarMetadata.Words) -> Scan {
        let arity = member.arity
        /// The verdict of the active expectation at `candidate`; `nil` when it rejects.
        func judge(_ candidate: Int) -> Scan? {
            var matchers = member.fastMatchers.cursor
            matchers.advance(by: candidate * arity)
            switch verdict(of: matchers, arity: arity, view, scalars: scalars) {
            case .accepts: return .accepted(candidate)
            case .undecided: return .undecided(candidate)
            case .rejects: return nil
            }
        }
        // Calls in the order set meet the oldest first.
        if let oldest = judge(0) { return oldest }
        guard view.first.metadata == scalars.int, let index = member.intIndex else {
            for candidate in 1..<member.activeCount {
                if let found = judge(candidate) { return found }
            }
            return .rejected
        }
        let found = index.firstResult(
            forInt: view.first.first, isActive: { member.activeIndex(ofOrdinal: $0) != nil }
        ) { ordinal -> Scan? in
            member.activeIndex(ofOrdinal: ordinal).flatMap(judge)
        }
        return found ?? .rejected
    }

    /// Whether every matcher of `expectation` accepts its argument. Outside the lock.
    static func accepts(
        _ expectation: ExpectationRecord, _ pairs: [ArgumentPair], fastPath: Bool, scalars: ScalarMetadata.Words
    ) -> Bool {
        guard pairs.count == expectation.matchers.count else { return false }
        for position in pairs.indices {
            let words = ArgumentWords.read(pairs, at: position, fastPath: fastPath)
            let verdict = judge(
                expectation.matchers[position], expectation.fast[position], pairs[position].value, words,
                scalars: scalars, explaining: false)
            if !verdict.isMatch { return false }
        }
        return true
    }

    /// Each matcher's verdict on its argument, with the reason for a rejection, as
    /// failure messages show them. Outside the lock.
    static func verdicts(_ matchers: [any ArgMatcher], _ pairs: [ArgumentPair]) -> [ArgMatch] {
        zip(matchers, pairs).map { matcher, pair in
            judge(
                matcher, FastMatcher(.general), pair.value, .unknown, scalars: ScalarMetadata.Words(), explaining: true)
        }
    }

    /// Whether every matcher accepts its argument, by `match`. Outside the lock.
    static func accepts(_ matchers: [any ArgMatcher], _ pairs: [ArgumentPair]) -> Bool {
        guard matchers.count == pairs.count else { return false }
        return zip(matchers, pairs).allSatisfy { matcher, pair in
            judge(
                matcher, FastMatcher(.general), pair.value, .unknown, scalars: ScalarMetadata.Words(), explaining: false
            )
            .isMatch
        }
    }

    /// One argument: the fast form where it decides, `match` otherwise; when
    /// `explaining`, `match` also says why a fast rejection rejects.
    @inline(__always)
    static func judge(
        _ matcher: any ArgMatcher, _ fast: FastMatcher, _ value: Any?, _ words: ArgumentWords,
        scalars: ScalarMetadata.Words, explaining: Bool
    ) -> ArgMatch {
        switch fast.verdict(on: words, scalars: scalars) {
        case .accepts: return .matched
        case .rejects where !explaining: return .mismatched
        case .rejects, .undecided: return matcher.match(value)
        }
    }

    /// What the fast matchers, one per argument, say of a recorded interaction.
    /// Under the lock: no user code runs here.
    @inline(__always)
    static func verdict(
        of matchers: [FastMatcher], on record: borrowing InteractionRecord, fastPath: Bool,
        scalars: ScalarMetadata.Words
    ) -> FastMatcher.Verdict {
        var verdict = FastMatcher.Verdict.accepts
        guard let boxed = record.boxed else {
            for position in matchers.indices {
                switch matchers[position].verdict(on: record.words(at: position, metadata: scalars), scalars: scalars) {
                case .rejects: return .rejects
                case .undecided: verdict = .undecided
                case .accepts: break
                }
            }
            return verdict
        }
        guard boxed.count == matchers.count else { return .rejects }
        for position in matchers.indices {
            let words = ArgumentWords.read(boxed, at: position, fastPath: fastPath)
            switch matchers[position].verdict(on: words, scalars: scalars) {
            case .rejects: return .rejects
            case .undecided: verdict = .undecided
            case .accepts: break
            }
        }
        return verdict
    }
}
