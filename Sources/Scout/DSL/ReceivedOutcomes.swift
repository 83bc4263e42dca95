/// Narrowing what a mock received to the interactions that threw, or returned, as
/// the peers' `verify(…).throws()` does.
///
/// ```swift
/// store.received.price("rotten").threw(PriceError.rotten).called(.once)
/// store.received.price(any()).threw().called(.never)
/// recorder.received.price("apple").returned(greaterThan(0)).called(.atLeast(1))
/// ```
///
/// Every mock keeps what each interaction threw. What an interaction returned is
/// kept only by a mock created with `.recording` (calls then take the general
/// path): ``returned(_:fileID:filePath:line:column:)`` on another mock fails.
extension ReceivedInteractions {
    /// Those of these interactions that threw an error, of any type.
    ///
    /// - Returns: The interactions so narrowed, to count or to verify with `called`.
    public func threw() -> ReceivedInteractions {
        narrowed(to: OutcomeFilter(kind: .threw, matcher: AnyValueMatcher(), wanted: nil))
    }

    /// Those of these interactions that threw an error of type `type` (or a
    /// subclass of it).
    ///
    /// - Parameter type: The type of error, or a superclass of it, that an interaction must have thrown.
    /// - Returns: The interactions so narrowed, to count or to verify with `called`.
    public func threw<ThrownError: Error>(_ type: ThrownError.Type) -> ReceivedInteractions {
        narrowed(
            to: OutcomeFilter(
                kind: .threw, matcher: InstanceMatcher<ThrownError>(), wanted: aOrAn(typeName(ThrownError.self))))
    }

    /// Those of these interactions that threw an error equal to `error`.
    ///
    /// - Parameter error: The error an interaction must have thrown, compared with `==`.
    /// - Returns: The interactions so narrowed, to count or to verify with `called`.
    public func threw<ThrownError: Error & Equatable>(_ error: ThrownError) -> ReceivedInteractions {
        let matcher = EqualityMatcher(expected: error)
        return narrowed(to: OutcomeFilter(kind: .threw, matcher: matcher, wanted: "an error \(matcher.description)"))
    }

    /// Those of these interactions that returned a value, not an error: the mock
    /// must record (`Mock(policy: .recording)`).
    ///
    /// - Parameters:
    ///   - fileID: The file of the call site, where a failure is reported.
    ///   - filePath: The full path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    /// - Returns: The interactions so narrowed, to count or to verify with `called`.
    public func returned(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> ReceivedInteractions {
        let recorded = requireRecording("returned()", at: CodeLocation(fileID, filePath, line, column))
        return narrowed(
            to: OutcomeFilter(kind: .returned, matcher: AnyValueMatcher(), wanted: nil, unavailable: !recorded))
    }

    /// Those of these interactions that returned a value `value` accepts: a plain
    /// value, compared for equality, or a matcher. The mock must record
    /// (`Mock(policy: .recording)`).
    ///
    /// - Parameters:
    ///   - value: What a returned value must be: a plain value, compared for equality, or a matcher.
    ///   - fileID: The file of the call site, where a failure is reported.
    ///   - filePath: The full path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    /// - Returns: The interactions so narrowed, to count or to verify with `called`.
    public func returned(
        _ value: Any?,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> ReceivedInteractions {
        let location = CodeLocation(fileID, filePath, line, column)
        let recorded = requireRecording("returned(…)", at: location)
        guard let accepting = matcher(forPlainValue: value) else {
            core.report(Messages.returnedNotComparable(value, of: selector), at: location, kind: .misuse)
            return narrowed(
                to: OutcomeFilter(kind: .returned, matcher: AnyValueMatcher(), wanted: nil, unavailable: !recorded))
        }
        for unmade in MatcherProblems(in: accepting).unmade {
            core.report(
                Messages.matcherNotMade(unmade.written, reason: unmade.reason, inReturnedOf: selector), at: location,
                kind: .misuse)
        }
        return narrowed(
            to: OutcomeFilter(
                kind: .returned, matcher: accepting, wanted: "a value \(accepting.description)", unavailable: !recorded)
        )
    }

    private func narrowed(to outcome: OutcomeFilter) -> ReceivedInteractions {
        var narrowed = self
        narrowed.outcome = outcome
        return narrowed
    }

    /// Reports at `location` when the mock keeps no returned values; returns
    /// whether it keeps them.
    private func requireRecording(_ written: String, at location: CodeLocation) -> Bool {
        guard !core.recordsAnswers else { return true }
        core.report(Messages.returnedWithoutRecording(written, of: selector), at: location, kind: .misuse)
        return false
    }
}
