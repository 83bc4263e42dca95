import ScoutLowLevel

/// The expectation builder for one call: `mock.expect.fetch(id: 1)`.
///
/// Say what the call does with `to(_:)` (a ``Behavior``), `to(times:_:)` (a block),
/// `toAlways(_:)`, `toBeCalled(times:)` or `toSuspend()`, and chain more with `and`:
///
/// ```swift
/// mock.expect.fetch(id: 1).to(`return`(user))
/// mock.expect.fetch(id: 1).to(`return`(a)).and.to(`throw`(NetworkError.offline))
/// mock.expect.load(any(), completion: any()).to { args in
///     let completion: (Result<Data, any Error>) -> Void = try args.completion
///     completion(.success(data))
/// }
/// mock.expect.reset().toBeCalled(times: 2)
/// ```
///
/// The block runs outside the mock's lock: it may call this mock or others. An
/// `async` block answers only calls made with `await`.
public struct CallExpectation: Sendable {
    let core: MockCore
    /// The function's name, as the test wrote it.
    let name: String
    /// The member's selector, once an expectation found or made it: the first
    /// `to` makes it only when the mock has no member spelled the same way.
    private let knownSelector: Selector?
    let arguments: UncheckedArguments
    /// The matchers, once a first `to` has turned the arguments into them.
    let matchers: [any ArgMatcher]?
    /// Whether the next `to` replaces what earlier lines set for this call.
    private var replaces = false

    /// The mock class it was reached through, noted with the expectation.
    private var ownerClass: Any.Type?

    init(
        core: MockCore, name: String, arguments: KeyValuePairs<String, Any?>, replacing: Bool = false,
        ownerClass: Any.Type? = nil
    ) {
        self.core = core
        self.name = name
        knownSelector = nil
        self.arguments = UncheckedArguments(pairs: arguments)
        self.matchers = nil
        self.replaces = replacing
        self.ownerClass = ownerClass
    }

    /// This builder with its matchers and selector made: for the next expectation
    /// of the same call (which replaces nothing more), or, `replacing` kept, for
    /// this one.
    private init(_ other: CallExpectation, matchers: [any ArgMatcher], selector: Selector, replacing: Bool = false) {
        core = other.core
        name = other.name
        knownSelector = selector
        arguments = other.arguments
        ownerClass = other.ownerClass
        self.matchers = matchers
        replaces = replacing
    }

    /// This builder again, to chain another expectation for the same call.
    public var and: CallExpectation { self }

    /// This builder, replacing: its next `to` first removes the expectations set
    /// earlier for this call with the same arguments (as written: `any()` replaces
    /// `any()`, not `1`), so that the new one answers instead. Earlier lines
    /// otherwise answer first.
    ///
    /// ```swift
    /// stubPaymentsSucceed(gateway)       // a helper: charge(token: any(), amount: any())
    /// gateway.expect.charge(token: any(), amount: any()).replacing.to(`throw`(PaymentError.declined))
    /// ```
    ///
    /// The replaced expectations are forgotten: `verify()` no longer requires them.
    /// With nothing earlier to replace, the expectation is added and the test fails
    /// at this line, listing what was set before.
    public var replacing: CallExpectation {
        var replacing = self
        replacing.replaces = true
        return replacing
    }

