/// A growable buffer of `Element`s without bounds checks in optimized builds or
/// copy-on-write: the member table and a member's active expectations keep plain
/// data in these, and read it under the mock's lock without reference counting or
/// generic calls. Not copyable: one owner, which frees it by going away.
///
/// Indices must be below ``count``; unoptimized builds assert it.
struct RawBuffer<Element>: ~Copyable {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int = 0) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    subscript(index: Int) -> Element {
        @_transparent get {
            assert(index >= 0 && index < count, "RawBuffer index out of range")
            return base[index]
        }
        @_transparent nonmutating set {
            assert(index >= 0 && index < count, "RawBuffer index out of range")
            base[index] = newValue
        }
    }

    /// A cursor over the elements, for a loop that must not re-read the buffer's
    /// fields at every step. Valid until the buffer changes.
    @_transparent
    var cursor: RawCursor<Element> { RawCursor(base) }

    /// Reads the element at `index` in place, without copying it.
    @_transparent
    func withElement<Result>(at index: Int, _ body: (inout Element) throws -> Result) rethrows -> Result {
        assert(index >= 0 && index < count, "RawBuffer index out of range")
        return try body(&base[index])
    }

    mutating func append(_ element: Element) {
        reserve(count + 1)
        (base + count).initialize(to: element)
        count += 1
    }

    mutating func append(contentsOf elements: [Element]) {
        reserve(count + elements.count)
        for element in elements {
            (base + count).initialize(to: element)
            count += 1
        }
    }

    /// Removes `length` elements from `index` on, moving the later ones down.
    mutating func remove(at index: Int, length: Int = 1) {
        assert(index >= 0 && index + length <= count, "RawBuffer range out of range")
        (base + index).deinitialize(count: length)
        (base + index).moveInitialize(from: base + index + length, count: count - index - length)
        count -= length
    }

    /// Removes every element, keeping the memory.
    mutating func removeAll() {
        base.deinitialize(count: count)
        count = 0
    }

    /// Makes room for `needed` elements.
    mutating func reserve(_ needed: Int) {
        guard needed > capacity else { return }
        let grown = max(needed, max(4, capacity * 2))
        let buffer = UnsafeMutablePointer<Element>.allocate(capacity: grown)
        buffer.moveInitialize(from: base, count: count)
        base.deallocate()
        base = buffer
        capacity = grown
    }

    /// The elements, copied into an array.
    var elements: [Element] { (0..<count).map { base[$0] } }
}

/// A log of `Element`s in chunks: appending never moves the elements already
/// there, and each page of memory is touched once. Chunks start small (a mock
/// called a few times holds a few hundred bytes) and double up to 4,096 elements.
/// Not copyable: one owner, which frees it by going away.
struct ChunkedBuffer<Element>: ~Copyable {
    private var chunks: [UnsafeMutablePointer<Element>] = []
    /// Where the next element goes, in the last chunk (a placeholder until there is one).
    private var next = UnsafeMutablePointer<Element>(bitPattern: MemoryLayout<Element>.alignment)!
    private var roomLeft = 0
    private(set) var count = 0

    init() {}

    /// The elements the chunks allocated so far can hold.
    var capacity: Int { count + roomLeft }

    deinit {
        var remaining = count
        for (index, chunk) in chunks.enumerated() {
            let used = min(remaining, Self.capacity(ofChunk: index))
            chunk.deinitialize(count: used)
            chunk.deallocate()
            remaining -= used
        }
    }

    /// 16, 32, … elements, then 4,096 for every chunk from the ninth on.
    @inline(__always)
    private static func capacity(ofChunk index: Int) -> Int {
        16 << min(index, 8)
    }

    @_transparent
    mutating func append(_ element: Element) {
        if roomLeft == 0 { addChunk() }
        next.initialize(to: element)
        next += 1
        roomLeft -= 1
        count += 1
    }

    private mutating func addChunk() {
        let capacity = Self.capacity(ofChunk: chunks.count)
        let chunk = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
        chunks.append(chunk)
        next = chunk
        roomLeft = capacity
    }

    /// Calls `body` with each element in place, oldest first.
    @inline(__always)
    func forEach(_ body: (borrowing Element) throws -> Void) rethrows {
        var remaining = count
        for (index, chunk) in chunks.enumerated() {
            let used = min(remaining, Self.capacity(ofChunk: index))
            for offset in 0..<used { try body(chunk[offset]) }
            remaining -= used
        }
    }
}

/// A position in a ``RawBuffer``: reads elements relative to it, without checks in
/// optimized builds. Valid until the buffer changes.
struct RawCursor<Element> {
    private var position: UnsafeMutablePointer<Element>

    @_transparent
    init(_ position: UnsafeMutablePointer<Element>) {
        self.position = position
    }

    subscript(offset: Int) -> Element {
        @_transparent get { position[offset] }
    }

    /// Moves the cursor `count` elements on.
    @_transparent
    mutating func advance(by count: Int) {
        position += count
    }
}
