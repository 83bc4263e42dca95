import ScoutLowLevel

/// The members of a mock, in the order they were first reached, found two ways:
///
/// - by content (`Selector` equality): always right, and the portable path's way;
/// - on the fast path, first by the words of the call's name and labels
///   (`StringBits`), hashed into a small open-addressing index, without building
///   a selector or calling `==`. The index **keeps alive every string whose words
///   it remembers**, so equal words always mean the same live string; and it
///   remembers at most ``maximumAliases`` spellings per member, so names built anew
///   for every call cannot grow it: past that, such calls are found by content;
/// - among a few members, by the words of the member's own strings: a call or an
///   expectation spelled with the same literals as the member's first expectation
///   (`MemberTable+SameWords.swift`). A member found so is remembered from its
///   second call: one called once, as in most tests, costs the index nothing.
///
/// Changed only under the owning mock's lock; it lives in place inside the mock's
/// state (`MockState`, in the mock's `Locked` storage) and allocates nothing itself.
struct MemberTable: ~Copyable, Sendable {
    /// Spellings (distinct string words) remembered per member.
    static let maximumAliases = 4
    /// Up to this many members, a member is found by content with a scan.
    static let linearLookUpLimit = 8

    /// Internal, not private, as `Fields` is: see there.
    struct Entry {
        let hash: Int
        /// The member kind's raw value: compared without a generic `==`.
        let kindValue: UInt8
        let name: StringBits
        /// The first two labels' words, in place (zero past `labelCount`): most
        /// members have at most two, and a look-up then reads no other buffer.
        let firstLabel: StringBits
        let secondLabel: StringBits
        /// Where the words of the third label on start in `labels`.
        let laterStart: Int
        let labelCount: Int
        /// Kept alive by `members`.
        let record: Unretained<MemberRecord>
    }

    /// The fields that change: read and written only under the owning mock's lock
    /// (`Guarded`). Internal, not private: Swift 6.3 stops with "Global is external,
    /// but doesn't have external or weak linkage" on a private non-copyable struct
    /// that other files destroy inside `MockState`.
    struct Fields: ~Copyable {
        /// Every member, by position.
        var members: [MemberRecord] = []
        /// Every member by selector, once there are more than ``linearLookUpLimit``:
        /// below that, a scan of `members` costs less than hashing, and a fresh
        /// mock allocates no dictionary.
        var bySelector = [Selector: MemberRecord]()
        // The index: open addressing over `entries`, whose labels past the second
        // are in `labels`. Empty until a call is first remembered: a mock only configured (or
        // verified) allocates none of it.
        var slots = RawBuffer<Int>()
        var entries = RawBuffer<Entry>()
        var labels = RawBuffer<StringBits>()
        /// The strings whose words the index remembers, kept alive here.
        var keptAlive: [String] = []

        /// An empty deinit: ScoutCore then destroys each buffer field with its own,
        /// specialized, rather than through the value witnesses of ScoutLowLevel's
        /// generic buffers.
        deinit {}
    }

    private var fields = Guarded(Fields())

    /// Every member, by position.
    var members: [MemberRecord] { fields.value.members }
    /// How many members there are, without a copy of the array.
    var memberCount: Int { fields.value.members.count }

    /// Whether the index is used: the owning mock's fast path (see `LayoutChecks`).
    /// Without it, members are found by content only and no string's words are read.
    let fastPath: Bool

    init(fastPath: Bool) {
        self.fastPath = fastPath
    }

    /// The index's first size, in slots (a power of two).
    private static let firstSlotCount = 16

    /// How many spellings the index holds, for tests.
    var indexedCount: Int { fields.value.entries.count }
    /// How many strings the index keeps alive, for tests.
    var keptAliveCount: Int { fields.value.keptAlive.count }
    /// How many slots the index has allocated (0 until a call is remembered), for tests.
    var slotCount: Int { fields.value.slots.count }

