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
    private struct Key: Hashable {
        let type: ObjectIdentifier
        let test: TestToken
    }

    private static let counts = Locked<[Key: Int]>([:])

    /// The number of the next mock of `type` that `test` uses: 1 for the first.
    static func next(for type: Any.Type, in test: TestToken) -> Int {
        counts.withLock { counts in
            // One lookup, not a read and a write: hashing the key is most of the cost.
            let key = Key(type: ObjectIdentifier(type), test: test)
            return increment(&counts[key, default: 0])
        }
    }

    private static func increment(_ count: inout Int) -> Int {
        count += 1
        return count
    }
}
