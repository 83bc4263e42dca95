/// Accepts every argument, `nil` included.
///
/// ```swift
/// mock.expect.log(message: any()).toAlways { _ in }
/// ```
public func any() -> some ArgMatcher { AnyValueMatcher() }

struct AnyValueMatcher: ArgMatcher {
    var description: String { "any value" }
    func match(_ argument: Any?) -> ArgMatch { .matched }
}
