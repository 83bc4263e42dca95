/// Accepts an argument whose dynamic type is `type` or a subtype of it (`is`).
///
/// ```swift
/// mock.expect.handle(error: instance(of: NetworkError.self)).to(`return`(false))
/// ```
///
/// - Parameter type: The type the argument must be an instance of.
/// - Returns: A matcher that accepts an instance of `type` or of a subtype; `nil` is rejected.
public func instance<Value>(of type: Value.Type) -> some ArgMatcher {
    InstanceMatcher<Value>()
}

struct InstanceMatcher<Value>: ArgMatcher {
    var description: String { "an instance of \(typeName(Value.self))" }

    func match(_ argument: Any?) -> ArgMatch {
        guard let argument = flattened(argument) else { return .mismatched }
        return ArgMatch(argument is Value)
    }
}
