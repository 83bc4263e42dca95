// Written by .ci/write-lending.swift: edit that template, not this file.

/// Lending closures of 2 parameters: see `Lending.swift`.
extension Mock {

    /// Lends a synchronous closure of 2 parameters to `body`, for a synchronous call.
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
    public func lending<A, B, R, Result>(
        _ closure: (A, B) -> R,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ body: (@escaping (A, B) -> R) throws -> Result
    ) rethrows -> Result {
        let site = CodeLocation(fileID, filePath, line, column)
        let owner = TestContext.currentToken
        return try withoutActuallyEscaping(closure) { escapable in
            let loan = Loan(escapable)
            defer { loan.end() }
            return try body { (a: A, b: B) -> R in
                guard let result = loan.using({ $0(a, b) }) else {
                    return LateCalls.answer(returning: R.self, at: site, owner: owner)
                }
                return result
            }
        }
    }

    /// Lends a synchronous throwing closure of 2 parameters to `body`, for a synchronous call.
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
    public func lending<A, B, R, Result>(
        _ closure: (A, B) throws -> R,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ body: (@escaping (A, B) throws -> R) throws -> Result
    ) rethrows -> Result {
        let site = CodeLocation(fileID, filePath, line, column)
        let owner = TestContext.currentToken
        return try withoutActuallyEscaping(closure) { escapable in
            let loan = Loan(escapable)
            defer { loan.end() }
            return try body { (a: A, b: B) throws -> R in
                guard let result = try loan.using({ try $0(a, b) }) else {
                    return LateCalls.answer(returning: R.self, at: site, owner: owner)
                }
                return result
            }
        }
    }

    /// Lends a synchronous closure of 2 parameters to `body`, for an async call.
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
    public func lending<A, B, R, Result>(
        _ closure: (A, B) -> R,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ body: (@escaping (A, B) -> R) async throws -> Result
    ) async rethrows -> Result {
        let site = CodeLocation(fileID, filePath, line, column)
        let owner = TestContext.currentToken
        return try await withoutActuallyEscaping(closure) { escapable in
            let loan = Loan(escapable)
            defer { loan.end() }
            return try await body { (a: A, b: B) -> R in
                guard let result = loan.using({ $0(a, b) }) else {
                    return LateCalls.answer(returning: R.self, at: site, owner: owner)
                }
                return result
            }
        }
    }

    /// Lends a synchronous throwing closure of 2 parameters to `body`, for an async call.
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
    public func lending<A, B, R, Result>(
        _ closure: (A, B) throws -> R,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ body: (@escaping (A, B) throws -> R) async throws -> Result
    ) async rethrows -> Result {
        let site = CodeLocation(fileID, filePath, line, column)
        let owner = TestContext.currentToken
        return try await withoutActuallyEscaping(closure) { escapable in
            let loan = Loan(escapable)
            defer { loan.end() }
            return try await body { (a: A, b: B) throws -> R in
                guard let result = try loan.using({ try $0(a, b) }) else {
                    return LateCalls.answer(returning: R.self, at: site, owner: owner)
                }
                return result
            }
        }
    }

    /// Lends an async closure of 2 parameters to `body`, for an async call.
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
    public func lending<A, B, R, Result>(
        _ closure: (A, B) async -> R,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ body: (@escaping (A, B) async -> R) async throws -> Result
    ) async rethrows -> Result {
        let site = CodeLocation(fileID, filePath, line, column)
        let owner = TestContext.currentToken
        return try await withoutActuallyEscaping(closure) { escapable in
            let loan = Loan(escapable)
            defer { loan.end() }
            return try await body { (a: A, b: B) async -> R in
                guard let result = await loan.using({ await $0(a, b) }) else {
                    return LateCalls.answer(returning: R.self, at: site, owner: owner)
                }
                return result
            }
        }
    }

    /// Lends an async throwing closure of 2 parameters to `body`, for an async call.
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
    public func lending<A, B, R, Result>(
        _ closure: (A, B) async throws -> R,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ body: (@escaping (A, B) async throws -> R) async throws -> Result
    ) async rethrows -> Result {
        let site = CodeLocation(fileID, filePath, line, column)
        let owner = TestContext.currentToken
        return try await withoutActuallyEscaping(closure) { escapable in
            let loan = Loan(escapable)
            defer { loan.end() }
            return try await body { (a: A, b: B) async throws -> R in
                guard let result = try await loan.using({ try await $0(a, b) }) else {
                    return LateCalls.answer(returning: R.self, at: site, owner: owner)
                }
                return result
            }
        }
    }
}
