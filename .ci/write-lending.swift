// The one template of `Mock.lending`: writes Sources/Scout/DSL/Lending*.swift, the six
// forms (sync, throwing, async, async throwing closures; sync and async calls) for
// closures of zero to three parameters.
//
//   swift .ci/write-lending.swift            # writes the files
//   swift .ci/write-lending.swift --check    # fails if a written file is not current (CI)
//
// Edit this file, never the written ones, and run it again.
import Foundation

let letters = ["A", "B", "C"]
let fileNames = ["Lending", "LendingOneParameter", "LendingTwoParameters", "LendingThreeParameters"]
let numberNames = ["", "1 parameter", "2 parameters", "3 parameters"]

/// One of the six forms: what the lent closure is, and whether the call is async.
struct Form {
    let closureAsync: Bool
    let closureThrows: Bool
    let callAsync: Bool

    var closureWords: String {
        switch (closureAsync, closureThrows) {
        case (false, false): "a synchronous closure"
        case (false, true): "a synchronous throwing closure"
        case (true, false): "an async closure"
        case (true, true): "an async throwing closure"
        }
    }
    var effects: String { (closureAsync ? " async" : "") + (closureThrows ? " throws" : "") }
    var useEffects: String { (closureThrows ? "try " : "") + (closureAsync ? "await " : "") }
}

let forms = [
    Form(closureAsync: false, closureThrows: false, callAsync: false),
    Form(closureAsync: false, closureThrows: true, callAsync: false),
    Form(closureAsync: false, closureThrows: false, callAsync: true),
    Form(closureAsync: false, closureThrows: true, callAsync: true),
    Form(closureAsync: true, closureThrows: false, callAsync: true),
    Form(closureAsync: true, closureThrows: true, callAsync: true),
]

func overload(_ form: Form, arity: Int) -> String {
    let types = Array(letters.prefix(arity))
    let generics = (types + ["R", "Result"]).joined(separator: ", ")
    let parameterList = types.joined(separator: ", ")
    let named = types.map { "\($0.lowercased()): \($0)" }.joined(separator: ", ")
    let passed = types.map { $0.lowercased() }.joined(separator: ", ")
    let count = arity == 1 ? "1 parameter" : "\(arity) parameters"
    let call = form.callAsync ? "an async call" : "a synchronous call"
    let bodyEffects = form.callAsync ? "async throws" : "throws"
    let rethrowing = form.callAsync ? "async rethrows" : "rethrows"
    let tryAwait = form.callAsync ? "try await" : "try"
    let attributes = form.closureThrows ? "@discardableResult @_disfavoredOverload" : "@discardableResult"
    let closureType = "(\(parameterList))\(form.effects) -> R"
    return """
            /// Lends \(form.closureWords) of \(count) to `body`, for \(call).
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
            \(attributes)
            public func lending<\(generics)>(
                _ closure: \(closureType),
                fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
                _ body: (@escaping \(closureType)) \(bodyEffects) -> Result
            ) \(rethrowing) -> Result {
                let site = CodeLocation(fileID, filePath, line, column)
                let owner = TestContext.currentToken
                return \(tryAwait) withoutActuallyEscaping(closure) { escapable in
                    let loan = Loan(escapable)
                    defer { loan.end() }
                    return \(tryAwait) body { (\(named))\(form.effects) -> R in
                        guard let result = \(form.useEffects)loan.using({ \(form.useEffects)$0(\(passed)) }) else {
                            return LateCalls.answer(returning: R.self, at: site, owner: owner)
                        }
                        return result
                    }
                }
            }

        """
}

let generated = "// Written by .ci/write-lending.swift: edit that template, not this file.\n"

let documentation = """
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

    """

func file(arity: Int) -> String {
    let heading = arity == 0 ? documentation : "/// Lending closures of \(numberNames[arity]): see `Lending.swift`.\n"
    var text = generated + "\n" + heading + "extension Mock {\n"
    text += forms.map { "\n" + overload($0, arity: arity) }.joined()
    return text + "}\n"
}

let check = CommandLine.arguments.dropFirst().contains("--check")
let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/Scout/DSL")
var stale: [String] = []
for arity in 0...3 {
    let url = folder.appendingPathComponent(fileNames[arity] + ".swift")
    let text = file(arity: arity)
    let current = try? String(contentsOf: url, encoding: .utf8)
    if current == text { continue }
    if check {
        stale.append(url.lastPathComponent)
    } else {
        try text.write(to: url, atomically: true, encoding: .utf8)
        print("wrote \(url.path)")
    }
}
if !stale.isEmpty {
    FileHandle.standardError.write(Data("""
        error: not what .ci/write-lending.swift writes: \(stale.joined(separator: ", ")).
        Edit the template and run `swift .ci/write-lending.swift`.\n
        """.utf8))
    exit(1)
}
