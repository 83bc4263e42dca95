/// Collects the steps of ``verifyInOrder(strict:fileID:filePath:line:column:_:)``:
/// one `received` query per line, with `for` loops and `if`/`else` among them.
@resultBuilder
public enum InOrderSteps {
    /// One step: `cart.received.add(item: any())`.
    ///
    /// - Parameter step: A `received` query.
    /// - Returns: The one step.
    public static func buildExpression(_ step: ReceivedInteractions) -> [ReceivedInteractions] { [step] }

    /// The steps, in the order written.
    ///
    /// - Parameter steps: The steps of each line, in order.
    /// - Returns: Every step, in one list, in the order written.
    public static func buildBlock(_ steps: [ReceivedInteractions]...) -> [ReceivedInteractions] {
        steps.flatMap { $0 }
    }

    /// The steps of a `for` loop, one pass after another: a step written once in
    /// `for _ in 1...3 { … }` is three steps.
    ///
    /// - Parameter passes: The steps of each pass, in order.
    /// - Returns: Every step, in one list, one pass after another.
    public static func buildArray(_ passes: [[ReceivedInteractions]]) -> [ReceivedInteractions] {
        passes.flatMap { $0 }
    }

    /// The steps of an `if` without `else`: none when its condition is false.
    ///
    /// - Parameter steps: The steps of the `if`; `nil` when its condition is false.
    /// - Returns: Those steps, or none.
    public static func buildOptional(_ steps: [ReceivedInteractions]?) -> [ReceivedInteractions] {
        steps ?? []
    }

    /// The steps of the `if` branch taken.
    ///
    /// - Parameter steps: The steps of the `if` branch.
    /// - Returns: Those steps.
    public static func buildEither(first steps: [ReceivedInteractions]) -> [ReceivedInteractions] { steps }

    /// The steps of the `else` branch taken.
    ///
    /// - Parameter steps: The steps of the `else` branch.
    /// - Returns: Those steps.
    public static func buildEither(second steps: [ReceivedInteractions]) -> [ReceivedInteractions] { steps }
}

/// Fails the test, at this line, unless interactions matching the steps happened
/// in the order written, across one mock or several.
///
/// ```swift
/// verifyInOrder {
///     cart.received.checkout()
///     payments.received.charge(amount: greaterThan(0))
///     mailer.received.send(to: "ada@example.com")
/// }
/// ```
///
/// Each step is a `received` query, with the same matchers as `called(_:)`. Other
/// interactions may come between the steps; with `strict: true`, none of those
/// mocks may have any interaction between the first step and the last. The
/// failure lists every interaction of the mocks involved, in the order they
/// happened, each marked against the step it matched or failed.
///
/// - Parameters:
///   - strict: When `true`, the mocks involved may have no other interaction between the first step and the last.
///   - fileID: The file of the call site, where a failure is reported.
///   - filePath: The full path of that file.
///   - line: The line of the call site.
///   - column: The column of the call site.
///   - steps: The steps, one `received` query per line.
/// - Returns: Whether the interactions matched the steps in order; `true` when there are no steps.
@discardableResult
public func verifyInOrder(
    strict: Bool = false,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    @InOrderSteps _ steps: () -> [ReceivedInteractions]
) -> Bool {
    let location = CodeLocation(fileID, filePath, line, column)
    return OrderCheck.run(steps(), strict: strict, at: location)
}
