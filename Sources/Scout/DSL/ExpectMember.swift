/// The expectation builder for one member: `mock.expect.name`.
///
/// Use `to(_:)` for property reads and `toBeSet(to:times:)` for assignments; call
/// it with argument matchers to expect a function call, which returns a
/// ``CallExpectation``:
///
/// ```swift
/// mock.expect.name.to(`return`("Ada")).and.to(`return`("Grace"))
/// mock.expect.volume.toBeSet(to: inRange(0...10))
/// mock.expect.fetch(id: 1).to(`return`(user))
/// ```
@dynamicCallable
public struct ExpectMember: Sendable {
    let core: MockCore
    let name: String
    /// Whether the next `to` or `toBeSet` replaces what earlier lines set.
    private var replaces = false

    /// The mock class it was reached through, noted with the expectation.
    let ownerClass: Any.Type?

    init(core: MockCore, name: String, ownerClass: Any.Type? = nil) {
        self.core = core
        self.name = name
        self.ownerClass = ownerClass
    }

    /// Expects a call of the function with these arguments: plain values mean
    /// ``equalTo(_:)->ArgMatcher``, `nil` means ``isNil()->ArgMatcher``, ranges mean "in the range", and any
    /// ``ArgMatcher`` judges the argument itself.
    ///
    /// - Parameter arguments: The call's arguments, with their labels, as written at the call site: plain values,
    ///   `nil`, ranges or matchers.
    /// - Returns: The expectation builder for the call, to say what it does.
    public func dynamicallyCall(
        withKeywordArguments arguments: KeyValuePairs<String, Any?>
    ) -> CallExpectation {
        CallExpectation(core: core, name: name, arguments: arguments, replacing: replaces, ownerClass: ownerClass)
    }

    /// This builder again, to chain another expectation for the same property:
    /// `.to(`return`(1)).and.to(`return`(2))` answers the first read with 1 and the
    /// second with 2.
    public var and: ExpectMember { self }

    /// This builder, replacing: its next `to` first removes the expectations set
    /// earlier for reads of the property (its next `toBeSet(to:)`, those for
    /// assignments of the same value, as written), so that the new one answers
    /// instead: `mock.expect.title.replacing.to(`return`("B"))`. The replaced
    /// expectations are forgotten; with none to replace, the test fails here.
    public var replacing: ExpectMember {
        var replacing = self
        replacing.replaces = true
        return replacing
    }

    /// Expects reads of the property, answered by `behavior`.
    ///
    /// - Parameters:
    ///   - behavior: How the reads are answered (a ``Behavior``), and how many times.
    ///   - fileID: The file of the call site, where a failure is reported.
    ///   - filePath: The full path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    /// - Returns: This builder, to chain another expectation for the property with `and`.
    @discardableResult
    public func to(
        _ behavior: consuming Behavior,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> ExpectMember {
        core.register(
            Selector(.get, name), matchers: [], behavior: behavior, at: .init(fileID, filePath, line, column),
            in: .current(sequence: true), replacing: replaces, ownerClass: ownerClass)
        return ExpectMember(core: core, name: name, ownerClass: ownerClass)
    }

    /// Expects as many assignments of any value as `times` allows (once by
    /// default), and requires its minimum: `toBeSet(times: .atLeast(2))`.
    ///
    /// - Parameters:
    ///   - times: How many assignments it answers, and how many it requires.
    ///   - fileID: The file of the call site, where a failure is reported.
    ///   - filePath: The full path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    /// - Returns: This builder, to chain another expectation for the property with `and`.
    @discardableResult
    public func toBeSet(
        times: Times = .once,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> ExpectMember {
        expectAssignments(of: .anyValue, times: times, at: .init(fileID, filePath, line, column))
    }

    /// Expects as many assignments of a value that `value` accepts as `times`
    /// allows (once by default), and requires its minimum. `value` is a plain value
    /// (compared with `==`), `nil`, a range, or any ``ArgMatcher``.
    ///
    /// - Parameters:
    ///   - value: What an assigned value must be: a plain value, `nil`, a range, or an ``ArgMatcher``.
    ///   - times: How many assignments it answers, and how many it requires.
    ///   - fileID: The file of the call site, where a failure is reported.
    ///   - filePath: The full path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    /// - Returns: This builder, to chain another expectation for the property with `and`.
    @discardableResult
    public func toBeSet(
        to value: Any?, times: Times = .once,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> ExpectMember {
        expectAssignments(of: .value(value), times: times, at: .init(fileID, filePath, line, column))
    }

    /// Expects any number of assignments, of any value; `verify()` never requires one.
    ///
    /// - Parameters:
    ///   - fileID: The file of the call site, where a failure is reported.
    ///   - filePath: The full path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    /// - Returns: This builder, to chain another expectation for the property with `and`.
    @discardableResult
    public func toAlwaysBeSet(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> ExpectMember {
        expectAssignments(of: .anyValue, times: .unbounded, at: .init(fileID, filePath, line, column))
    }

    /// Expects any number of assignments of a value that `value` accepts; `verify()`
    /// never requires one.
    ///
    /// - Parameters:
    ///   - value: What an assigned value must be: a plain value, `nil`, a range, or an ``ArgMatcher``.
    ///   - fileID: The file of the call site, where a failure is reported.
    ///   - filePath: The full path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    /// - Returns: This builder, to chain another expectation for the property with `and`.
    @discardableResult
    public func toAlwaysBeSet(
        to value: Any?,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> ExpectMember {
        expectAssignments(of: .value(value), times: .unbounded, at: .init(fileID, filePath, line, column))
    }

    private enum AssignedValue {
        case anyValue
        case value(Any?)
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
        core.register(
            selector, matchers: matchers, behavior: Behavior(AcceptCall(), times: times), at: location,
            in: .current(sequence: true), replacing: replaces, ownerClass: ownerClass)
        return ExpectMember(core: core, name: name, ownerClass: ownerClass)
    }
}
