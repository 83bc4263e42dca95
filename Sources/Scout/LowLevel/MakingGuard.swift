import CScoutAtomics

/// Making a value by running the type's own code (a `Decodable` initializer), one
/// thread at a time: refuses a type already being made on this thread (a model
/// whose `init(from:)` calls a mock that must make the same model would recurse
/// until the stack overflows), and notes what is being made so that, if the
/// type's code stops the process (a `precondition`), standard error says which
/// value Scout was making and why (see `Making.c`).
@usableFromInline package enum MakingGuard {
    /// `body`'s value, or `nil` when a value of `type` is already being made on
    /// this thread (or 64 are nested).
    @inlinable package static func making<Value>(_ type: Any.Type, note: String, _ body: () throws -> Value) rethrows
        -> Value?
    {
        let identity = unsafeBitCast(type, to: UnsafeRawPointer.self)
        guard note.withCString({ cscout_making_enter(identity, $0) }) != 0 else { return nil }
        defer { cscout_making_leave() }
        return try body()
    }
}
