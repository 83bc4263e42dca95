/// What a mock does when an expectation answers a call or a read: return a value,
/// throw an error, run a block, or just accept the call.
///
/// Build one with ``return(_:times:)``, ``alwaysReturn(_:)``, ``get(times:_:)``,
/// ``throw(_:times:)`` and their aliases, and pass it to `to(_:)`:
///
/// ```swift
/// mock.expect.name.to(`return`("Ada"))
/// mock.expect.fetch(id: 1).to(`throw`(NetworkError.offline))
/// ```
public struct Behavior: @unchecked Sendable {
    enum Action {
        case value(Any?)
        case error(any Error)
        case block(any SyncBlock)
        case asyncBlock(any AsyncBlock)
        /// A `get { }` block: a ``SyncBlock`` that ignores the (empty) arguments.
        case getter(any SyncBlock)
        case accept
    }

    let action: Action
    /// How many interactions it answers; `nil` for unbounded.
    let limit: Int?

    init(_ action: Action, limit: Int?) {
        self.action = action
        self.limit = limit
    }

    /// How the behavior reads in messages: "return 4", "throw NetworkError.offline".
    func summary(for kind: MemberKind) -> String {
        let always = limit == nil ? "always " : ""
        switch action {
        case .value(let value): return "\(always)return \(render(value))"
        case .error(let error): return "\(always)throw \(render(error))"
        case .block: return "\(always)run a block"
        case .asyncBlock: return "\(always)run an async block"
        case .getter: return "\(always)get from a block"
        case .accept: return "\(always)accept the \(kind == .set ? "assignment" : "call")"
        }
    }

    /// "1 of 2 used", "used 3 times".
    func usage(_ used: Int) -> String {
        guard let limit else { return used == 1 ? "used once" : "used \(used) times" }
        return "\(used) of \(limit) used"
    }
}

/// Returns `value`, `times` times (once by default).
///
/// `return` is a keyword, so write it in backticks, or use ``returnValue(_:times:)``:
///
/// ```swift
/// mock.expect.fetch(id: 1).to(`return`(user))
/// mock.expect.count.to(`return`(0, times: 3))
/// mock.expect.find(name: "x").to(`return`(nil))   // for an optional result
/// ```
public func `return`(_ value: Any?, times: Int = 1) -> Behavior {
    Behavior(.value(value), limit: times)
}

/// Returns `value`, `times` times: ``return(_:times:)`` without backticks.
public func returnValue(_ value: Any?, times: Int = 1) -> Behavior {
    Behavior(.value(value), limit: times)
}

/// Returns `value` for every matching call, however many; `verify()` never
/// requires it to be used.
public func alwaysReturn(_ value: Any?) -> Behavior {
    Behavior(.value(value), limit: nil)
}

/// Returns what `block` computes, `times` times; for property reads.
///
/// ```swift
/// mock.expect.now.to(get { clock.now })
/// ```
public func get<Value>(times: Int = 1, _ block: @escaping @Sendable () throws -> Value) -> Behavior {
    Behavior(.getter(TypedSyncBlock { _ in try block() }), limit: times)
}

/// Returns what `block` computes, for every read.
public func alwaysGet<Value>(_ block: @escaping @Sendable () throws -> Value) -> Behavior {
    Behavior(.getter(TypedSyncBlock { _ in try block() }), limit: nil)
}

/// Throws `error`, `times` times (once by default), from a throwing call.
///
/// `throw` is a keyword, so write it in backticks, or use ``throwError(_:times:)``:
///
/// ```swift
/// mock.expect.fetch(id: 1).to(`throw`(NetworkError.offline))
/// ```
public func `throw`(_ error: any Error, times: Int = 1) -> Behavior {
    Behavior(.error(error), limit: times)
}

/// Throws `error`, `times` times: ``throw(_:times:)`` without backticks.
public func throwError(_ error: any Error, times: Int = 1) -> Behavior {
    Behavior(.error(error), limit: times)
}

/// Throws `error` for every matching call.
public func alwaysThrow(_ error: any Error) -> Behavior {
    Behavior(.error(error), limit: nil)
}
