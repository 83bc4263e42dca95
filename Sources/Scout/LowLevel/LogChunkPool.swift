import CScoutAtomics

/// The interaction log's full-size chunks that a mock gave back when it went
/// away, kept for the next log that grows, up to ``limit`` bytes.
///
/// A mock called a million times keeps 40 MB of records. Given back to the
/// system when the mock goes (glibc returns a heap's free top to the kernel), that
/// memory comes back to the next such mock as new pages, each a page fault on
/// first write. Chunks kept here are already mapped: the next log writes into them
/// without a fault. A log that grows past what the pool holds writes into new
/// memory, whose pages ``take(bytes:)`` maps in one system call where the system
/// allows it (`cscout_prefault`) rather than in a fault each. What each saves is
/// in the Performance article ("Measurements behind the code").
///
/// Under AddressSanitizer the shared pool keeps nothing: a freed log goes back to
/// the sanitizer, whose quarantine holds it back from reuse, so a read of it is
/// reported. Any other pool (the tests make their own) poisons a kept chunk until
/// it is taken again.
@usableFromInline package final class LogChunkPool: Sendable {
    /// The pool every interaction log uses: at most 64 MiB, what the records of
    /// 1.6 million calls take; nothing under AddressSanitizer.
    @usableFromInline package static let shared = LogChunkPool(limit: checksPoisoning ? 0 : 64 << 20)

    /// The bytes the pool keeps at most; a chunk given back past it is freed.
    @usableFromInline package let limit: Int

    /// The kept chunks by their size in bytes, as addresses.
    @usableFromInline struct Kept: Sendable {
        @usableFromInline package var chunks: [Int: [UInt]] = [:]
        @usableFromInline package var bytes = 0
    }

    @usableFromInline let kept = Locked(Kept())

    @inlinable package init(limit: Int) {
        self.limit = limit
    }

    deinit {
        freeAll()
    }

    /// Frees every chunk kept: the benchmark starts each scenario so, so that none
    /// writes into memory an earlier one left.
    package func freeAll() {
        let chunks = kept.withLock { kept in
            defer { kept = Kept() }
            return kept.chunks
        }
        for (bytes, addresses) in chunks {
            for address in addresses { Self.free(Self.pointer(address), bytes: bytes) }
        }
    }

    /// The bytes of the chunks kept now.
    package var heldBytes: Int { kept.withLock { $0.bytes } }

    /// Memory for a chunk of `bytes`, aligned to 16 bytes: a kept one when there
    /// is one of that size, else newly allocated.
    @inlinable package func take(bytes: Int) -> UnsafeMutableRawPointer {
        let reused = kept.withLock { kept -> UInt? in
            guard let address = kept.chunks[bytes]?.popLast() else { return nil }
            kept.bytes -= bytes
            return address
        }
        guard let reused else {
            let fresh = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 16)
            // Its pages mapped in one system call, not in a fault each as the log
            // reaches them.
            _ = cscout_prefault(fresh, bytes)
            return fresh
        }
        let chunk = Self.pointer(reused)
        cscout_unpoison(chunk, bytes)
        return chunk
    }

    /// Takes back a chunk of `bytes` that ``take(bytes:)`` gave, its elements
    /// deinitialized: kept while the pool holds less than ``limit``, else freed.
    @inlinable package func give(_ chunk: UnsafeMutableRawPointer, bytes: Int) {
        // Poisoned before another thread can take it, which unpoisons it.
        cscout_poison(chunk, bytes)
        let isKept = kept.withLock { kept -> Bool in
            guard kept.bytes + bytes <= limit else { return false }
            kept.chunks[bytes, default: []].append(UInt(bitPattern: chunk))
            kept.bytes += bytes
            return true
        }
        if !isKept { Self.free(chunk, bytes: bytes) }
    }

    /// Whether AddressSanitizer would report a read of `address`; always false
    /// without it.
    @inlinable package static func isPoisoned(_ address: UnsafeRawPointer) -> Bool { cscout_is_poisoned(address) != 0 }

    /// Whether the process runs under AddressSanitizer.
    @inlinable package static var checksPoisoning: Bool { cscout_address_sanitizer_present() != 0 }

    @inlinable static func pointer(_ address: UInt) -> UnsafeMutableRawPointer {
        UnsafeMutableRawPointer(bitPattern: address).unsafelyUnwrapped
    }

    @inlinable static func free(_ chunk: UnsafeMutableRawPointer, bytes: Int) {
        cscout_unpoison(chunk, bytes)
        chunk.deallocate()
    }
}
