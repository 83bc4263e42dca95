import ScoutLowLevel

/// A matcher that keeps every argument it accepted, typed, to assert on later.
///
/// It captures only when its expectation answers a call, not when a call is
/// merely compared with it; or, once a call that missed its expectation on other
/// arguments has failed the test, that call's argument, so that what the test
/// reads is what the code passed rather than a second failure:
///
/// ```swift
/// let saved = ArgumentCaptor<User>()
/// mock.expect.save(saved).toAlways { _ in }
///
/// subject.register(name: "Ada")
///
/// #expect(saved.value?.name == "Ada")
/// #expect(saved.values.count == 1)
/// ```
public final class ArgumentCaptor<Value>: ArgMatcher {
    /// The values captured so far, behind the captor's own lock: the list grows,
    /// each value in it is never changed.
    private let captured = Locked<[Shared<Value>]>([])
    fileprivate let condition: (any ArgMatcher)?
    private let location: CodeLocation
    private let owner: TestToken
    /// Where the process's sequence of events was when the captor was made: only a
    /// failure after it (not one of an earlier run of the test) explains it empty.
    private let createdAt = SequenceCounter.current

    /// Creates a captor that accepts any `Value`.
    ///
    /// - Parameters:
    ///   - fileID: The file of the call site, where a failure is reported.
    ///   - filePath: The full path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    public init(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        condition = nil
        location = CodeLocation(fileID, filePath, line, column)
        owner = TestContext.currentToken
    }

    /// Creates a captor that accepts a `Value` only when `condition` does too.
    ///
    /// - Parameters:
    ///   - condition: The matcher that must also accept an argument.
    ///   - fileID: The file of the call site, where a failure is reported.
    ///   - filePath: The full path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    public init(
        matching condition: some ArgMatcher,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        self.condition = condition
        location = CodeLocation(fileID, filePath, line, column)
        owner = TestContext.currentToken
    }

    /// Creates a captor that accepts only a `Value` equal to `value`:
    /// `ArgumentCaptor<Int>(matching: 3)`.
    ///
    /// - Parameters:
    ///   - value: The value an accepted argument must equal (by `==`).
    ///   - fileID: The file of the call site, where a failure is reported.
    ///   - filePath: The full path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    public convenience init<Expected: Equatable>(
        matching value: Expected,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        self.init(
            matching: EqualityMatcher(expected: value), fileID: fileID, filePath: filePath, line: line,
            column: column)
    }

    /// Every value captured, oldest first.
    public var values: [Value] { captured.withLock { $0.map(\.wrappedValue) } }

    /// The last value captured. Reading it before anything was captured is a
    /// failure (reported where the captor was created, once per captor) and gives
    /// `nil`. When a Scout failure already failed the test, that failure explains
    /// the empty captor (the call it captures went wrong), and reading it reports
    /// nothing more.
    public var value: Value? {
        if let last = captured.withLock({ $0.last?.wrappedValue }) { return last }
        let readBefore = readEmpty.withLock { read in
            defer { read = true }
            return read
        }
        guard !FailedTests.failed(owner, since: createdAt), !readBefore else { return nil }
        FailureSink.report(Messages.captorReadBeforeCapture(Value.self), at: location, owner: owner, kind: .captor)
        return nil
    }

    /// Whether `value` was read empty once already: the failure is reported once.
    private let readEmpty = Locked(false)

    /// "any Int (captured)", or the condition's description.
    public var description: String {
        let what = condition?.description ?? "any \(typeName(Value.self))"
        return "\(what) (captured)"
    }

    /// Accepts a `Value` that the condition, if any, accepts.
    ///
    /// - Parameter argument: The argument to judge, as the mock received it.
    /// - Returns: `.wrongType(expected: Value.self)` for an argument of another type, `.mismatched` for `nil`;
    ///   else the condition's verdict, or `.matched` when there is none.
    public func match(_ argument: Any?) -> ArgMatch {
        guard argument is Value else {
            return isNilValue(argument) ? .mismatched : .wrongType(expected: Value.self)
        }
        return condition?.match(argument) ?? .matched
    }
}

extension ArgumentCaptor: CapturingMatcher {
    func capture(_ argument: Any?) {
        guard let value = argument as? Value else { return }
        captured.withLock { $0.append(Shared(wrappedValue: value)) }
    }
}

/// Its condition is a part that setting an expectation checks (a value Scout
/// cannot compare, a regular expression that could not be made).
extension ArgumentCaptor: ComposedMatcher {
    var parts: [any ArgMatcher] { condition.map { [$0] } ?? [] }
}
