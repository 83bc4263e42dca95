import Foundation
import Testing

/// Keeps the issues a `withKnownIssue` block recorded, to assert on their text and
/// location afterwards.
final class IssueLog: @unchecked Sendable {
    private let lock = NSLock()
    private var issues: [Issue] = []

    /// Use as `matching:`; accepts every issue and keeps it.
    func keep(_ issue: Issue) -> Bool {
        lock.lock()
        issues.append(issue)
        lock.unlock()
        return true
    }

    var recorded: [Issue] {
        lock.lock()
        defer { lock.unlock() }
        return issues
    }

    /// The comments of each recorded issue, joined.
    var messages: [String] {
        recorded.map { $0.comments.map(\.rawValue).joined(separator: "\n") }
    }
}
