/// Finds a member's record from the name and labels of a call without building
/// a selector: hashes the strings' raw bytes (the same literal always has the
/// same bytes), and confirms with real equality. A string with another
/// representation only misses the table and is found by the slower search.
struct MemberTable: Sendable {
    /// Open addressing over `entries`; each slot holds an entry's index, or -1.
    private var slots = [Int](repeating: -1, count: 16)
    /// Every member inserted, with its hash.
    private var entries: [(hash: Int, member: Int)] = []

    /// The member whose selector is `kind name(labels…)`, if recorded.
    func find(
        _ kind: MemberKind, _ name: String, _ arguments: KeyValuePairs<String, Any?>, in members: [MemberRecord]
    ) -> Int? {
        let hash = Self.hash(kind, name, arguments)
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] >= 0 {
            let entry = entries[slots[slot]]
            if entry.hash == hash, members[entry.member].selector.isSelector(of: kind, name, arguments) {
                return entry.member
            }
            slot = (slot + 1) & mask
        }
        return members.firstIndex { $0.selector.isSelector(of: kind, name, arguments) }
    }

    /// Remembers `member` under the hash of this call's name and labels.
    mutating func insert(_ member: Int, for kind: MemberKind, _ name: String, _ arguments: KeyValuePairs<String, Any?>)
    {
        entries.append((Self.hash(kind, name, arguments), member))
        rebuildIfNeeded()
    }

    /// Remembers `member` under the hash of `selector`, the same as a call's.
    mutating func insert(_ member: Int, for selector: Selector) {
        var hash = Self.start(selector.kind, selector.name)
        for label in selector.labels { Self.mix(label, into: &hash) }
        entries.append((Self.finish(hash, count: selector.labels.count), member))
        rebuildIfNeeded()
    }

    private mutating func rebuildIfNeeded() {
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

    /// FNV-1a over the bytes of the name's and labels' `String` values.
    @inline(__always)
    static func hash(_ kind: MemberKind, _ name: String, _ arguments: KeyValuePairs<String, Any?>) -> Int {
        var hash = start(kind, name)
        for argument in arguments { mix(argument.key, into: &hash) }
        return finish(hash, count: arguments.count)
    }

    @inline(__always)
    private static func start(_ kind: MemberKind, _ name: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(kind.rawValue)
        mix(name, into: &hash)
        return hash
    }

    @inline(__always)
    private static func finish(_ hash: UInt64, count: Int) -> Int {
        let mixed = hash ^ UInt64(count)
        return Int(truncatingIfNeeded: mixed ^ (mixed >> 29))
    }

    @inline(__always)
    private static func mix(_ string: String, into hash: inout UInt64) {
        withUnsafeBytes(of: string) { bytes in
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        }
    }
}