    /// The member `selector` names, created on first use: found by the words of the
    /// selector's strings when the index has them (no hashing of their contents),
    /// else by content. Only a call's way in remembers words (`remember`): setting
    /// an expectation, an observer or a waiter leaves the index as it is.
    mutating func member(_ selector: Selector) -> MemberRecord {
        if let record = find(selector.kind, name: selector.name, labels: selector.labels) { return record.object }
        if let record = existing(selector) { return record }
        let record = MemberRecord(selector: selector, index: fields.value.members.count)
        // The first as a literal: one allocation at its size, where an append
        // takes the array's generic growth path (about 150 instructions more).
        if fields.value.members.count == 0 {
            fields.value.members = [record]
        } else {
            fields.value.members.append(record)
        }
        let count = fields.value.members.count
        if count > Self.linearLookUpLimit {
            if count == Self.linearLookUpLimit + 1 {
                for member in fields.value.members { fields.value.bySelector[member.selector] = member }
            } else {
                fields.value.bySelector[selector] = record
            }
        }
        return record
    }

    /// The member remembered under the words of these strings.
    private func find(_ kind: MemberKind, name: String, labels callLabels: [String]) -> Unretained<MemberRecord>? {
        // Nothing remembered yet (no call came): no words to read.
        guard fastPath, fields.value.slots.count > 0 else { return nil }
        LayoutReads.note()
        let nameBits = StringBits(name)
        let count: Int
        switch kind {
        case .call: count = callLabels.count
        case .get, .set: count = 0
        }
        var hash = memberHashStart(kind.rawValue, nameBits)
        for position in 0..<count { StringBits(callLabels[position]).mix(into: &hash) }
        let finished = memberHashFinish(hash, count: count)
        let mask = fields.value.slots.count - 1
        var slot = finished & mask
        while fields.value.slots[slot] >= 0 {
            let entry = fields.value.entries[fields.value.slots[slot]]
            if entry.hash == finished, entry.kindValue == kind.rawValue, entry.name.isSame(as: nameBits),
                entry.labelCount == count,
                (0..<count).allSatisfy({ label($0, of: entry).isSame(as: StringBits(callLabels[$0])) })
            {
                return entry.record
            }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// The member `selector` names, if it was ever reached.
    func existing(_ selector: Selector) -> MemberRecord? {
        let members = fields.value.members
        guard members.count <= Self.linearLookUpLimit else { return fields.value.bySelector[selector] }
        // By position: unoptimized, an array's iterator costs more than the scan.
        var position = 0
        while position < members.count {
            if members[position].selector == selector { return members[position] }
            position += 1
        }
        return nil
    }

    /// The member remembered under exactly these words of `kind name(labels…)`.
    /// Fast path only.
    ///
    /// `mutating` though it changes nothing: unoptimized, a borrowed table is read
    /// field by field through copies of its buffers (a `memcpy` call each, about
    /// 220 instructions per call in all), an `inout` one in place. Always inlined:
    /// see `MockCore.resolveLocked`.
    #if compiler(>=6.3)
        @inline(always)
    #else
        @inline(__always)
    #endif
    mutating func find(_ kind: MemberKind, _ name: String, _ view: ArgumentView) -> Unretained<MemberRecord>? {
        let nameBits = StringBits(name)
        // A switch, not `==`: unoptimized, `==` on an enum is a generic call.
        let count: Int
        switch kind {
        case .call: count = view.count
        case .get, .set: count = 0
        }
        // Read once: unoptimized, `rawValue` is a call.
        let kindValue = kind.rawValue
        var hash = memberHashStart(kindValue, nameBits)
        if count > 0 { view.firstLabel.mix(into: &hash) }
        if count > 1 { view.secondLabel.mix(into: &hash) }
        var position = 2
        while position < count {
            view.laterLabel(at: position).mix(into: &hash)
            position += 1
        }
        let finished = memberHashFinish(hash, count: count)
        let mask = fields.value.slots.count - 1
        // No slot yet: nothing remembered.
        if mask < 0 { return nil }
        var slot = finished & mask
        while fields.value.slots[slot] >= 0 {
            // A trivial struct: copying it costs less than a closure in debug builds.
            let entry = fields.value.entries[fields.value.slots[slot]]
            // Conditions and ternaries, not `||`: unoptimized, each `||` is a closure
            // that retains `self`.
            if entry.hash == finished, entry.kindValue == kindValue, entry.name.isSame(as: nameBits),
                entry.labelCount == count,
                count < 1 ? true : entry.firstLabel.isSame(as: view.firstLabel),
                count < 2 ? true : entry.secondLabel.isSame(as: view.secondLabel),
                count < 3 ? true : laterLabelsMatch(entry, view)
            {
                return entry.record
            }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// The words of the label at `position` of `entry`.
    private func label(_ position: Int, of entry: Entry) -> StringBits {
        position == 0
            ? entry.firstLabel
            : position == 1 ? entry.secondLabel : fields.value.labels[entry.laterStart + position - 2]
    }

    private mutating func laterLabelsMatch(_ entry: Entry, _ view: ArgumentView) -> Bool {
        var position = 2
        while position < entry.labelCount {
            if !fields.value.labels[entry.laterStart + position - 2].isSame(as: view.laterLabel(at: position)) {
                return false
            }
            position += 1
        }
        return true
    }

    /// Remembers `record` under the words of `name` and `labels` (the strings of
    /// the call that reached it), keeping those strings alive unless they are the
    /// member's own (`keepingAlive: false`: its selector keeps them); does nothing
    /// once the member has ``maximumAliases`` spellings. Fast path only.
    mutating func remember(
        _ record: MemberRecord, name: String, labels callLabels: [String], keepingAlive: Bool = true
    ) {
        guard fastPath, record.aliases < Self.maximumAliases,
            find(record.selector.kind, name: name, labels: callLabels) == nil
        else { return }
        LayoutReads.note()
        record.aliases += 1
        let kind = record.selector.kind
        let labelStrings = kind == .call ? callLabels : []
        // One allocation for the first member's strings, not one per append; later
        // ones grow the array geometrically.
        if keepingAlive {
            if fields.value.keptAlive.count == 0 { fields.value.keptAlive.reserveCapacity(4 + labelStrings.count) }
            fields.value.keptAlive.append(name)
        }
        let nameBits = StringBits(name)
        var hash = memberHashStart(kind.rawValue, nameBits)
        let laterStart = fields.value.labels.count
        var firstLabel = StringBits(0, 0)
        var secondLabel = StringBits(0, 0)
        // By position, each label kept alive as its words are: unoptimized, an
        // array's iterator and `+=` cost more than the rest.
        var position = 0
        while position < labelStrings.count {
            let label = labelStrings[position]
            if keepingAlive { fields.value.keptAlive.append(label) }
            let bits = StringBits(label)
            bits.mix(into: &hash)
            if position == 0 {
                firstLabel = bits
            } else if position == 1 {
                secondLabel = bits
            } else {
                fields.value.labels.append(bits)
            }
            position += 1
        }
        fields.value.entries.append(
            Entry(
                hash: memberHashFinish(hash, count: labelStrings.count), kindValue: kind.rawValue, name: nameBits,
                firstLabel: firstLabel, secondLabel: secondLabel, laterStart: laterStart,
                labelCount: labelStrings.count, record: Unretained(record)))
        if fields.value.entries.count * 2 > fields.value.slots.count {
            let doubled = max(Self.firstSlotCount, fields.value.slots.count * 2)
            fields.value.slots.removeAll()
            fields.value.slots.reserve(doubled)
            fields.value.slots.append(-1, repeated: doubled)
            for entry in 0..<fields.value.entries.count { place(entry) }
        } else {
            place(fields.value.entries.count - 1)
        }
    }

    private mutating func place(_ entry: Int) {
        let mask = fields.value.slots.count - 1
        var slot = fields.value.entries[entry].hash & mask
        while fields.value.slots[slot] >= 0 { slot = (slot + 1) & mask }
        fields.value.slots[slot] = entry
    }
}
