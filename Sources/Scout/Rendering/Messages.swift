/// Every failure text Scout produces, written in one place so they read alike.
enum Messages {
    // MARK: Setting expectations

    static func notComparable(_ value: Any?, label: String, position: Int, of selector: Selector) -> String {
        let valueType = typeName(of: flattened(value))
        let name = comparedName(label, position: position, of: selector)
        var options = ["any()", "satisfying(\"…\") { (value: \(valueType)) in … }"]
        if let object = flattened(value), type(of: object) is AnyClass {
            options.insert("identicalTo(…) for this very object", at: 1)
        }
        return MessageLayout(
            headline: "Cannot compare \(name) of \(selector.spoken): \(aOrAn(valueType)) is not Equatable.",
            details: ["The expectation set here accepts any value for it instead."],
            fix: "Pass a matcher instead: \(options.joined(separator: ", ")); or make \(valueType) Equatable."
        ).text
    }

    /// A value inside `allOf`, `anyOf` or `not` that cannot be compared.
    static func notComparable(
        _ value: Any?, inside combinator: String, label: String, position: Int, of selector: Selector
    ) -> String {
        let valueType = typeName(of: flattened(value))
        let name = comparedName(label, position: position, of: selector)
        return MessageLayout(
            headline: "Cannot compare \(aOrAn(valueType)) inside \(combinator), for \(name) of \(selector.spoken): "
                + "\(valueType) is not Equatable.",
            details: ["That part of the matcher accepts no argument."],
            fix: "Put a matcher in its place: any(), satisfying(\"…\") { (value: \(valueType)) in … }; "
                + "or make \(valueType) Equatable. (A matcher function is called: isEven(), not isEven.)"
        ).text
    }

    /// "the value" of an assignment, "argument id" of a call.
    static func comparedName(_ label: String, position: Int, of selector: Selector) -> String {
        selector.kind == .set ? "the value" : "argument \(argumentName(label, position: position))"
    }

    /// `written` is the count as the test wrote it: `0`, `-1`, `.never`.
    static func invalidTimes(_ written: String, of selector: Selector) -> String {
        MessageLayout(
            headline: "times: \(written) is not a valid count for \(selector.spoken): an expectation must answer "
                + "at least once.",
            details: ["This expectation was not added."],
            fix: "To check that \(selector) is never \(pastParticiple(selector.kind)), set no expectation for it: "
                + "a strict mock fails on anything unexpected."
        ).text
    }

    static func expectationAfterVerify(_ selector: Selector, verifiedAt: CodeLocation) -> String {
        MessageLayout(
            headline: "An expectation for \(selector.spoken) was set after verify(), which ran at \(verifiedAt).",
            details: [
                "verify() checks only what was expected before it; this expectation is added but unchecked "
                    + "unless verify() runs again."
            ],
            fix: "Set expectations before verify(), or call reset() to start a new phase of the test."
        ).text
    }

    // MARK: Answering

    /// An expectation (or its block, when `fromBlock`) threw where the call cannot
    /// throw that error.
    static func cannotThrow(_ selector: Selector, error: any Error, site: ThrowSite, fromBlock: Bool) -> String {
        let subject = fromBlock ? "The block for" : "The expectation for"
        let verb = fromBlock ? "threw" : "throws"
        return MessageLayout(
            headline: "\(subject) \(selector.spoken) \(verb) \(renderError(error)), "
                + "but \(throwingRule(selector, site: site)).",
            fix: fixForThrow(site, block: fromBlock)
        ).text
    }

    static func asyncBlockFromSyncCall(_ selector: Selector) -> String {
        return MessageLayout(
            headline: "The expectation for \(selector.spoken) runs an async block, "
                + "but the mock called \(selector) synchronously (without await).",
            details: ["An async block can answer only `try await mock.call.\(selector.name)(…)`."],
            fix: "Use a synchronous block, or make the mock call it with await from an async requirement."
        ).text
    }

    static func acceptWithoutValue(_ selector: Selector, returning type: Any.Type) -> String {
        return MessageLayout(
            headline: "toBeCalled() gives no value, but \(selector) returns \(typeName(type)).",
            fix: "Say what it returns: expect.\(selector.name)(…).to(`return`(…))."
        ).text
    }

    static func nilForNonOptional(_ selector: Selector, returning type: Any.Type) -> String {
        return MessageLayout(
            headline: "Wrong return type for \(selector.spoken): the expectation returns nil, "
                + "but \(selector) returns \(typeName(type)), which is not optional.",
            fix: "Return \(aOrAn(typeName(type)))."
        ).text
    }

