/// A reference that does not keep its object alive: for data read under a mock's
/// lock whose objects the same locked state owns. Using one after the owner let
/// the object go is a use after free, so only State/ keeps these, next to the
/// strong reference that owns the object.
@usableFromInline package struct Unretained<Object: AnyObject> {
    @usableFromInline let reference: Unmanaged<Object>

    @_transparent
    @usableFromInline package init(_ object: Object) {
        reference = .passUnretained(object)
    }

    /// The object, retained for as long as the caller keeps it.
    @_transparent
    @usableFromInline package var object: Object { reference.takeUnretainedValue() }

    /// Calls `body` with the object, without retaining it where the optimizer can
    /// prove it safe.
    @_transparent
    @usableFromInline package func with<Result>(_ body: (Object) throws -> Result) rethrows -> Result {
        #if DEBUG
            // Unoptimized, a closure costs more than a retain.
            try body(reference.takeUnretainedValue())
        #else
            try reference._withUnsafeGuaranteedRef(body)
        #endif
    }

    /// Whether this refers to `object`.
    @_transparent
    @usableFromInline package func refers(to object: Object) -> Bool {
        reference.toOpaque() == Unmanaged.passUnretained(object).toOpaque()
    }
}

extension Unretained: @unchecked Sendable where Object: Sendable {}
