/// Marks a typed property that can only be read.
public enum ReadOnly {}

/// Marks a typed property that can be read and assigned.
public enum ReadWrite {}

/// The expectation builder for one property of a generated mock:
/// `store.expect.title`, typed by the requirement.
///
/// ```swift
/// store.expect.title.to(`return`("Notes"))
/// store.expect.title.toBeSet(to: hasPrefix("N"))      // a settable property
/// ```
public struct TypedProperty<Value, Access>: Sendable {
    /// The builder as the dynamic proxies make it.
    public let untyped: ExpectMember

    /// Wraps `untyped`: what a generated mock writes.
    ///
    /// - Parameter untyped: The builder, as `mock.expect.title` makes it.
    public init(_ untyped: ExpectMember) {
        self.untyped = untyped
    }

    /// This builder again, to chain another expectation for the same property.
    public var and: TypedProperty { self }

    /// This builder, replacing what earlier lines set; see ``ExpectMember/replacing``.
    public var replacing: TypedProperty { TypedProperty(untyped.replacing) }

    /// Expects reads of the property, answered by `answer`.
    ///
    /// - Parameters:
    ///   - answer: A behavior of the property's type, such as `return` of a `String`.
    ///   - fileID: The file of the call site, for failures at this line.
    ///   - filePath: The path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    /// - Returns: This builder, to chain more with `and`.
    @discardableResult
    public func to(
        _ answer: consuming Answer<Value>,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> TypedProperty {
        TypedProperty(untyped.to(answer.behavior, fileID: fileID, filePath: filePath, line: line, column: column))
    }
}

extension TypedProperty where Access == ReadWrite {
    /// Expects as many assignments of any value as `times` allows (once by default).
    ///
    /// - Parameters:
    ///   - times: How many assignments it expects.
    ///   - fileID: The file of the call site, for failures at this line.
    ///   - filePath: The path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    /// - Returns: This builder, to chain more with `and`.
    @discardableResult
    public func toBeSet(
        times: Times = .once,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> TypedProperty {
        TypedProperty(untyped.toBeSet(times: times, fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Expects as many assignments of `value` as `times` allows (once by default).
    ///
    /// - Parameters:
    ///   - value: The value assigned.
    ///   - times: How many assignments it expects.
    ///   - fileID: The file of the call site, for failures at this line.
    ///   - filePath: The path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    /// - Returns: This builder, to chain more with `and`.
    @discardableResult
    public func toBeSet(
        to value: Value, times: Times = .once,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> TypedProperty {
        TypedProperty(
            untyped.toBeSet(to: value, times: times, fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Expects as many assignments of a value `matcher` accepts as `times` allows.
    ///
    /// - Parameters:
    ///   - matcher: A matcher of the property's type.
    ///   - times: How many assignments it expects.
    ///   - fileID: The file of the call site, for failures at this line.
    ///   - filePath: The path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    /// - Returns: This builder, to chain more with `and`.
    @discardableResult
    public func toBeSet(
        to matcher: some TypedArgMatcher<Value>, times: Times = .once,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> TypedProperty {
        TypedProperty(
            untyped.toBeSet(
                to: matcher.matcher, times: times, fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Expects any number of assignments, of any value; `verify()` never requires one.
    ///
    /// - Parameters:
    ///   - fileID: The file of the call site, for failures at this line.
    ///   - filePath: The path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    /// - Returns: This builder, to chain more with `and`.
    @discardableResult
    public func toAlwaysBeSet(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> TypedProperty {
        TypedProperty(untyped.toAlwaysBeSet(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Expects any number of assignments of a value `matcher` accepts.
    ///
    /// - Parameters:
    ///   - matcher: A matcher of the property's type.
    ///   - fileID: The file of the call site, for failures at this line.
    ///   - filePath: The path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    /// - Returns: This builder, to chain more with `and`.
    @discardableResult
    public func toAlwaysBeSet(
        to matcher: some TypedArgMatcher<Value>,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> TypedProperty {
        TypedProperty(
            untyped.toAlwaysBeSet(to: matcher.matcher, fileID: fileID, filePath: filePath, line: line, column: column))
    }
}
