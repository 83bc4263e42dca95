/// Every interaction a mock recorded, oldest first: millions, in a suite that
/// loops over a mock, so each is small and none is ever moved.
///
/// Fixed-size chunks instead of one growing array: appending never copies the
/// records already there, and each page of memory is touched once. Guarded by the
/// owning mock's lock, like the rest of its state.
final class InteractionLog: @unchecked Sendable {
    private static let chunkCapacity = 4_096
    private var chunks: [UnsafeMutablePointer<InteractionRecord>] = []
    /// Where the next record goes, in the last chunk.
    private var next: UnsafeMutablePointer<InteractionRecord>?
    private var roomLeft = 0
    private(set) var count = 0

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
        next.unsafelyUnwrapped.initialize(to: record)
        next = next.unsafelyUnwrapped + 1
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

    /// Records `arguments`, whose pairs are `pairs`; `inPlace` says whether their
    /// words may be read.
    @inline(__always)
    init(
        _ arguments: KeyValuePairs<String, Any?>, _ pairs: UnsafeBufferPointer<ArgumentStorage.Pair>,
        inPlace: Bool, metadata: ScalarMetadata.Words, member: Int, matched: Bool
    ) {
        self.member = Int32(truncatingIfNeeded: member)
        self.matched = matched
        let count = pairs.count
        if inPlace && count <= 2 {
            let first = count > 0 ? ArgumentWords(pairs.baseAddress.unsafelyUnwrapped) : .none
            let second = count > 1 ? ArgumentWords(pairs.baseAddress.unsafelyUnwrapped + 1) : .none
            let firstTag = ScalarTag(first.metadata, metadata)
            let secondTag = ScalarTag(second.metadata, metadata)
            if firstTag != .other && secondTag != .other {
                (boxed, firstWord, secondWord) = (nil, first.first, second.first)
                (self.firstTag, self.secondTag) = (firstTag, secondTag)
                return
            }
        }
        (boxed, firstWord, secondWord, firstTag, secondTag) = (arguments, 0, 0, .other, .other)
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

/// The type of an argument a record keeps as bits.
enum ScalarTag: UInt8 {
    case none
    case int
    case bool
    case double
    /// Any other type: the record keeps the arguments boxed.
    case other

    @inline(__always)
    init(_ metadata: UInt, _ scalars: ScalarMetadata.Words) {
        self =
            metadata == 0
            ? .none
            : metadata == scalars.int
                ? .int : metadata == scalars.bool ? .bool : metadata == scalars.double ? .double : .other
    }

    @inline(__always)
    func metadata(_ scalars: ScalarMetadata.Words) -> UInt {
        switch self {
        case .none: 0
        case .int: scalars.int
        case .bool: scalars.bool
        case .double: scalars.double
        case .other: 1
        }
    }

    /// The argument these bits are.
    func value(_ bits: UInt64) -> Any? {
        switch self {
        case .int: Int(truncatingIfNeeded: Int64(bitPattern: bits))
        case .bool: bits & 0xFF != 0
        case .double: Double(bitPattern: bits)
        case .none, .other: nil
        }
    }
}
