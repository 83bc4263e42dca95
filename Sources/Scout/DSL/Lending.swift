// Written by .ci/write-lending.swift: edit that template, not this file.

/// Forwarding a non-escaping closure parameter: a mock hands the mock, for the
/// call only, a closure that calls the one it was given.
///
/// ```swift
/// func sorted(by areInIncreasingOrder: (Int, Int) -> Bool) -> [Int] {
///     mock.lending(areInIncreasingOrder) { mock.run.sorted(by: $0) }
/// }
/// func visit(_ body: (Node) async throws -> Void) async throws {
///     try await mock.lending(body) { try await mock.call.visit($0) }
/// }
/// ```
///
/// A block reads the argument with the closure's own type and may call it while
/// the call runs (`try args.by as (Int, Int) -> Bool`). Scout never keeps the
/// closure past the call: the interaction log keeps a stand-in, and when the call
/// returns the stand-in lets go of the closure. Calling the stand-in later (from a
/// block that kept it) is a failure at the `lending` line; it returns a made value
/// of the closure's result type, or, when none can be made, stops the process
/// after that failure.
///
/// There is one form for closures of zero to three parameters, throwing or not,
/// synchronous or async, and for mocks whose call is synchronous or async. (A
/// closure with typed throws is lent as one that throws.)
extension Mock {

    /// Lends a synchronous closure of 0 parameters to `body`, for a synchronous call.
    ///
    /// - Parameters:
    ///   - closure: The closure to lend, as the mocked method received it.
    ///   - fileID: The file of the call site, where a failure is reported.
    ///   - filePath: The full path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    ///   - body: Makes the mock's call, given a stand-in that calls `closure` until `body` returns.
    /// - Returns: What `body` returns.
    /// - Throws: Whatever `body` throws.
    @discardableResult
    public func lending<R, Result>(
        _ closure: () -> R,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ body: (@escaping () -> R) throws -> Result
    ) rethrows -> Result {
        let site = CodeLocation(fileID, filePath, line, column)
        let owner = TestContext.currentToken
        return try withoutActuallyEscaping(closure) { escapable in
            let loan = Loan(escapable)
            defer { loan.end() }
            return try body { () -> R in
                guard let result = loan.using({ $0() }) else {
                    return LateCalls.answer(returning: R.self, at: site, owner: owner)
                }
                return result
            }
        }
    }

    /// Lends a synchronous throwing closure of 0 parameters to `body`, for a synchronous call.
    ///
    /// - Parameters:
    ///   - closure: The closure to lend, as the mocked method received it.
    ///   - fileID: The file of the call site, where a failure is reported.
    ///   - filePath: The full path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    ///   - body: Makes the mock's call, given a stand-in that calls `closure` until `body` returns.
    /// - Returns: What `body` returns.
    /// - Throws: Whatever `body` throws.
    @discardableResult @_disfavoredOverload
    public func lending<R, Result>(
        _ closure: () throws -> R,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ body: (@escaping () throws -> R) throws -> Result
    ) rethrows -> Result {
        let site = CodeLocation(fileID, filePath, line, column)
        let owner = TestContext.currentToken
        return try withoutActuallyEscaping(closure) { escapable in
            let loan = Loan(escapable)
            defer { loan.end() }
            return try body { () throws -> R in
                guard let result = try loan.using({ try $0() }) else {
                    return LateCalls.answer(returning: R.self, at: site, owner: owner)
                }
                return result
            }
        }
    }

