import Foundation

/// A counter (and a log of strings) safe to update from blocks on any thread.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    private var entries: [String] = []

    func increment() {
        lock.lock()
        value += 1
        lock.unlock()
    }

    func log(_ entry: String) {
        lock.lock()
        entries.append(entry)
        lock.unlock()
    }

    var current: Int {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    var logged: [String] {
        lock.lock()
        defer { lock.unlock() }
        return entries
    }
}
