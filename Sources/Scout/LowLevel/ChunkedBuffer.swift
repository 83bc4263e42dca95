/// A log of `Element`s in chunks: appending never moves the elements already
/// there, and each page of memory is touched once. Chunks start small (a mock
/// called a few times holds a few hundred bytes) and double up to 4,096 elements.
/// The chunks of 4,096 come from a ``LogChunkPool`` and go back to it.
/// Not copyable: one owner, which frees it by going away.
@usableFromInline package struct ChunkedBuffer<Element>: ~Copyable {
    /// The chunks, untyped: `deinit` runs unspecialized when the owner is in
    /// another module (as ScoutCore is), and an array of typed pointers would look
    /// its element type's metadata up there, about 330 instructions each time.
    @usableFromInline var chunks: [UnsafeMutableRawPointer] = []
    /// Where the next element goes, in the last chunk (a placeholder until there is one).
    @usableFromInline var next = UnsafeMutablePointer<Element>(bitPattern: MemoryLayout<Element>.alignment)!
    @usableFromInline var roomLeft = 0
    @usableFromInline package private(set) var count = 0
    /// Where the full-size chunks come from and go back to. Unowned: the shared
    /// pool lives as long as the process, and a test's own outlives its buffers;
    /// a retain and a release on one global object per mock cost 60 instructions.
    @usableFromInline unowned(unsafe) let pool: LogChunkPool

    /// The pool this buffer uses.
    @inlinable package var chunkPool: LogChunkPool { pool }

    @inlinable package init(pool: LogChunkPool = .shared) {
        self.pool = pool
    }

    /// The elements the chunks allocated so far can hold.
    @inlinable package var capacity: Int { count + roomLeft }

    @inlinable deinit {
        // An index, not `enumerated()`: unspecialized, its iterator's metadata is
        // looked up too.
        var remaining = count
        var index = 0
        while index < chunks.count {
            let chunk = chunks[index]
            let used = min(remaining, Self.capacity(ofChunk: index))
            chunk.assumingMemoryBound(to: Element.self).deinitialize(count: used)
            if Self.isPooled(index) {
                pool.give(chunk, bytes: Self.fullChunkBytes)
            } else {
                chunk.deallocate()
            }
            remaining -= used
            index += 1
        }
    }

    /// 16, 32, … elements, then 4,096 for every chunk from the ninth on.
    @inline(__always)
    @inlinable static func capacity(ofChunk index: Int) -> Int {
        // A ternary, not `min`: unoptimized, `min` is a generic call.
        16 << (index < firstFullChunk ? index : firstFullChunk)
    }

    /// The index of the first chunk of 4,096 elements.
    @inlinable static var firstFullChunk: Int { 8 }

    /// The bytes of a chunk of 4,096 elements.
    @inlinable package static var fullChunkBytes: Int {
        capacity(ofChunk: firstFullChunk) * MemoryLayout<Element>.stride
    }

    /// Whether the chunk at `index` comes from the pool: a full-size one, of
    /// elements the pool's 16-byte alignment suits and that take room.
    @inline(__always)
    @inlinable static func isPooled(_ index: Int) -> Bool {
        index >= firstFullChunk && MemoryLayout<Element>.alignment <= 16 && MemoryLayout<Element>.stride > 0
    }

    @_transparent
    @usableFromInline package mutating func append(_ element: consuming Element) {
        if roomLeft == 0 { addChunk() }
        next.initialize(to: element)
        next += 1
        roomLeft -= 1
        count += 1
    }

    @inlinable mutating func addChunk() {
        let index = chunks.count
        let capacity = Self.capacity(ofChunk: index)
        let chunk =
            Self.isPooled(index)
            ? pool.take(bytes: Self.fullChunkBytes).bindMemory(to: Element.self, capacity: capacity)
            : UnsafeMutablePointer<Element>.allocate(capacity: capacity)
        chunks.append(UnsafeMutableRawPointer(chunk))
        next = chunk
        roomLeft = capacity
    }

    /// Reads the element at `position` in place. Positions must be below `count`;
    /// unoptimized builds assert it.
    @inlinable package func withElement<Result>(at position: Int, _ body: (borrowing Element) throws -> Result) rethrows
        -> Result
    {
        assert(position >= 0 && position < count, "ChunkedBuffer position out of range")
        // Chunks 0 to 8 double from 16 elements (8,176 in all); every later one holds 4,096.
        let doubling = 16 * ((1 << 9) - 1)
        let chunk: Int
        let offset: Int
        if position < doubling {
            let sixteens = position / 16 + 1
            chunk = Int.bitWidth - 1 - sixteens.leadingZeroBitCount
            offset = position - 16 * ((1 << chunk) - 1)
        } else {
            chunk = 9 + (position - doubling) / 4_096
            offset = (position - doubling) % 4_096
        }
        return try body(chunks[chunk].assumingMemoryBound(to: Element.self)[offset])
    }

    /// Calls `body` with each element in place, oldest first.
    @inline(__always)
    @inlinable package func forEach(_ body: (borrowing Element) throws -> Void) rethrows {
        var remaining = count
        for (index, chunk) in chunks.enumerated() {
            let used = min(remaining, Self.capacity(ofChunk: index))
            let elements = chunk.assumingMemoryBound(to: Element.self)
            for offset in 0..<used { try body(elements[offset]) }
            remaining -= used
        }
    }
}

/// A position in a ``RawBuffer``: reads elements relative to it, without checks in
/// optimized builds. Valid until the buffer changes.
@usableFromInline package struct RawCursor<Element> {
    @usableFromInline var position: UnsafeMutablePointer<Element>

    @_transparent
    @usableFromInline package init(_ position: UnsafeMutablePointer<Element>) {
        self.position = position
    }

    @inlinable package subscript(offset: Int) -> Element {
        @_transparent get { position[offset] }
    }

    /// Moves the cursor `count` elements on.
    @_transparent
    @usableFromInline package mutating func advance(by count: Int) {
        position += count
    }
}