    /// Expects the call, answered by `behavior` (as many times as it says).
    ///
    /// - Parameters:
    ///   - behavior: What the call does (a ``Behavior``: return, throw, run a block), and how many times.
    ///   - fileID: The file of the call site, where a failure is reported.
    ///   - filePath: The full path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    /// - Returns: This builder, to chain another expectation for the same call with `and`.
    @discardableResult
    public func to(
        _ behavior: consuming Behavior,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> CallExpectation {
        expect(behavior, at: CodeLocation(fileID, filePath, line, column))
    }

    /// Expects as many calls as `times` allows (once by default), each answered by
    /// `block`, and requires its minimum: `to(times: 2) { args in … }`.
    ///
    /// - Parameters:
    ///   - times: How many calls it answers, and how many it requires.
    ///   - fileID: The file of the call site, where a failure is reported.
    ///   - filePath: The full path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    ///   - block: Computes each answer from the call's ``Arguments``; what it throws, a throwing call throws.
    /// - Returns: This builder, to chain another expectation for the same call with `and`.
    @discardableResult
    public func to<Value>(
        times: Times = .once,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        _ block: @escaping @Sendable (Arguments) throws -> Value
    ) -> CallExpectation {
        expect(.syncBlock(block, times: times), at: CodeLocation(fileID, filePath, line, column))
    }

    /// Expects as many calls made with `await` as `times` allows (once by default),
    /// each answered by the async `block`, and requires its minimum.
    ///
    /// - Parameters:
    ///   - times: How many calls it answers, and how many it requires.
    ///   - fileID: The file of the call site, where a failure is reported.
    ///   - filePath: The full path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    ///   - block: Computes each answer from the call's ``Arguments``; what it throws, a throwing call throws.
    /// - Returns: This builder, to chain another expectation for the same call with `and`.
    @discardableResult
    public func to<Value>(
        times: Times = .once,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        _ block: @escaping @Sendable (Arguments) async throws -> Value
    ) -> CallExpectation {
        expect(.asyncBlock(block, times: times), at: CodeLocation(fileID, filePath, line, column))
    }

    /// Expects any number of calls, each answered by `block`; `verify()` never
    /// requires one.
    ///
    /// - Parameters:
    ///   - fileID: The file of the call site, where a failure is reported.
    ///   - filePath: The full path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    ///   - block: Computes each answer from the call's ``Arguments``; what it throws, a throwing call throws.
    /// - Returns: This builder, to chain another expectation for the same call with `and`.
    @discardableResult
    public func toAlways<Value>(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        _ block: @escaping @Sendable (Arguments) throws -> Value
    ) -> CallExpectation {
        expect(
            .syncBlock(block, times: .unbounded),
            at: CodeLocation(fileID, filePath, line, column))
    }

    /// Expects any number of calls made with `await`, each answered by the async
    /// `block`; `verify()` never requires one.
    ///
    /// - Parameters:
    ///   - fileID: The file of the call site, where a failure is reported.
    ///   - filePath: The full path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    ///   - block: Computes each answer from the call's ``Arguments``; what it throws, a throwing call throws.
    /// - Returns: This builder, to chain another expectation for the same call with `and`.
    @discardableResult
    public func toAlways<Value>(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        _ block: @escaping @Sendable (Arguments) async throws -> Value
    ) -> CallExpectation {
        expect(
            .asyncBlock(block, times: .unbounded),
            at: CodeLocation(fileID, filePath, line, column))
    }

    /// Expects as many calls that return nothing as `times` allows (once by
    /// default), and requires its minimum: `toBeCalled(times: .atLeast(2))`.
    ///
    /// - Parameters:
    ///   - times: How many calls it answers, and how many it requires.
    ///   - fileID: The file of the call site, where a failure is reported.
    ///   - filePath: The full path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    /// - Returns: This builder, to chain another expectation for the same call with `and`.
    @discardableResult
    public func toBeCalled(
        times: Times = .once,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> CallExpectation {
        expect(Behavior(AcceptCall(), times: times), at: CodeLocation(fileID, filePath, line, column))
    }

    /// Expects one call made with `await`, and holds it in flight until the test
    /// resumes the returned ``Gate``.
    ///
    /// ```swift
    /// let gate = service.expect.fetch(id: 1).toSuspend()
    /// try await gate.reached(within: .seconds(1))
    /// gate.resume(returning: ada)
    /// ```
    ///
    /// - Parameters:
    ///   - holdLimit: How long the gate holds a call before releasing it with a
    ///     failure at this line, so that a gate the test forgets never hangs the
    ///     run; the Swift Testing test's `.timeLimit`, when shorter, wins.
    ///   - fileID: The file of the call site, for failures at this line.
    ///   - filePath: The path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    /// - Returns: The gate, to see the call arrive and to resume it.
    public func toSuspend(
        holdLimit: Duration = Gate.defaultHoldLimit,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Gate {
        let core = core
        let selector = knownSelector ?? Selector(.call, name, arguments: arguments.pairs, fastPath: core.fastPath)
        let location = CodeLocation(fileID, filePath, line, column)
        let matchers = matchers ?? core.matchers(for: arguments.pairs, of: selector, at: location)
        let since = SequenceCounter.current
        // Weakly: the mock's state holds the gate through the expectation.
        let gate = Gate(
            selector: selector.description, at: location, holdLimit: holdLimit,
            answeredBefore: { [weak core] gate in
                (core?.answeredBeforeGate(selector, matchers: matchers, gate: gate, since: since) ?? []).map {
                    (call: $0.interaction.description, by: $0.answeredBy)
                }
            },
            report: { [weak core] message, location in
                core?.reportMayFollow(message, at: location, kind: .gate, member: selector.description)
            })
        _ = CallExpectation(self, matchers: matchers, selector: selector, replacing: replaces)
            .expect(Behavior(asyncBlock: GateAction(gate), times: .once), at: location)
        return gate
    }

    /// Registers `behavior` with `matchers`, else those the arguments make.
    func expect(
        _ behavior: consuming Behavior, at location: CodeLocation, matchers made: [any ArgMatcher]? = nil
    ) -> CallExpectation {
        let expected: ExpectedMember
        if let knownSelector {
            expected = .selector(knownSelector)
        } else {
            expected = .call(name, arguments: arguments.pairs)
        }
        // `if let`, not `??`: unoptimized, each `??` is a generic call with a closure.
        let matchers: [any ArgMatcher]
        if let made {
            matchers = made
        } else if let earlier = self.matchers {
            matchers = earlier
        } else {
            matchers = core.matchers(for: arguments.pairs, of: expected, at: location)
        }
        let selector = core.register(
            expected, matchers: matchers, behavior: behavior, at: location, in: .current(sequence: true),
            replacing: replaces, ownerClass: ownerClass)
        return CallExpectation(self, matchers: matchers, selector: selector)
    }
}

extension Behavior {
    static func syncBlock<Value>(
        _ block: @escaping @Sendable (Arguments) throws -> Value, times: Times
    ) -> Behavior {
        Behavior(RunBlock(block), times: times)
    }

    static func asyncBlock<Value>(
        _ block: @escaping @Sendable (Arguments) async throws -> Value, times: Times
    ) -> Behavior {
        Behavior(asyncBlock: TypedRunAsyncBlock(block), times: times)
    }
}