    /// `answerTypes`: the types the member's expectations answer with; named when
    /// there are several, none of them `type`.
    static func wrongReturnType(
        _ selector: Selector, returning type: Any.Type, actual: Any?, answerTypes: [Any.Type] = []
    ) -> String {
        let given = "\(render(actual)) (\(typeName(of: flattened(actual))))"
        if type == Void.self {
            return MessageLayout(
                headline: "Wrong return type for \(selector.spoken): the mock calls it as returning nothing (Void), "
                    + "but the expectation gives \(given).",
                fix: "Expect the call with toBeCalled()."
            ).text
        }
        var details: [String] = []
        if answerTypes.count > 1 {
            details.append(
                answerTypes.contains { $0 == type }
                    ? "Its expectations that answer \(typeName(type)) are used up, or do not accept these arguments."
                    : "No expectation of \(selector) answers \(typeName(type)): they answer "
                        + answerTypes.map(typeName).joined(separator: ", ") + ".")
        }
        if actual is any BinaryInteger, type is any BinaryFloatingPoint.Type {
            details.append(
                "Integer literals are Int here: write 3.0, or \(typeName(type))(3), for \(aOrAn(typeName(type))).")
        }
        return MessageLayout(
            headline: "Wrong return type for \(selector.spoken): \(selector) returns \(typeName(type)), "
                + "but the expectation gives \(given).",
            details: details,
            fix: "Return \(aOrAn(typeName(type)))."
        ).text
    }

    /// Why a failure sits at the test's declaration.
    static func reportedAtTest(mock: MockIdentity) -> String {
        "Reported at the running test: nothing was set on "
            + (mock.name.map { "\($0) (created at \(mock.createdAt))" } ?? "the mock (created at \(mock.createdAt))")
            + " to point at."
    }

    static func noValueAfterMistake(_ message: String, returning type: Any.Type, mock: MockIdentity) -> String {
        "Scout: \(message)\n" + cannotMake(type) + " To let tests go on after such a failure: "
            + defaultDeclaration(type) + " (\(mock.name == nil ? "Mock created at \(mock.createdAt)" : mock.noted).)"
    }

    /// What happens when no value of `type` can be made: the same words wherever a
    /// call or read ends up without one.
    static func cannotMake(_ type: Any.Type) -> String {
        if ImportedEnums.contains(type) {
            return "Scout could not make \(aOrAn(typeName(type))) to return instead (an enum imported from C: its "
                + "cases are not known at run time, and a made raw value may be none of them), so the call throws "
                + "this error; a call that cannot throw (mock.run, or the original Scout's try!) and a property "
                + "read stop the test process here."
        }
        return "Scout could not make \(aOrAn(typeName(type))) to return instead (it has no MockDefault, and it is not "
            + "CaseIterable or a type Scout knows, or decoding it from made values failed: a model whose "
            + "init(from:) rejects empty values, for example), so the call throws this error; a call that cannot "
            + "throw (mock.run, or the original Scout's try!) and a property read stop the test process here."
    }

    /// `message`, and when Scout cannot make a `type` to go on with (`mayMake` is
    /// false), what happens next and the line that lets tests go on: the failure
    /// says it before the process may stop.
    static func withMakingNote(_ message: String, for type: Any.Type, mayMake: Bool) -> String {
        guard !mayMake else { return message }
        return message + "\n"
            + "Scout cannot make \(aOrAn(typeName(type))) to go on with: the call throws, or where it cannot throw "
            + "(mock.run, throws(Never), a property) the test process stops after this failure. To let tests go on: "
            + defaultDeclaration(type)
    }

    /// The line that gives `type` a default, to paste and complete.
    static func defaultDeclaration(_ type: Any.Type) -> String {
        let name = typeName(type)
        return "extension \(name): MockDefault { static var mockDefault: \(name) { … } }"
    }

    /// A typed-throws call with neither a value to return nor an error of its type
    /// to throw: the process stops.
    static func noValueNorError(_ description: String, errorType: Any.Type, returning type: Any.Type) -> String {
        if type == Any.self {
            return description + "\n" + "The call cannot throw that error, so the test process stops here."
        }
        if errorType == Never.self {
            return description + "\n"
                + "The call cannot throw, and Scout cannot make \(aOrAn(typeName(type))) to return, so "
                + "the test process stops here. Give \(typeName(type)) a default: \(defaultDeclaration(type))"
        }
        let name = typeName(errorType)
        return description + "\n"
            + "The call throws only \(name), and Scout cannot make one to throw instead, so the test process "
            + "stops here. Give \(name) a default, e.g. \(defaultDeclaration(errorType)), or make it CaseIterable."
    }

