import ScoutLowLevel

/// Every interaction a mock recorded, oldest first: millions, in a suite that
/// loops over a mock, so each is small and none is ever moved. Guarded by the
/// owning mock's lock, like the rest of its state, inside which it lives in place
/// (`MockState`, in the mock's `Locked` storage): it allocates nothing itself.
struct InteractionLog: ~Copyable, Sendable {
    /// The fields that change: read and written only under the owning mock's lock
    /// (`Guarded`). Internal, not private: see `MemberTable.Fields`.
    struct Fields: ~Copyable {
        var records = ChunkedBuffer<InteractionRecord>()
        /// Each member's records by position, built by checks on demand: calls never
        /// pay for it, and a check costs what it finds, not the whole log.
        var positions = [Int32: MemberPositions]()
        /// How many records `positions` covers, from the first.
        var indexedCount = 0
        /// Records the checks read in order since the index last caught up.
        var scanWork = 0

        /// An empty deinit: ScoutCore then destroys each buffer field with its own,
        /// specialized, rather than through the value witnesses of ScoutLowLevel's
        /// generic buffers.
        deinit {}
    }

    private var fields = Guarded(Fields())

    var count: Int { fields.value.records.count }

    /// How many records the memory held now can take.
    var capacity: Int { fields.value.records.capacity }

    /// Where the log's full-size chunks come from and go back to.
    var pool: LogChunkPool { fields.value.records.chunkPool }

    @inline(__always)
    mutating func append(_ record: consuming InteractionRecord) {
        fields.value.records.append(record)
    }

    /// Calls `body` with each record in place, oldest first.
    @inline(__always)
    func forEach(_ body: (borrowing InteractionRecord) throws -> Void) rethrows {
        try fields.value.records.forEach(body)
    }

    /// Keeps only the records `isKept` accepts, in order; returns the others.
    mutating func keepOnly(_ isKept: (borrowing InteractionRecord) -> Bool) -> [InteractionRecord] {
        var kept = ChunkedBuffer<InteractionRecord>()
        var dropped: [InteractionRecord] = []
        fields.value.records.forEach { record in
            if isKept(record) { kept.append(copy record) } else { dropped.append(copy record) }
        }
        fields.value.records = kept
        fields.value.positions = [:]
        fields.value.indexedCount = 0
        fields.value.scanWork = 0
        return dropped
    }

    /// Calls `body` with the record at `position` in place.
    func withRecord<Result>(at position: Int, _ body: (borrowing InteractionRecord) -> Result) -> Result {
        fields.value.records.withElement(at: position, body)
    }

    /// The positions of `member`'s records a query whose first argument's fast
    /// matcher is `first` may accept: for an exact `Int` or `Bool`, the records
    /// with that value and those whose first argument is of another type or
    /// boxed (which the matcher judges); else all of the member's records.
    ///
    /// `nil` when reading the whole log in order costs less: while the checks
    /// since the index last caught up have read no more records than sixteen
    /// times those it lacks (indexing a record costs about sixteen reads), and
    /// when the candidates are a large part of the log anyway. A check in a loop of calls then costs what it finds, and a
    /// single check after a million calls costs one pass.
    mutating func candidates(
        of member: Int32, first: FastMatcher?, fastPath: Bool, scalars: ScalarMetadata.Words
    ) -> [Int]? {
        let unindexed = fields.value.records.count - fields.value.indexedCount
        if unindexed > 0, fields.value.scanWork + fields.value.records.count <= 16 * unindexed {
            fields.value.scanWork += fields.value.records.count
            return nil
        }
        indexNewRecords(fastPath: fastPath, scalars: scalars)
        fields.value.scanWork = 0
        guard let found = fields.value.positions[member] else { return [] }
        // Counted before any is gathered: a large share is read in order instead.
        let limit = fields.value.records.count / 2
        switch first?.kind {
        case .int?:
            let exact = found.byFirst[FirstArgument(tag: .int, word: first!.first)] ?? []
            guard exact.count + found.doubles.count + found.boxed.count <= limit else { return nil }
            return exact + found.doubles + found.boxed
        case .bool?:
            let exact = found.byFirst[FirstArgument(tag: .bool, word: first!.first != 0 ? 1 : 0)] ?? []
            guard exact.count + found.boxed.count <= limit else { return nil }
            return exact + found.boxed
        default:
            return found.all.count <= limit ? found.all : nil
        }
    }

    /// Adds the records appended since the last check to `positions`.
    private mutating func indexNewRecords(fastPath: Bool, scalars: ScalarMetadata.Words) {
        var member: MemberPositions?
        var memberIndex: Int32 = -1
        while fields.value.indexedCount < fields.value.records.count {
            let position = fields.value.indexedCount
            fields.value.records.withElement(at: position) { record in
                // Calls of one member usually come in runs: one lookup per run.
                if record.member != memberIndex || member == nil {
                    memberIndex = record.member
                    if let known = fields.value.positions[memberIndex] {
                        member = known
                    } else {
                        let made = MemberPositions()
                        fields.value.positions[memberIndex] = made
                        member = made
                    }
                }
                member!.add(position, record, fastPath: fastPath, scalars: scalars)
            }
            fields.value.indexedCount += 1
        }
    }

