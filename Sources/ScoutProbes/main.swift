import Foundation
import Scout

// Scenarios Scout's tests run in a child process of their own, because what they
// check is how a process ends: `ScoutProbes <scenario> [arguments…]`.
// Each prints "probe finished" to standard output when it reaches its end.
// `ScoutProbes matrix <first case>` runs the crash matrix (CrashMatrix.swift).

protocol Mailer {
    func send(to address: String)
}

final class MockMailer: Mailer, Mockable, Sendable {
    let mock = Mock()
    func send(to address: String) { try! mock.call.send(to: address) }
}

/// Mocks kept to the end of the process, so that no deinit claims their failures.
/// Reachable from here, so that LeakSanitizer does not count them as leaks.
final class KeptToTheEnd: @unchecked Sendable {
    static let shared = KeptToTheEnd()
    private let lock = NSLock()
    private var objects: [AnyObject] = []

    func keep(_ object: AnyObject) {
        lock.lock()
        objects.append(object)
        lock.unlock()
    }
}

/// Calls the mock on a thread of its own, outside any test.
func sendOnThread(_ mailer: MockMailer, to address: String) {
    let done = DispatchSemaphore(value: 0)
    Thread {
        mailer.send(to: address)
        done.signal()
    }.start()
    done.wait()
}

let scenarios: [String: () -> Void] = [
    // Layout-dependent reads of a fast-path mock and of a portable-path one.
    "layout-reads": layoutReadsProbe,
    // A failure no test receives, never claimed: the exit reports it and fails.
    "unclaimed-at-exit": {
        let mailer = MockMailer()
        sendOnThread(mailer, to: "exit@example.com")
        KeptToTheEnd.shared.keep(mailer)
    },
    // The same call, answered: nothing is left unclaimed, and the exit is clean.
    "answered-at-exit": {
        let mailer = MockMailer()
        mailer.expect.send(to: any()).toAlways { _ in }
        sendOnThread(mailer, to: "fine@example.com")
        mailer.verify()
        KeptToTheEnd.shared.keep(mailer)
    },
]

if CommandLine.arguments.count > 1, CommandLine.arguments[1] == "matrix" {
    let first = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) ?? 0 : 0
    await CrashMatrix.run(from: first)
    exit(0)
}

let allScenarios = scenarios.merging(edgeScenarios.mapValues { scenario in { scenario() } }) { first, _ in first }
guard CommandLine.arguments.count > 1, let scenario = allScenarios[CommandLine.arguments[1]] else {
    print("usage: ScoutProbes <\(allScenarios.keys.sorted().joined(separator: "|"))>")
    exit(2)
}
scenario()
print("probe finished")
