/// The expectation builder for one member: `mock.expect.name`.
///
/// Use `to(_:)` for property reads and `toBeSet(to:times:)` for assignments; call
/// it with argument matchers to expect a function call, which returns a
/// ``CallExpectation``:
///
/// ```swift
/// mock.expect.name.to(`return`("Ada")).and.to(`return`("Grace"))
/// mock.expect.volume.toBeSet(to: within(0...10))
/// mock.expect.fetch(id: 1).to(`return`(user))
/// ```
@dynamicCallable
public struct ExpectMember: Sendable {
    let core: MockCore
    let name: String

    /// Expects a call of the function with these arguments: plain values mean
    /// ``equalTo(_:)``, `nil` means ``isNil()``, ranges mean "in the range", and any
    /// ``ArgMatcher`` judges the argument itself.
    public func dynamicallyCall(
        withKeywordArguments arguments: KeyValuePairs<String, Any?>
    ) -> CallExpectation {
        CallExpectation(core: core, selector: Selector(.call, name, arguments: arguments), arguments: arguments)
    }

    /// This builder again, to chain another expectation for the same property:
    /// `.to(`return`(1)).and.to(`return`(2))` answers the first read with 1 and the
    /// second with 2.
    public var and: ExpectMember { self }

    /// Expects reads of the property, answered by `behavior`.
    @discardableResult
    public func to(
        _ behavior: Behavior,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> ExpectMember {
        core.register(Selector(.get, name), matchers: [], behavior: behavior, at: .init(fileID, filePath, line, column))
        return self
    }

    /// Expects one read of the property, answered by `block` (which receives no
    /// arguments). Kept for the original Scout's `FuncExpectationBlock`s.
    @discardableResult
    public func to<Value>(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        _ block: @escaping @Sendable (Arguments) throws -> Value
    ) -> ExpectMember {
        let behavior = Behavior(RunBlock(block), times: 1)
        core.register(Selector(.get, name), matchers: [], behavior: behavior, at: .init(fileID, filePath, line, column))
        return self
    }

    /// Expects `times` assignments of any value to the property.
    @discardableResult
    public func toBeSet(
        times: Int = 1,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> ExpectMember {
        expectAssignments(of: .anyValue, times: .exactly(times), at: .init(fileID, filePath, line, column))
    }

    /// Expects `times` assignments of a value that `value` accepts: a plain value
    /// (compared with `==`), `nil`, a range, or any ``ArgMatcher``.
    @discardableResult
    public func toBeSet(
        to value: Any?, times: Int = 1,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> ExpectMember {
        expectAssignments(of: .value(value), times: .exactly(times), at: .init(fileID, filePath, line, column))
    }

    /// Expects any number of assignments, of any value; `verify()` never requires one.
    @discardableResult
    public func toAlwaysBeSet(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> ExpectMember {
        expectAssignments(of: .anyValue, times: .unbounded, at: .init(fileID, filePath, line, column))
    }

    /// Expects any number of assignments of a value that `value` accepts;
    /// `verify()` never requires one.
    @discardableResult
    public func toAlwaysBeSet(
        to value: Any?,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> ExpectMember {
        expectAssignments(of: .value(value), times: .unbounded, at: .init(fileID, filePath, line, column))
    }

    /// What an assignment expectation accepts.
    private enum AssignedValue {
        case anyValue
        case value(Any?)
    }

    /// Expects as many assignments as `times` allows, of any value, and requires
    /// its minimum.
    @discardableResult
    public func toBeSet(
        times: Times,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> ExpectMember {
        expectAssignments(of: .anyValue, times: times, at: .init(fileID, filePath, line, column))
    }

    /// Expects as many assignments of a value that `value` accepts as `times`
    /// allows, and requires its minimum.
    @discardableResult
    public func toBeSet(
        to value: Any?, times: Times,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> ExpectMember {
        expectAssignments(of: .value(value), times: times, at: .init(fileID, filePath, line, column))
    }

    private func expectAssignments(
        of accepted: AssignedValue, times: Times, at location: CodeLocation
    ) -> ExpectMember {
        let selector = Selector(.set, name)
        let matchers: [any ArgMatcher]
        switch accepted {
        case .anyValue: matchers = [AnyValueMatcher()]
        case .value(let value): matchers = core.matchers(for: ["": value], of: selector, at: location)
        }
        core.register(selector, matchers: matchers, behavior: Behavior(AcceptCall(), times: times), at: location)
        return self
    }
}
