/// Runs blocks when a mock is called, read or assigned, beside whatever answers:
/// `mock.observe.save(any()).perform { args in … }`.
///
/// ```swift
/// store.observe.save(any()).perform { args in saved.append(try args[0, as: Note.self]) }
/// store.observe.title.sets.perform { args in titles.append(try args[0, as: String.self]) }
/// ```
///
/// Observers neither answer nor count as expectations: the call still needs an
/// expectation (or a relaxed mock) for its answer, and `verify()` never asks for
/// observers to have run. Several may observe one member; they run in the order
/// set, outside the mock's lock, before the answer is given. `reset()` removes them.
@dynamicMemberLookup
public struct ObserveProxy: Sendable {
    let core: MockCore

    /// The member named `name`: a property, or, called with matchers, a function.
    ///
    /// - Parameter name: The member's name, as written at the use site.
    /// - Returns: The member, to observe.
    public subscript(dynamicMember name: String) -> ObserveMember {
        ObserveMember(core: core, name: name)
    }
}

/// One member of a mock, to observe: call it with matchers for a function, or use
/// ``gets`` and ``sets`` for a property.
@dynamicCallable
public struct ObserveMember: Sendable {
    let core: MockCore
    let name: String

    /// The calls of the function whose arguments these matchers (or plain values)
    /// accept.
    ///
    /// - Parameter arguments: The call's arguments, with their labels, as written at the call site: matchers or
    ///   plain values.
    /// - Returns: Those calls, for `perform` to run a block on.
    public func dynamicallyCall(withKeywordArguments arguments: KeyValuePairs<String, Any?>) -> ObservedInteractions {
        ObservedInteractions(
            core: core, selector: Selector(.call, name, arguments: arguments, fastPath: core.fastPath),
            written: UncheckedArguments(pairs: arguments))
    }

    /// The reads of the property.
    public var gets: ObservedInteractions {
        ObservedInteractions(core: core, selector: Selector(.get, name), written: UncheckedArguments(pairs: [:]))
    }

    /// The assignments to the property of a value that `value` accepts (a plain
    /// value or a matcher).
    ///
    /// - Parameter value: What an assigned value must be: a plain value or a matcher.
    /// - Returns: Those assignments, for `perform` to run a block on.
    public func sets(to value: Any?) -> ObservedInteractions {
        ObservedInteractions(
            core: core, selector: Selector(.set, name), written: UncheckedArguments(pairs: ["": value]))
    }

    /// The assignments to the property; the block reads the new value as `args[0]`.
    public var sets: ObservedInteractions {
        ObservedInteractions(
            core: core, selector: Selector(.set, name), written: UncheckedArguments(pairs: ["": AnyValueMatcher()]))
    }
}

/// The interactions of one member that an observer's block runs on.
public struct ObservedInteractions: Sendable {
    let core: MockCore
    let selector: Selector
    let written: UncheckedArguments

    /// Runs `block` on each of these interactions, beside whatever answers it. An
    /// error the block throws is a failure at this line.
    ///
    /// - Parameters:
    ///   - fileID: The file of the call site, where a failure is reported.
    ///   - filePath: The full path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    ///   - block: Runs on each interaction, with its ``Arguments``; what it throws is a failure at this line.
    public func perform(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        _ block: @escaping @Sendable (Arguments) throws -> Void
    ) {
        let location = CodeLocation(fileID, filePath, line, column)
        guard UnknownMemberCheck.run(selector, via: "observe", in: core, at: location) else { return }
        core.observe(
            selector, matchers: core.matchers(for: written.pairs, of: selector, at: location), block: block,
            at: location)
    }
}
