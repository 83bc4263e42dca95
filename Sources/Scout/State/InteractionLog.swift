/// Every interaction a mock recorded, oldest first: millions, in a suite that
/// loops over a mock, so each is small and none is ever moved.
///
/// Fixed-size chunks instead of one growing array: appending never copies the
/// records already there, and each page of memory is touched once. Guarded by the
/// owning mock's lock, like the rest of its state.
final class InteractionLog: @unchecked Sendable {
    // Computed, not stored: a stored static costs a `swift_once` check per read.
    @inline(__always) private static var chunkCapacity: Int { 4_096 }
    // Guarded by the mock's lock: dynamic exclusivity checks would only add cost.
    @exclusivity(unchecked) private var chunks: [UnsafeMutablePointer<InteractionRecord>] = []
    /// Where the next record goes, in the last chunk (a placeholder until there is one).
    @exclusivity(unchecked) private var next = UnsafeMutablePointer<InteractionRecord>(bitPattern: 16)!
    @exclusivity(unchecked) private var roomLeft = 0
    @exclusivity(unchecked) private(set) var count = 0

    deinit {
        for (index, chunk) in chunks.enumerated() {
            let used = index == chunks.count - 1 ? Self.chunkCapacity - roomLeft : Self.chunkCapacity
            chunk.deinitialize(count: used)
            chunk.deallocate()
        }
    }

    @inline(__always)
    func append(_ record: InteractionRecord) {
        if roomLeft == 0 { addChunk() }
        next.initialize(to: record)
        next += 1
        roomLeft -= 1
        count += 1
    }

    @inline(never)
    private func addChunk() {
        let chunk = UnsafeMutablePointer<InteractionRecord>.allocate(capacity: Self.chunkCapacity)
        chunks.append(chunk)
        next = chunk
        roomLeft = Self.chunkCapacity
    }

    /// Calls `body` with each record, oldest first.
    @inline(__always)
    func forEach(_ body: (UnsafePointer<InteractionRecord>) throws -> Void) rethrows {
        var remaining = count
        for chunk in chunks {
            let used = min(remaining, Self.chunkCapacity)
            for offset in 0..<used { try body(chunk + offset) }
            remaining -= used
        }
    }

    /// The records `isIncluded` accepts, oldest first.
    func filter(_ isIncluded: (UnsafePointer<InteractionRecord>) -> Bool) -> [InteractionRecord] {
        var records: [InteractionRecord] = []
        forEach { record in if isIncluded(record) { records.append(record.pointee) } }
        return records
    }
}

/// One recorded interaction, 32 bytes.
///
/// When the arguments are at most two and each an `Int`, `Bool`, `Double` or `nil`,
/// the record keeps their bits, and the call's own argument array is freed when it
/// returns; otherwise it keeps that array.
struct InteractionRecord: @unchecked Sendable {
    /// The call's arguments, unless the words below hold them.
    let boxed: KeyValuePairs<String, Any?>?
    let firstWord: UInt64
    let secondWord: UInt64
    /// The member's position in `MockState.members`.
    let member: Int32
    let firstTag: ScalarTag
    let secondTag: ScalarTag
    /// Whether an expectation answered it.
    let matched: Bool

    /// Records a call whose arguments were read through `view`; `boxed` is the
    /// call's array, if it passed one.
    @inline(__always)
    init(_ boxed: KeyValuePairs<String, Any?>?, _ view: ArgumentView, member: Int, matched: Bool) {
        self.member = Int32(truncatingIfNeeded: member)
        self.matched = matched
        // Field by field: unoptimized, a tuple assignment builds and copies a tuple.
        firstTag = view.firstTag
        secondTag = view.secondTag
        if firstTag != .other && secondTag != .other {
            self.boxed = nil
            firstWord = view.first.first
            secondWord = view.second.first
        } else {
            self.boxed = boxed
            firstWord = 0
            secondWord = 0
        }
    }

    /// The words of the argument at `position` (0 or 1) of a record without
    /// `boxed`, as fast matchers read them.
    @inline(__always)
    func words(at position: Int, metadata: ScalarMetadata.Words) -> ArgumentWords {
        position == 0
            ? ArgumentWords(metadata: firstTag.metadata(metadata), first: firstWord, second: 0)
            : ArgumentWords(metadata: secondTag.metadata(metadata), first: secondWord, second: 0)
    }

    /// The arguments as the call passed them; `selector` (the member's) labels
    /// those kept as words.
    func arguments(of selector: Selector) -> KeyValuePairs<String, Any?> {
        if let boxed { return boxed }
        let labels = selector.kind == .call ? selector.labels : selector.kind == .set ? [""] : []
        let pairs = labels.indices.map { position in
            (key: labels[position], value: position == 0 ? firstTag.value(firstWord) : secondTag.value(secondWord))
        }
        return ArgumentStorage.keyValuePairs(pairs)
    }
}
