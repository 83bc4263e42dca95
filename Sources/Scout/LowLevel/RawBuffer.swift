/// A growable buffer of `Element`s without bounds checks in optimized builds or
/// copy-on-write: the member table and a member's active expectations keep plain
/// data in these, and read it under the mock's lock without reference counting or
/// generic calls. Not copyable: one owner, which frees it by going away.
///
/// Indices must be below ``count``; unoptimized builds assert it.
///
/// Removing from the front costs nothing to move: the elements start past a gap
/// at the front of the memory, which the next growth reclaims. Expectations are
/// mostly used up in the order set, so a member with N of them retires each in
/// constant time.
@usableFromInline package struct RawBuffer<Element>: ~Copyable {
    /// The first element; `allocation` plus the gap left by removals at the front.
    @usableFromInline package private(set) var base: UnsafeMutablePointer<Element>
    @usableFromInline package private(set) var count = 0
    /// The memory, as allocated.
    @usableFromInline var allocation: UnsafeMutablePointer<Element>
    /// Elements the memory holds from `allocation` on; 0 while nothing is allocated.
    @usableFromInline var allocated: Int

    /// Whether the buffer frees its memory (it allocated it).
    @inlinable package var ownsMemory: Bool { allocated > 0 }

    /// A buffer with room for `capacity` elements. With none, nothing is allocated
    /// until the first element comes: `allocation` is then a well-aligned address
    /// that is never read, written or freed (a fresh mock makes several empty
    /// buffers; each allocation costs about 300 instructions with its free).
    @inlinable package init(capacity: Int = 0) {
        allocated = capacity
        allocation = capacity > 0 ? HeapMemory.allocate(Element.self, capacity: capacity) : Self.unallocated
        base = allocation
    }

    /// The address of a buffer that allocated nothing: its element alignment, as
    /// an empty `Array`'s storage is never `nil` either.
    @inlinable static var unallocated: UnsafeMutablePointer<Element> {
        // `!`, not `unsafelyUnwrapped`: unoptimized, that is a generic call.
        UnsafeMutablePointer<Element>(bitPattern: MemoryLayout<Element>.alignment)!
    }

    /// Runs unspecialized when the owner is in another module (ScoutCore's
    /// `LockGuarded` and `Guarded` fields are destroyed through value witnesses): an empty
    /// buffer, as most of a fresh mock's are, skips the generic `deinitialize`.
    @inlinable deinit {
        if count > 0 { base.deinitialize(count: count) }
        if allocated > 0 { HeapMemory.free(allocation) }
    }

    /// Room from `base` to the end of the memory.
    @inlinable var capacity: Int { allocated - (base - allocation) }

    @inlinable package subscript(index: Int) -> Element {
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
    @usableFromInline package var cursor: RawCursor<Element> { RawCursor(base) }

    /// Reads the element at `index` in place, without copying it.
    @_transparent
    @usableFromInline package func withElement<Result>(at index: Int, _ body: (inout Element) throws -> Result) rethrows
        -> Result
    {
        assert(index >= 0 && index < count, "RawBuffer index out of range")
        return try body(&base[index])
    }

    @inlinable package mutating func append(_ element: Element) {
        reserve(count + 1)
        (base + count).initialize(to: element)
        count += 1
    }

    /// Appends `element` `repeated` times: one reservation and one fill.
    @inlinable package mutating func append(_ element: Element, repeated: Int) {
        reserve(count + repeated)
        (base + count).initialize(repeating: element, count: repeated)
        count += repeated
    }

    /// Removes `length` elements from `index` on, moving whichever side is
    /// shorter: the earlier elements up (the gap at the front grows) or the later
    /// ones down.
    @inlinable package mutating func remove(at index: Int, length: Int = 1) {
        assert(index >= 0 && length >= 0 && index + length <= count, "RawBuffer range out of range")
        (base + index).deinitialize(count: length)
        let after = count - index - length
        if index < after {
            // Overlapping moves are allowed: this copies from the end backwards.
            (base + length).moveInitialize(from: base, count: index)
            base += length
        } else {
            (base + index).moveInitialize(from: base + index + length, count: after)
        }
        count -= length
    }

    /// Removes every element, keeping the memory.
    @inlinable package mutating func removeAll() {
        base.deinitialize(count: count)
        count = 0
        base = allocation
    }

    /// Makes room for `needed` elements: moves them to the front of the memory
    /// when the gap there is at least half of it, else to memory twice as large.
    @inlinable package mutating func reserve(_ needed: Int) {
        if needed > capacity { makeRoom(needed) }
    }

    /// `reserve`'s work when there is too little room. Its own function:
    /// unoptimized, each call zeroes every local of the function it enters, so a
    /// `reserve` with room to spare costs a compare (callgrind, debug scenario t).
    @inlinable mutating func makeRoom(_ needed: Int) {
        let gap = base - allocation
        if needed <= allocated, gap >= allocated / 2 {
            allocation.moveInitialize(from: base, count: count)
            base = allocation
            return
        }
        // Ternaries, not `max`: unoptimized, `max` is a generic call.
        let doubled = count * 2 > 4 ? count * 2 : 4
        let grown = needed > doubled ? needed : doubled
        let buffer = HeapMemory.allocate(Element.self, capacity: grown)
        buffer.moveInitialize(from: base, count: count)
        if allocated > 0 { HeapMemory.free(allocation) }
        allocation = buffer
        base = buffer
        allocated = grown
    }

    /// The elements, copied into an array.
    @inlinable package var elements: [Element] { (0..<count).map { base[$0] } }
}
