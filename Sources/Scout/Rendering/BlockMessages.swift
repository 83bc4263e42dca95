/// The messages of the typed blocks and of `calling(_:with:)`, which read a call's
/// arguments for the test.
extension Messages {
    /// A typed block whose parameters are not as many as the call's arguments.
    static func blockParameterCount(_ parameters: [Any.Type], in selector: Selector, arguments: Int) -> String {
        let types = parameters.map(typeName).joined(separator: ", ")
        let spelled = parameters.count == 1 ? "1 parameter" : "\(parameters.count) parameters"
        return MessageLayout(
            headline: "The block takes \(spelled) (\(types)), but \(selector) has \(arguments) argument"
                + "\(arguments == 1 ? "" : "s").",
            fix: "Give the block one parameter per argument, in order"
                + (selector.argumentLabels.isEmpty
                    ? "." : ": \(selector.argumentLabels.map { $0.isEmpty ? "_" : $0 }.joined(separator: ", ")).")
        ).text
    }

    /// `calling(label, with:)` where the argument is not a closure taking the value.
    static func notACallback(_ label: String, in selector: Selector, actual: Any?, value: Any.Type) -> String {
        let actualType = typeName(of: flattened(actual))
        return MessageLayout(
            headline: "The argument \(label) of \(selector) is \(aOrAn(actualType)), not a closure that takes "
                + "\(aOrAn(typeName(value))).",
            fix: "Pass calling(_:with:) a value of the closure's parameter type, spelled in full "
                + "(Result<Data, any Error>.success(data)), or answer with a block that calls it."
        ).text
    }
}
