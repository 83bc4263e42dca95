/// Finds a member's record from the name and labels of a call without building
/// a selector or copying a string: compares the strings' bits (the same literal
/// always has the same bits, and equal bits mean equal strings), hashed for the
/// lookup. A string with another representation only misses the table and is
/// found by the slower search, with `==`.
struct MemberTable: Sendable {
    private struct Entry: Sendable {
        let hash: Int
        let kind: MemberKind
        let name: StringBits
        let labels: [StringBits]
        let member: Int

        @inline(__always)
        func matches(_ kind: MemberKind, _ name: StringBits, _ pairs: UnsafeBufferPointer<ArgumentStorage.Pair>) -> Bool {
            guard self.kind == kind, self.name == name, labels.count == pairs.count else { return false }
            for index in labels.indices where labels[index] != pairs.labelBits(index) { return false }
            return true
        }
    }

    /// Open addressing over `entries`; each slot holds an entry's index, or -1.
    private var slots = [Int](repeating: -1, count: 16)
    private var entries: [Entry] = []

    /// The member recorded under exactly these bits of `kind name(labels…)`, if any.
    @inline(__always)
    func find(_ kind: MemberKind, _ name: String, _ pairs: UnsafeBufferPointer<ArgumentStorage.Pair>) -> Int? {
        let nameBits = StringBits(name)
        let hash = Self.hash(kind, nameBits, count: pairs.count) { pairs.labelBits($0) }
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] >= 0 {
            let entry = slots[slot]
            if entries[entry].hash == hash, entries[entry].matches(kind, nameBits, pairs) {
                return entries[entry].member
            }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Remembers `member` under the bits of this call's name and labels.
    mutating func insert(_ member: Int, for kind: MemberKind, _ name: String, _ arguments: KeyValuePairs<String, Any?>) {
        let labels = ArgumentStorage.withPairs(arguments) { pairs in pairs.indices.map { pairs.labelBits($0) } }
        insert(member, kind: kind, name: StringBits(name), labels: labels)
    }

    /// Remembers `member` under the bits of `selector`'s name and labels.
    mutating func insert(_ member: Int, for selector: Selector) {
        insert(member, kind: selector.kind, name: StringBits(selector.name), labels: selector.labels.map(StringBits.init))
    }

    private mutating func insert(_ member: Int, kind: MemberKind, name: StringBits, labels: [StringBits]) {
        let labelBits = kind == .call ? labels : []
        let hash = Self.hash(kind, name, count: labelBits.count) { labelBits[$0] }
        entries.append(Entry(hash: hash, kind: kind, name: name, labels: labelBits, member: member))
        if entries.count * 2 > slots.count {
            slots = [Int](repeating: -1, count: slots.count * 2)
            for index in entries.indices { place(index) }
        } else {
            place(entries.count - 1)
        }
    }

    private mutating func place(_ index: Int) {
        let mask = slots.count - 1
        var slot = entries[index].hash & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = index
    }

    /// FNV-1a over the kind, the name's bits and each label's bits.
    @inline(__always)
    private static func hash(
        _ kind: MemberKind, _ name: StringBits, count: Int, label: (Int) -> StringBits
    ) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(kind.rawValue)
        name.mix(into: &hash)
        for index in 0..<count { label(index).mix(into: &hash) }
        let mixed = hash ^ UInt64(count)
        return Int(truncatingIfNeeded: mixed ^ (mixed >> 29))
    }
}

extension UnsafeBufferPointer<ArgumentStorage.Pair> {
    @inline(__always)
    fileprivate func labelBits(_ index: Int) -> StringBits {
        ArgumentStorage.labelBits(at: baseAddress! + index)
    }
}