    /// Lends a synchronous closure of 0 parameters to `body`, for an async call.
    ///
    /// - Parameters:
    ///   - closure: The closure to lend, as the mocked method received it.
    ///   - fileID: The file of the call site, where a failure is reported.
    ///   - filePath: The full path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    ///   - body: Makes the mock's call, given a stand-in that calls `closure` until `body` returns.
    /// - Returns: What `body` returns.
    /// - Throws: Whatever `body` throws.
    @discardableResult
    public func lending<R, Result>(
        _ closure: () -> R,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ body: (@escaping () -> R) async throws -> Result
    ) async rethrows -> Result {
        let site = CodeLocation(fileID, filePath, line, column)
        let owner = TestContext.currentToken
        return try await withoutActuallyEscaping(closure) { escapable in
            let loan = Loan(escapable)
            defer { loan.end() }
            return try await body { () -> R in
                guard let result = loan.using({ $0() }) else {
                    return LateCalls.answer(returning: R.self, at: site, owner: owner)
                }
                return result
            }
        }
    }

    /// Lends a synchronous throwing closure of 0 parameters to `body`, for an async call.
    ///
    /// - Parameters:
    ///   - closure: The closure to lend, as the mocked method received it.
    ///   - fileID: The file of the call site, where a failure is reported.
    ///   - filePath: The full path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    ///   - body: Makes the mock's call, given a stand-in that calls `closure` until `body` returns.
    /// - Returns: What `body` returns.
    /// - Throws: Whatever `body` throws.
    @discardableResult @_disfavoredOverload
    public func lending<R, Result>(
        _ closure: () throws -> R,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ body: (@escaping () throws -> R) async throws -> Result
    ) async rethrows -> Result {
        let site = CodeLocation(fileID, filePath, line, column)
        let owner = TestContext.currentToken
        return try await withoutActuallyEscaping(closure) { escapable in
            let loan = Loan(escapable)
            defer { loan.end() }
            return try await body { () throws -> R in
                guard let result = try loan.using({ try $0() }) else {
                    return LateCalls.answer(returning: R.self, at: site, owner: owner)
                }
                return result
            }
        }
    }

    /// Lends an async closure of 0 parameters to `body`, for an async call.
    ///
    /// - Parameters:
    ///   - closure: The closure to lend, as the mocked method received it.
    ///   - fileID: The file of the call site, where a failure is reported.
    ///   - filePath: The full path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    ///   - body: Makes the mock's call, given a stand-in that calls `closure` until `body` returns.
    /// - Returns: What `body` returns.
    /// - Throws: Whatever `body` throws.
    @discardableResult
    public func lending<R, Result>(
        _ closure: () async -> R,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ body: (@escaping () async -> R) async throws -> Result
    ) async rethrows -> Result {
        let site = CodeLocation(fileID, filePath, line, column)
        let owner = TestContext.currentToken
        return try await withoutActuallyEscaping(closure) { escapable in
            let loan = Loan(escapable)
            defer { loan.end() }
            return try await body { () async -> R in
                guard let result = await loan.using({ await $0() }) else {
                    return LateCalls.answer(returning: R.self, at: site, owner: owner)
                }
                return result
            }
        }
    }

    /// Lends an async throwing closure of 0 parameters to `body`, for an async call.
    ///
    /// - Parameters:
    ///   - closure: The closure to lend, as the mocked method received it.
    ///   - fileID: The file of the call site, where a failure is reported.
    ///   - filePath: The full path of that file.
    ///   - line: The line of the call site.
    ///   - column: The column of the call site.
    ///   - body: Makes the mock's call, given a stand-in that calls `closure` until `body` returns.
    /// - Returns: What `body` returns.
    /// - Throws: Whatever `body` throws.
    @discardableResult @_disfavoredOverload
    public func lending<R, Result>(
        _ closure: () async throws -> R,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ body: (@escaping () async throws -> R) async throws -> Result
    ) async rethrows -> Result {
        let site = CodeLocation(fileID, filePath, line, column)
        let owner = TestContext.currentToken
        return try await withoutActuallyEscaping(closure) { escapable in
            let loan = Loan(escapable)
            defer { loan.end() }
            return try await body { () async throws -> R in
                guard let result = try await loan.using({ try await $0() }) else {
                    return LateCalls.answer(returning: R.self, at: site, owner: owner)
                }
                return result
            }
        }
    }
}
