/// How the mock was reached, which decides what it may do: only calls can throw,
/// and a call made through `call(throwing:)` only errors of its type.
enum CallPath {
    case get
    /// A read through `mock.get(throwing:)`: an effectful property (`get throws`).
    case throwingGet(ThrownErrors)
    case set
    case call(ThrownErrors)
    case asyncCall(ThrownErrors)

    /// Whether the call may throw `error`.
    func admits(_ error: any Error) -> Bool {
        switch self {
        case .get, .set: false
        case .throwingGet(let errors), .call(let errors), .asyncCall(let errors): errors.admits(error)
        }
    }

    /// The path as messages name it.
    var throwSite: ThrowSite {
        switch self {
        case .get: .read
        case .throwingGet(let errors): .call(errorType: errors.type)
        case .set: .assignment
        case .call(let errors), .asyncCall(let errors): .call(errorType: errors.type)
        }
    }
}

/// The errors a call may throw: any, none (`mock.run`), or those of one type for
/// typed throws.
enum ThrownErrors: Sendable {
    case any
    /// No error at all: a call forwarded with `mock.run`; no payload to copy per call.
    case nothing
    case only(any Error.Type, admits: @Sendable (any Error) -> Bool)

    static func only<Failure: Error>(_ type: Failure.Type) -> ThrownErrors {
        .only(type) { $0 is Failure }
    }

    /// The error type, or `nil` for untyped `throws`; `Never` for none.
    var type: (any Error.Type)? {
        switch self {
        case .any: nil
        case .nothing: Never.self
        case .only(let type, _): type
        }
    }

    func admits(_ error: any Error) -> Bool {
        switch self {
        case .any: true
        case .nothing: false
        case .only(_, let admits): admits(error)
        }
    }
}
