/// The messages of the typed blocks and of `calling(_:with:)`, which read a call's
/// arguments for the test.
extension Messages {
    /// A typed block whose parameters are not as many as the call's arguments.
    static func blockParameterCount(_ parameters: [Any.Type], in selector: Selector, arguments: Int) -> String {
        let types = parameters.map(typeName).joined(separator: ", ")
        let spelled = parameters.count == 1 ? "1 parameter" : "\(parameters.count) parameters"
        let labels = selector.argumentLabels.map { $0.isEmpty ? "_" : $0 }.joined(separator: ", ")
        return MessageLayout(
            headline: "The block takes \(spelled) (\(types)), but \(selector) has \(arguments) argument"
                + "\(arguments == 1 ? "" : "s").",
            fix: arguments == 0
                ? "Give the block no parameters: { … }."
                : "Give the block one parameter per argument, in order: \(labels)."
        ).text
    }

    /// A typed block's parameter of another type than its argument.
    static func blockParameterType(
        _ position: Int, label: String, in selector: Selector, actual: Any?, requested: Any.Type
    ) -> String {
        let argument = label.isEmpty ? "argument \(position + 1)" : "argument \(label)"
        let parameter = "The block's parameter \(position + 1) is \(aOrAn(typeName(requested)))"
        if isNilValue(actual) {
            return MessageLayout(
                headline: "\(parameter), but \(argument) of \(selector) is nil.",
                fix: "Declare parameter \(position + 1) as \(typeName(requested))?."
            ).text
        }
        let actualType = typeName(of: flattened(actual))
        return MessageLayout(
            headline: "\(parameter), but \(argument) of \(selector) is \(aOrAn(actualType)).",
            fix: actualType.contains("->")
                ? "Declare parameter \(position + 1) as @escaping \(actualType) (function types match exactly, "
                    + "@Sendable included), or answer with calling(_:with:)."
                : "Declare parameter \(position + 1) as \(actualType)."
        ).text
    }

    /// `calling(label, with:)` where the argument is not a closure taking the value.
    static func notACallback(_ label: String, in selector: Selector, actual: Any?, value: Any.Type) -> String {
        let argument = label.isEmpty ? "The unlabeled argument" : "The argument \(label)"
        let actualText = isNilValue(actual) ? "nil" : aOrAn(typeName(of: flattened(actual)))
        return MessageLayout(
            headline: "\(argument) of \(selector) is \(actualText), not a closure that takes "
                + "\(aOrAn(typeName(value))).",
            fix: "Pass calling(_:with:) a value of the closure's one parameter type, spelled in full "
                + "(Result<Data, any Error>.success(data)); for a closure of several parameters or an unlabeled "
                + "one, answer with a block that takes it: .to { (…, completion: @escaping …) in completion(…) }."
        ).text
    }
}
