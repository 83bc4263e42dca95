import CScoutAtomics

/// Memory for the small buffers of a mock's records (``LockGuarded`` fields,
/// ``RawBuffer``s), from `malloc` itself. On Linux Swift's `allocate` asks for
/// aligned memory (`posix_memalign`) even for alignments `malloc` already gives,
/// which costs about 45 instructions more per allocation (callgrind, release):
/// a fresh mock with one expectation makes four such allocations.
///
/// Memory from ``allocate(_:capacity:)`` is freed only by ``free(_:)``, with the same
/// element type: both take `malloc` for an element aligned to at most 8 bytes (what
/// `malloc` guarantees everywhere), Swift's own allocation otherwise.
@usableFromInline package enum HeapMemory {
    /// Uninitialized memory for `capacity` elements (at least one).
    @inlinable package static func allocate<Element: ~Copyable>(
        _ type: Element.Type, capacity: Int
    ) -> UnsafeMutablePointer<Element> {
        guard MemoryLayout<Element>.alignment <= 8 else { return .allocate(capacity: capacity) }
        return bytes(MemoryLayout<Element>.stride * capacity).bindMemory(to: Element.self, capacity: capacity)
    }

    /// Uninitialized memory of `count` bytes (at least one), aligned to 8, from
    /// `malloc`: freed by ``free(_:)`` as memory of a type aligned to 8 at most.
    @inlinable package static func bytes(_ count: Int) -> UnsafeMutableRawPointer {
        guard let memory = cscout_allocate(count) else { fatalError("Scout: out of memory for \(count) bytes") }
        return memory
    }

    /// Frees memory ``allocate(_:capacity:)`` gave for elements of the same type,
    /// already deinitialized.
    @inlinable package static func free<Element: ~Copyable>(_ memory: UnsafeMutablePointer<Element>) {
        guard MemoryLayout<Element>.alignment <= 8 else { return memory.deallocate() }
        cscout_free(memory)
    }
}
