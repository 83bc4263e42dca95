/// Accepts every argument, `nil` included.
///
/// ```swift
/// mock.expect.log(message: any()).toAlways { _ in }
/// ```
///
/// - Returns: A matcher that accepts any argument, of any type.
public func any() -> some ArgMatcher { AnyValueMatcher() }

struct AnyValueMatcher: ArgMatcher {
    var description: String { "any value" }
    func match(_ argument: Any?) -> ArgMatch { .matched }
}
