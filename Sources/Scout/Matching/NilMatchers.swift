/// Accepts only a `nil` argument. A plain `nil` means the same:
/// `expect.find(name: nil)`.
///
/// - Returns: A matcher that accepts `nil` and rejects every other argument.
public func isNil() -> some ArgMatcher { NilMatcher() }

/// Accepts any argument except `nil`.
///
/// - Returns: A matcher that accepts every argument but `nil`, of any type.
public func notNil() -> some ArgMatcher { NotNilMatcher() }

struct NilMatcher: ArgMatcher {
    var description: String { "nil" }
    func match(_ argument: Any?) -> ArgMatch { ArgMatch(isNilValue(argument)) }
}

struct NotNilMatcher: ArgMatcher {
    var description: String { "not nil" }
    func match(_ argument: Any?) -> ArgMatch { ArgMatch(!isNilValue(argument)) }
}
