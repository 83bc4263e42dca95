import ScoutLowLevel

/// Accepts exactly the object `object` (`===`), for classes that are not
/// `Equatable` or when identity is what matters.
///
/// ```swift
/// mock.expect.attach(session: identicalTo(session)).toBeCalled()
/// ```
///
/// - Parameter object: The object the argument must be.
/// - Returns: A matcher that accepts `object` itself; `nil` and other objects are rejected, and a value that is
///   no object is of the wrong type.
public func identicalTo(_ object: AnyObject) -> some ArgMatcher {
    IdentityMatcher(expected: object)
}

/// Holds the object only to compare identities; never touches its state.
struct IdentityMatcher: ArgMatcher {
    @Shared var expected: AnyObject

    var description: String { "identical to \(renderIdentity(expected))" }

    func match(_ argument: Any?) -> ArgMatch {
        guard let argument = flattened(argument) else { return .mismatched }
        guard type(of: argument) is AnyClass else {
            return .wrongType(expected: type(of: expected))
        }
        return ArgMatch((argument as AnyObject) === expected)
    }
}