    static func readThroughSetProxy(_ name: String) -> String {
        MessageLayout(
            headline: "mock.set.\(name) was read; mock.set only records assignments.",
            fix: "Read the property with mock.get.\(name)."
        ).text
    }

    static func inBlock(_ text: String, of selector: Selector) -> String {
        "In the block for \(selector.spoken): \(text)"
    }

    // MARK: Arguments in blocks

    static func argumentOfWrongType(_ name: String, in selector: Selector, actual: Any?, requested: Any.Type) -> String
    {
        if isNilValue(actual) {
            return MessageLayout(
                headline: "\(name) of \(selector) is nil, which is not \(aOrAn(typeName(requested))).",
                fix: "Read it as an optional: \(typeName(requested))?."
            ).text
        }
        let actualType = typeName(of: flattened(actual))
        if actualType == typeName(requested), actualType.contains("->") {
            // Function types that differ only where Swift prints nothing: a closure
            // parameter's @escaping, @Sendable or isolation.
            return MessageLayout(
                headline: "\(name) of \(selector) is a \(actualType) of another kind than the one read: function "
                    + "types that print alike can differ in @escaping, @Sendable or isolation.",
                fix: "Read it with the parameter's exact type; a closure the mock lends takes its closure parameters "
                    + "as @escaping, e.g. ((@escaping (String) -> Void) -> Void).self."
            ).text
        }
        return MessageLayout(
            headline: "\(name) of \(selector) is \(aOrAn(actualType)), not \(aOrAn(typeName(requested))).",
            fix: "Read it as \(actualType)"
                + (actualType.contains("->") ? " (function types must match exactly, @Sendable included)." : ".")
        ).text
    }

    static func argumentPositionOutOfRange(_ position: Int, in selector: Selector, count: Int) -> String {
        MessageLayout(
            headline: "args[\(position)] is out of range: \(selector) has \(count) argument\(count == 1 ? "" : "s").",
            fix: count == 0 ? "It has no arguments to read." : "Use a position from 0 to \(count - 1)."
        ).text
    }

    static func unknownArgumentLabel(_ label: String, in selector: Selector, labels: [String]) -> String {
        let named = labels.filter { !$0.isEmpty }
        var fix =
            named.isEmpty
            ? "Its arguments are unlabeled: read them by position, e.g. args[0, as: Int.self]."
            : "Use one of its labels: \(named.joined(separator: ", "))."
        if let close = Suggestions.closest(to: label, among: named) { fix = "Did you mean \(close)? " + fix }
        return MessageLayout(headline: "\(selector) has no argument labelled \(label).", fix: fix).text
    }

    // MARK: Captors

    static func captorReadBeforeCapture(_ type: Any.Type) -> String {
        MessageLayout(
            headline: "ArgumentCaptor<\(typeName(type))>.value was read before it captured anything.",
            details: ["A captor captures only when an expectation that uses it answers a call."],
            fix: "Check that the code under test made the call before reading the captor, "
                + "or read captor.values to allow none."
        ).text
    }

    // MARK: Helpers

    /// "reading a property cannot throw", "fetch(id:) throws only CharacterError".
    private static func throwingRule(_ selector: Selector, site: ThrowSite) -> String {
        switch site {
        case .read: "reading a property cannot throw"
        case .assignment: "an assignment cannot throw"
        case .call(let errorType) where errorType == Never.self: "\(selector) cannot throw"
        case .call(let errorType): "\(selector.spoken) throws only \(errorType.map(typeName) ?? "errors")"
        }
    }

    private static func fixForThrow(_ site: ThrowSite, block: Bool) -> String {
        switch site {
        case .read, .assignment:
            block
                ? "Make the block return a value; only calls made with mock.call can throw."
                : "Return a value with `return`(…) instead; only calls made with mock.call can throw."
        case .call(let errorType) where errorType == Never.self:
            block ? "Make the block return a value." : "Return a value with `return`(…) instead."
        case .call(let errorType):
            "Throw \(aOrAn(errorType.map(typeName) ?? "error")), or return a value."
        }
    }

    /// An error with its type when rendering alone would hide it: `.offline (NetworkError)`.
    static func renderError(_ error: any Error) -> String {
        let text = render(error)
        let type = typeName(of: error)
        return text.hasPrefix(type) ? text : "\(text) (\(type))"
    }

    static func pastParticiple(_ kind: MemberKind) -> String {
        switch kind {
        case .call: "called"
        case .get: "read"
        case .set: "assigned"
        }
    }
}
