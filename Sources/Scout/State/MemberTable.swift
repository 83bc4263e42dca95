/// Finds a member's record from the name and labels of a call without building
/// a selector or copying a string: compares the strings' bits (the same literal
/// always has the same bits, and equal bits mean equal strings), hashed for the
/// lookup. A string with another representation only misses the table and is
/// found by the slower search, with `==`.
///
/// Everything lives in raw buffers of plain data: a lookup retains nothing and
/// calls no generic code, in debug builds too, where an `Array` subscript is an
/// unspecialized call. Changed only under the owning mock's lock.
final class MemberTable: @unchecked Sendable {
    private struct Entry {
        let hash: Int
        let kind: MemberKind
        let name: StringBits
        let labelStart: Int
        let labelCount: Int
        /// Kept alive by `MockState.members`.
        let record: Unmanaged<MemberRecord>
    }

    // Guarded by the mock's lock: dynamic exclusivity checks would only add cost.
    @exclusivity(unchecked) private var slots: UnsafeMutablePointer<Int>
    @exclusivity(unchecked) private var slotCount = 16
    @exclusivity(unchecked) private var entries: UnsafeMutablePointer<Entry>
    @exclusivity(unchecked) private var entryCount = 0
    @exclusivity(unchecked) private var entryCapacity = 8
    @exclusivity(unchecked) private var labels: UnsafeMutablePointer<StringBits>
    @exclusivity(unchecked) private var labelCount = 0
    @exclusivity(unchecked) private var labelCapacity = 16

    init() {
        slots = .allocate(capacity: slotCount)
        slots.initialize(repeating: -1, count: slotCount)
        entries = .allocate(capacity: entryCapacity)
        labels = .allocate(capacity: labelCapacity)
    }

    deinit {
        slots.deallocate()
        entries.deinitialize(count: entryCount)
        entries.deallocate()
        labels.deallocate()
    }

    /// The record kept under exactly these bits of `kind name(labels…)`, if any.
    @inline(__always)
    func find(_ kind: MemberKind, _ name: String, _ view: ArgumentView) -> Unmanaged<MemberRecord>? {
        let nameBits = StringBits(name)
        let count = view.count
        var hash = Self.start(kind, nameBits)
        if count > 0 { view.firstLabel.mix(into: &hash) }
        if count > 1 { view.secondLabel.mix(into: &hash) }
        var index = 2
        while index < count {
            view.laterLabel(at: index).mix(into: &hash)
            index += 1
        }
        let finished = Self.finish(hash, count: count)
        let mask = slotCount - 1
        var slot = finished & mask
        while slots[slot] >= 0 {
            let entry = entries + slots[slot]
            if entry.pointee.hash == finished, entry.pointee.kind == kind, entry.pointee.name.isSame(as: nameBits),
                entry.pointee.labelCount == count,
                count < 1 || labels[entry.pointee.labelStart].isSame(as: view.firstLabel),
                count < 2 || labels[entry.pointee.labelStart + 1].isSame(as: view.secondLabel),
                count < 3 || laterLabelsMatch(entry, view)
            {
                return entry.pointee.record
            }
            slot = (slot + 1) & mask
        }
        return nil
    }

    private func laterLabelsMatch(_ entry: UnsafeMutablePointer<Entry>, _ view: ArgumentView) -> Bool {
        var index = 2
        while index < entry.pointee.labelCount {
            if !labels[entry.pointee.labelStart + index].isSame(as: view.laterLabel(at: index)) { return false }
            index += 1
        }
        return true
    }

    /// Keeps `record` under the bits of this call's name and labels.
    func insert(_ record: MemberRecord, for kind: MemberKind, _ name: String, _ arguments: KeyValuePairs<String, Any?>)
    {
        let labelBits = ArgumentStorage.withPairs(arguments) { pairs in
            (0..<pairs.count).map { ArgumentStorage.labelBits(at: pairs.baseAddress! + $0) }
        }
        insert(record, kind: kind, name: StringBits(name), labels: kind == .call ? labelBits : [])
    }

    /// Keeps `record` under the bits of its selector's name and labels.
    func insert(_ record: MemberRecord) {
        let selector = record.selector
        insert(
            record, kind: selector.kind, name: StringBits(selector.name), labels: selector.labels.map(StringBits.init))
    }

    private func insert(_ record: MemberRecord, kind: MemberKind, name: StringBits, labels labelBits: [StringBits]) {
        var hash = Self.start(kind, name)
        for label in labelBits { label.mix(into: &hash) }
        if labelCount + labelBits.count > labelCapacity {
            labels = Self.grown(labels, count: labelCount, to: (labelCount + labelBits.count) * 2)
            labelCapacity = (labelCount + labelBits.count) * 2
        }
        for (offset, label) in labelBits.enumerated() { (labels + labelCount + offset).initialize(to: label) }
        if entryCount == entryCapacity {
            entries = Self.grown(entries, count: entryCount, to: entryCapacity * 2)
            entryCapacity *= 2
        }
        (entries + entryCount).initialize(
            to: Entry(
                hash: Self.finish(hash, count: labelBits.count), kind: kind, name: name, labelStart: labelCount,
                labelCount: labelBits.count, record: .passUnretained(record)))
        labelCount += labelBits.count
        entryCount += 1
        if entryCount * 2 > slotCount {
            slots.deallocate()
            slotCount *= 2
            slots = .allocate(capacity: slotCount)
            slots.initialize(repeating: -1, count: slotCount)
            for entry in 0..<entryCount { place(entry) }
        } else {
            place(entryCount - 1)
        }
    }

    private func place(_ entry: Int) {
        let mask = slotCount - 1
        var slot = entries[entry].hash & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = entry
    }

    private static func grown<Element>(_ buffer: UnsafeMutablePointer<Element>, count: Int, to capacity: Int)
        -> UnsafeMutablePointer<Element>
    {
        let grown = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
        grown.moveInitialize(from: buffer, count: count)
        buffer.deallocate()
        return grown
    }

    /// FNV-1a over the kind, the name's bits and each label's bits.
    @inline(__always)
    private static func start(_ kind: MemberKind, _ name: StringBits) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(kind.rawValue)
        name.mix(into: &hash)
        return hash
    }

    @inline(__always)
    private static func finish(_ hash: UInt64, count: Int) -> Int {
        let mixed = hash ^ UInt64(count)
        return Int(truncatingIfNeeded: mixed ^ (mixed >> 29))
    }
}
