import ScoutLowLevel

/// An async call held in flight until the test releases it, from
/// ``CallExpectation/toSuspend(holdLimit:fileID:filePath:line:column:)``: to check what the
/// code under test shows while it waits (a spinner, a disabled button), and that
/// it cancels what it no longer needs.
///
/// ```swift
/// let gate = service.expect.fetch(id: 1).toSuspend()
/// let load = Task { await viewModel.load(id: 1) }
/// try await gate.reached(within: .seconds(1))
/// #expect(viewModel.isLoading)
/// gate.resume(returning: ada)
/// await load.value
/// #expect(viewModel.user == ada)
/// ```
///
/// The gate answers one call made with `await`. Resuming it before the call
/// arrives answers the call at once. If the calling task is cancelled while the
/// call is held, the call throws `CancellationError` and ``cancelled(within:fileID:filePath:line:column:)``
/// says so; a call that cannot throw (`await mock.run.x()`) returns a made value
/// instead.
///
/// A gate resumes once: resuming it again is a failure at that line. A gate still
/// holding its call when the mock is verified (by `verify()`, or at the end of a
/// test with `.mocks`) is a failure at the line that set it, and the call is
/// released with `CancellationError`, also after a `reset()`. Nothing Scout holds
/// hangs a run: a call held longer than the gate's hold limit (two minutes unless
/// ``CallExpectation/toSuspend(holdLimit:fileID:filePath:line:column:)`` says
/// otherwise), or than the Swift Testing test's `.timeLimit`, is released the same
/// way, with a failure at the line that set the gate; so is a call held when the
/// task of a test with `.mocks` (or in ``withMocksVerified(policy:exhaustive:isolation:_:)``)
/// is cancelled.
public final class Gate: Sendable {
    enum Outcome: Sendable {
        case value(Shared<Any?>)
        case error(any Error)
        case cancelled
    }

    struct State {
        var reached = false
        var cancelled = false
        var held: CheckedContinuation<Outcome, Never>?
        var outcome: Outcome?
        /// Where the test resumed it.
        var resumedAt: CodeLocation?
        var watchers: [WakeUp] = []
        /// Releases the held call at the hold limit; cancelled when it is released.
        var limitTimer: Task<Void, Never>?
        /// Whether the hold limit released the call.
        var releasedAtLimit = false
    }

    /// How long a gate holds a call unless `toSuspend(holdLimit:)` says otherwise.
    public static let defaultHoldLimit: Duration = .seconds(120)

    let state = Locked(State())
    /// Reports a failure at a location in the test: the mock's sink.
    let report: @Sendable (String, CodeLocation) -> Void
    let selector: String
    /// The calls the gate accepts that an expectation set before it answered, for
    /// the failure of `reached(within:)`.
    private let answeredBefore: @Sendable (Gate) -> [(call: String, by: ExpectationSnapshot)]
    /// Where the test set it (`toSuspend()`).
    let location: CodeLocation
    /// How long it holds a call before releasing it with a failure.
    let holdLimit: Duration

    init(
        selector: String, at location: CodeLocation, holdLimit: Duration = Gate.defaultHoldLimit,
        answeredBefore: @escaping @Sendable (Gate) -> [(call: String, by: ExpectationSnapshot)] = { _ in [] },
        report: @escaping @Sendable (String, CodeLocation) -> Void
    ) {
        self.selector = selector
        self.answeredBefore = answeredBefore
        self.location = location
        self.holdLimit = holdLimit
        self.report = report
    }

    /// Whether a call is held here now.
    var isHolding: Bool { state.withLock { $0.held != nil } }

    /// What the end of a test found at a gate.
    enum EndState {
        /// It held a call, which it released with `CancellationError`.
        case released
        /// It answered, or was released, before.
        case finished
        /// No call has reached it yet, and nothing resumed it.
        case waiting
    }

    /// Waits until a call reaches the gate (at once if one already did); when none
    /// does within `timeout`, fails the test at this line and throws.
    ///
    /// - Parameters:
    ///   - timeout: How long to wait for a call to reach the gate.
    ///   - fileID: The file of the call site, where a failure is reported.
    ///   - filePath: The full path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    /// - Throws: ``ScoutError`` when no call reaches the gate within `timeout`, or when the waiting task
    ///   is cancelled first.
    public func reached(
        within timeout: Duration,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async throws {
        guard await wait(within: timeout, until: { $0.reached }) else {
            let message = Messages.gateNotReached(
                selector, within: Messages.spelled(timeout), answeredBefore: answeredBefore(self))
            report(message, CodeLocation(fileID, filePath, line, column))
            throw ScoutError(.gateTimeout, message)
        }
    }

    /// Lets the held call return `value` (or the next call, if none arrived yet).
    /// A gate resumes once: a second `resume` is a failure at its line.
    ///
    /// - Parameters:
    ///   - value: What the held call returns, of its result type.
    ///   - fileID: The file of the call site, where a failure is reported.
    ///   - filePath: The full path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    public func resume(
        returning value: Any?,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        release(.value(Shared(wrappedValue: value)), at: CodeLocation(fileID, filePath, line, column))
    }

