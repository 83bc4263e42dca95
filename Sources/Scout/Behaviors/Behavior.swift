/// What a mock does when an expectation answers a call or a read: return a value,
/// throw an error, run a block, or just accept the call; and how many times.
///
/// Build one with ``return(_:times:)->Behavior``, ``alwaysReturn(_:)->Behavior``, ``get(times:_:)->Behavior``,
/// ``alwaysGet(_:)->Behavior``, ``throw(_:times:)->Behavior`` or ``alwaysThrow(_:)->Behavior``, and pass it to `to(_:)`:
///
/// ```swift
/// mock.expect.name.to(`return`("Ada"))
/// mock.expect.fetch(id: 1).to(`throw`(NetworkError.offline))
/// mock.expect.fetch(id: 2).to(`return`(ada, times: .atLeast(2)))
/// ```
public struct Behavior: Sendable {
    let action: any BehaviorAction
    /// How many interactions it answers (`maximum`, `nil` for any number) and how
    /// many `verify()` requires (`minimum`).
    let times: Times
    /// The action when it is an async block, found once here: a call made with
    /// `await` runs it without a dynamic cast.
    let asyncBlock: (any RunAsyncBlock)?

    init(_ action: any BehaviorAction, times: Times) {
        self.action = action
        self.times = times
        asyncBlock = nil
    }

    /// A behavior that runs an async block.
    init(asyncBlock block: any RunAsyncBlock, times: Times) {
        action = block
        self.times = times
        asyncBlock = block
    }

    /// Any number of times, none required.
    static func always(_ action: consuming any BehaviorAction) -> Behavior {
        Behavior(action, times: .unbounded)
    }

    /// How the behavior reads in messages: "return 4", "always throw NetworkError.offline".
    func summary(for kind: MemberKind) -> String {
        (times == .unbounded ? "always " : "") + action.summary(for: kind)
    }

    /// "1 of 2 used", "used 3 times", "1 used, at least 2 expected".
    func usage(_ used: Int) -> String {
        let spelled = used == 1 ? "used once" : "used \(used) times"
        switch (times.minimum, times.maximum) {
        case (0, nil): return spelled
        case (let minimum, let maximum?) where minimum == maximum: return "\(used) of \(maximum) used"
        case (let minimum, nil): return "\(spelled), at least \(Times.spell(minimum)) expected"
        case (0, let maximum?): return "\(spelled), at most \(Times.spell(maximum)) allowed"
        case (let minimum, let maximum?): return "\(spelled), \(minimum) to \(maximum) expected"
        }
    }
}

/// Returns `value` as many times as `times` allows (once by default), and requires
/// at least its minimum: `times: 3`, `times: .atLeast(2)`.
///
/// `return` is a keyword: write it in backticks.
///
/// ```swift
/// mock.expect.fetch(id: 1).to(`return`(user))
/// mock.expect.count.to(`return`(0, times: 3))
/// mock.expect.find(name: "x").to(`return`(nil))   // for an optional result
/// ```
///
/// - Parameters:
///   - value: What the call returns; it must be of the call's result type, else the call
///     fails and goes on with a value Scout makes.
///   - times: How many calls it answers, and how many it requires.
/// - Returns: The behavior, for `to(_:)`.
public func `return`(_ value: Any?, times: Times = .once) -> Behavior {
    Behavior(ReturnValue(value), times: times)
}

/// Returns `value` for every matching call, however many; `verify()` never
/// requires it to be used.
///
/// - Parameter value: What each call returns, of the call's result type.
/// - Returns: The behavior, for `to(_:)`.
public func alwaysReturn(_ value: Any?) -> Behavior {
    .always(ReturnValue(value))
}

/// Returns what `block` computes, as many times as `times` allows (once by
/// default); for property reads.
///
/// ```swift
/// mock.expect.now.to(get { clock.now })
/// ```
///
/// - Parameters:
///   - times: How many reads it answers, and how many it requires.
///   - block: Computes the value at each read; what it throws, the read throws.
/// - Returns: The behavior, for `to(_:)`.
public func get<Value>(times: Times = .once, _ block: @escaping @Sendable () throws -> Value) -> Behavior {
    Behavior(RunBlock({ _ in try block() }, isGetter: true), times: times)
}

/// Returns what `block` computes, for every read.
///
/// - Parameter block: Computes the value at each read; what it throws, the read throws.
/// - Returns: The behavior, for `to(_:)`.
public func alwaysGet<Value>(_ block: @escaping @Sendable () throws -> Value) -> Behavior {
    .always(RunBlock({ _ in try block() }, isGetter: true))
}

/// Throws `error` as many times as `times` allows (once by default), from a
/// throwing call.
///
/// `throw` is a keyword: write it in backticks.
///
/// ```swift
/// mock.expect.fetch(id: 1).to(`throw`(NetworkError.offline))
/// ```
///
/// - Parameters:
///   - error: What the call throws.
///   - times: How many calls it answers, and how many it requires.
/// - Returns: The behavior, for `to(_:)`.
public func `throw`(_ error: any Error, times: Times = .once) -> Behavior {
    Behavior(ThrowError(error: error), times: times)
}

/// Throws `error` for every matching call.
///
/// - Parameter error: What each call throws.
/// - Returns: The behavior, for `to(_:)`.
public func alwaysThrow(_ error: any Error) -> Behavior {
    .always(ThrowError(error: error))
}
