import ScoutLowLevel

/// Naming mocks for messages (see ``MockIdentity``): a mock used through its class
/// (`service.expect`, `service.received`, `service.verify()`) learns the class once,
/// and takes the next number among that test's mocks of the class.
extension MockCore {
    /// Notes `type`, the class embedding this mock, unless a class was noted before.
    func noteOwnerClass(_ type: Any.Type) {
        state.withLock { $0.noteOwnerClass(type) }
    }

    /// The name messages give this mock: the name given, else its class, with its
    /// number after the first of that class its test used (`MockPayments #2`), so
    /// that the first one's name never changes when a second comes.
    var identity: MockIdentity {
        if let name { return MockIdentity(createdAt: createdAt, name: name) }
        guard let owner = state.withLock({ $0.ownerClass }) else {
            return MockIdentity(createdAt: createdAt, name: nil)
        }
        let typeName = typeName(owner.type)
        return MockIdentity(createdAt: createdAt, name: owner.number > 1 ? "\(typeName) #\(owner.number)" : typeName)
    }
}

extension MockState {
    /// Notes `type`, the class embedding the mock, unless one was noted before.
    mutating func noteOwnerClass(_ type: Any.Type) {
        guard ownerClass == nil else { return }
        ownerClass = MockOwnerClass(type: type, number: MockNames.next(for: type, in: owner), test: owner)
    }
}

/// How many mocks of each class each test used, to number them.
enum MockNames {
    private static let counts = Locked(MockCounts())

    /// The number of the next mock of `type` that `test` uses: 1 for the first.
    static func next(for type: Any.Type, in test: TestToken) -> Int {
        let type = UInt(bitPattern: ObjectIdentifier(type))
        return counts.withLock { $0.next(type: type, test: test.value) }
    }
}

/// The counts of ``MockNames``: a table of (class, test) keys with open addressing,
/// hashed by one multiplication. Every mock a test uses through its class looks its
/// class up here once; a `Dictionary` hashes its key with SipHash and costs about
/// 300 instructions per look-up (callgrind, release scenario l), this about 30.
struct MockCounts: Sendable {
    private struct Entry: Sendable {
        /// The class's metadata address; 0 for an empty slot (no metadata is at 0).
        var type: UInt = 0
        var test = 0
        var count = 0
    }

    /// A power of two, at least twice the entries in use.
    private var slots = [Entry](repeating: Entry(), count: 16)
    private var used = 0

    /// The number of the next mock of the class at `type` in `test`: 1 for the first.
    mutating func next(type: UInt, test: Int) -> Int {
        var slot = slot(type: type, test: test)
        if slots[slot].type == 0 {
            if (used + 1) * 2 > slots.count {
                grow()
                slot = self.slot(type: type, test: test)
            }
            slots[slot] = Entry(type: type, test: test, count: 0)
            used += 1
        }
        slots[slot].count += 1
        return slots[slot].count
    }

    /// The slot of the key, or the empty slot where it belongs.
    private func slot(type: UInt, test: Int) -> Int {
        let mask = slots.count - 1
        // Fibonacci hashing of the two words mixed: the high bits of the product,
        // where every bit of the key counts.
        let mixed = (type ^ UInt(bitPattern: test) &* 0x9E37_79B9_7F4A_7C15) &* 0x9E37_79B9_7F4A_7C15
        var slot = Int(truncatingIfNeeded: mixed >> 32) & mask
        while slots[slot].type != 0, slots[slot].type != type || slots[slot].test != test {
            slot = (slot + 1) & mask
        }
        return slot
    }

    private mutating func grow() {
        let old = slots
        slots = [Entry](repeating: Entry(), count: old.count * 2)
        for entry in old where entry.type != 0 {
            slots[slot(type: entry.type, test: entry.test)] = entry
        }
    }
}