    /// The records `isIncluded` accepts, oldest first.
    func filter(_ isIncluded: (borrowing InteractionRecord) -> Bool) -> [InteractionRecord] {
        var found: [InteractionRecord] = []
        fields.value.records.forEach { record in if isIncluded(record) { found.append(copy record) } }
        return found
    }
}

/// One recorded interaction, 40 bytes.
///
/// When the arguments are at most two and each an `Int`, `Bool`, `Double` or `nil`,
/// the record keeps their bits, and the call's own argument array is freed when it
/// returns; otherwise it keeps that array.
struct InteractionRecord {
    /// The call's arguments, unless the words below hold them.
    let boxed: [ArgumentPair]?
    let firstWord: UInt64
    let secondWord: UInt64
    /// Its place in the order of every interaction of the process (see
    /// `SequenceCounter`).
    let sequence: UInt64
    /// The member's position in `MemberTable.members`.
    let member: Int32
    let firstTag: ScalarTag
    let secondTag: ScalarTag
    /// Whether an expectation answered it.
    let matched: Bool

    /// Records an interaction whose arguments were read through `view`; `pairs` is
    /// the call's array, kept when the words cannot hold the arguments.
    @inline(__always)
    init(_ pairs: [ArgumentPair]?, _ view: ArgumentView, member: Int, matched: Bool, sequence: UInt64) {
        self.member = Int32(truncatingIfNeeded: member)
        self.matched = matched
        self.sequence = sequence
        // Field by field: unoptimized, a tuple assignment builds and copies a tuple.
        firstTag = view.firstTag
        secondTag = view.secondTag
        if view.fitsInBits {
            boxed = nil
            firstWord = view.first.first
            secondWord = view.second.first
        } else {
            boxed = pairs
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

    /// The arguments as the call passed them, labelled by the member's `selector`
    /// where the record keeps only bits.
    func arguments(of selector: Selector) -> [ArgumentPair] {
        if let boxed { return boxed }
        let labels = selector.argumentLabels
        return labels.indices.map { position in
            (key: labels[position], value: position == 0 ? firstTag.value(firstWord) : secondTag.value(secondWord))
        }
    }
}

/// One member's records, as positions in the log, found by their first argument.
final class MemberPositions {
    var all: [Int] = []
    /// Records whose first argument is of no type below, or unknown (the portable
    /// path reads no words).
    var boxed: [Int] = []
    /// Records whose first argument is a `Double`: an `Int` expected may match them.
    var doubles: [Int] = []
    /// Records whose first argument is an `Int` or a `Bool`, by its type and bits
    /// (a `Bool` as 0 or 1).
    var byFirst: [FirstArgument: [Int]] = [:]

    func add(_ position: Int, _ record: borrowing InteractionRecord, fastPath: Bool, scalars: ScalarMetadata.Words) {
        all.append(position)
        let tag: ScalarTag
        let word: UInt64
        if let arguments = record.boxed {
            guard !arguments.isEmpty else { return boxed.append(position) }
            guard fastPath else {
                // The portable path reads no words: the value itself, by a cast.
                guard let scalar = Self.scalar(arguments[0].value) else { return boxed.append(position) }
                return file(position, tag: scalar.tag, word: scalar.word)
            }
            let words = ArgumentWords.read(arguments, at: 0, fastPath: fastPath)
            switch words.metadata {
            case scalars.int: tag = .int
            case scalars.bool: tag = .bool
            case scalars.double: tag = .double
            default: return boxed.append(position)
            }
            word = words.first
        } else {
            tag = record.firstTag
            word = record.firstWord
        }
        file(position, tag: tag, word: word)
    }

    private func file(_ position: Int, tag: ScalarTag, word: UInt64) {
        switch tag {
        case .int: byFirst[FirstArgument(tag: .int, word: word), default: []].append(position)
        case .bool: byFirst[FirstArgument(tag: .bool, word: word & 0xFF != 0 ? 1 : 0), default: []].append(position)
        case .double: doubles.append(position)
        case .none, .other: break
        }
    }

    /// An `Int`, `Bool` or `Double` argument (also inside optionals) as a tag and
    /// bits, as a fast matcher reads them; `nil` for anything else.
    private static func scalar(_ value: Any?) -> (tag: ScalarTag, word: UInt64)? {
        switch flattened(value) {
        case let int as Int: (.int, UInt64(bitPattern: Int64(int)))
        case let bool as Bool: (.bool, bool ? 1 : 0)
        case let double as Double: (.double, double.bitPattern)
        default: nil
        }
    }
}

/// A first argument's type and bits, as the log's index files it.
struct FirstArgument: Hashable {
    let tag: ScalarTag
    let word: UInt64
}