    /// Lets the held call throw `error` (or the next call, if none arrived yet).
    /// A gate resumes once: a second `resume` is a failure at its line.
    ///
    /// - Parameters:
    ///   - error: What the held call throws.
    ///   - fileID: The file of the call site, where a failure is reported.
    ///   - filePath: The full path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    public func resume(
        throwing error: any Error,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        release(.error(error), at: CodeLocation(fileID, filePath, line, column))
    }

    /// At the end of a test, or when its task is cancelled (`byCancellation`): a
    /// call still held is released with `CancellationError`, and that is a failure
    /// at the line that set the gate.
    @discardableResult
    func releaseAtEnd(byCancellation: Bool = false) -> EndState {
        let (held, end) = state.withLock { state -> (CheckedContinuation<Outcome, Never>?, EndState) in
            guard let held = state.held else { return (nil, state.outcome == nil ? .waiting : .finished) }
            state.outcome = .cancelled
            state.held = nil
            state.limitTimer?.cancel()
            state.limitTimer = nil
            return (held, .released)
        }
        guard let held else { return end }
        report(byCancellation ? Messages.gateHeldWhenTestCancelled(selector) : Messages.gateHeldAtEnd(selector), location)
        held.resume(returning: .cancelled)
        return end
    }

    /// Waits until the call held here is cancelled by the code under test; when it
    /// is not within `timeout`, fails the test at this line. Returns whether it was.
    ///
    /// - Parameters:
    ///   - timeout: How long to wait for the cancellation.
    ///   - fileID: The file of the call site, where a failure is reported.
    ///   - filePath: The full path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    /// - Returns: Whether the held call was cancelled within `timeout`; `false` after a failure.
    @discardableResult
    public func cancelled(
        within timeout: Duration,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async -> Bool {
        guard await wait(within: timeout, until: { $0.cancelled }) else {
            report(
                Messages.gateNotCancelled(selector, within: Messages.spelled(timeout)),
                CodeLocation(fileID, filePath, line, column))
            return false
        }
        return true
    }

    /// Holds the call until the test resumes the gate or the calling task is
    /// cancelled.
    func hold() async -> Outcome {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Outcome, Never>) in
                let (now, watchers) = state.withLock { state -> (Outcome?, [WakeUp]) in
                    state.reached = true
                    defer { state.watchers = [] }
                    if let outcome = state.outcome { return (outcome, state.watchers) }
                    if state.cancelled { return (.cancelled, state.watchers) }
                    state.held = continuation
                    return (nil, state.watchers)
                }
                for watcher in watchers { watcher.fire() }
                if let now { continuation.resume(returning: now) } else { startHoldLimit() }
            }
        } onCancel: {
            let (held, watchers) = state.withLock { state -> (CheckedContinuation<Outcome, Never>?, [WakeUp]) in
                // A call the test already released was not cancelled.
                guard state.outcome == nil else { return (nil, []) }
                state.cancelled = true
                defer {
                    state.held = nil
                    state.watchers = []
                    state.limitTimer?.cancel()
                    state.limitTimer = nil
                }
                return (state.held, state.watchers)
            }
            for watcher in watchers { watcher.fire() }
            held?.resume(returning: .cancelled)
        }
    }

    private func release(_ outcome: Outcome, at location: CodeLocation) {
        enum Release {
            case now(CheckedContinuation<Outcome, Never>?)
            case again(firstAt: CodeLocation?, releasedAtEnd: Bool, atLimit: Bool)
        }
        let release = state.withLock { state -> Release in
            guard state.outcome == nil else {
                return .again(
                    firstAt: state.resumedAt, releasedAtEnd: state.resumedAt == nil, atLimit: state.releasedAtLimit)
            }
            state.outcome = outcome
            state.resumedAt = location
            state.limitTimer?.cancel()
            state.limitTimer = nil
            defer { state.held = nil }
            return .now(state.held)
        }
        switch release {
        case .now(let held):
            held?.resume(returning: outcome)
        case .again(let firstAt, let releasedAtEnd, let atLimit):
            report(
                Messages.gateResumedTwice(selector, firstAt: firstAt, releasedAtEnd: releasedAtEnd, atLimit: atLimit),
                location)
        }
    }

    /// Whether `condition` holds now or becomes true within `timeout`.
    private func wait(within timeout: Duration, until condition: @escaping @Sendable (State) -> Bool) async -> Bool {
        let deadline = Deadline.after(timeout)
        while true {
            let wakeUp = WakeUp()
            let holds = state.withLock { state -> Bool in
                if condition(state) { return true }
                state.watchers.append(wakeUp)
                return false
            }
            if holds { return true }
            if ContinuousClock.now >= deadline || Task.isCancelled { return false }
            await wakeUp.wait(until: deadline)
        }
    }
}

/// The behavior of a gated expectation: hold the call, then answer as released.
final class GateAction: RunAsyncBlock {
    let gate: Gate
    /// No block result type: every call goes through `answerAsync`.
    let resultType = ObjectIdentifier(GateAction.self)

    init(_ gate: Gate) {
        self.gate = gate
    }

    func summary(for kind: MemberKind) -> String { "suspend until the gate is resumed" }

    func answerAsync<Value>(_ call: AnsweredCall, as type: Value.Type) async throws -> Value {
        switch await gate.hold() {
        case .value(let value): return try convert(value.wrappedValue, to: Value.self)
        case .error(let error): throw error
        case .cancelled: throw CancellationError()
        }
    }
}
