/// Sets expectations that must be used in the order written, across one mock or
/// several: a call that comes out of order fails when it happens, while the code
/// under test is still on the stack, naming the step it jumped over.
///
/// ```swift
/// expectInOrder {
///     inventory.expect.reserve(item: 1).toBeCalled()
///     payments.expect.charge(amount: any()).to(`return`(receipt))
///     mailer.expect.send(to: any()).toBeCalled()
/// }
/// ```
///
/// Each step must be used as often as its `times` requires (at least once) before
/// a later one answers. The call that jumps ahead is still answered, so the test
/// goes on and reports everything.
///
/// - Parameters:
///   - fileID: The file of the call site, where a failure is reported.
///   - filePath: The full path of that file.
///   - line: The line of the call site.
///   - column: The column of the call site.
///   - expectations: Sets the expectations, in the order they must be used.
/// - Throws: Whatever `expectations` throws.
public func expectInOrder(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    _ expectations: () throws -> Void
) rethrows {
    let sequence = ExpectationSequence(location: CodeLocation(fileID, filePath, line, column))
    try ExpectationSequence.setting(sequence) { try expectations() }
}
