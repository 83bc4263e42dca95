import ScoutLowLevel

/// The member an expectation is set for: a selector already made, or a call as
/// the test wrote it, whose selector is made only when the mock has no member
/// spelled with the same words (the member's first expectation, or other
/// strings): the thousandth expectation of `fetch(id:)` builds neither a selector
/// nor an array of its labels.
enum ExpectedMember {
    case selector(Selector)
    case call(String, arguments: KeyValuePairs<String, Any?>)

    /// Its selector, made from the call's name and labels if it has none (for a
    /// message, say).
    func selector(fastPath: Bool) -> Selector {
        switch self {
        case .selector(let selector): selector
        case .call(let name, let arguments): Selector(.call, name, arguments: arguments, fastPath: fastPath)
        }
    }
}
