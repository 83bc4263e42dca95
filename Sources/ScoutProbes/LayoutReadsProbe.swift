import Foundation
import Scout
import ScoutLowLevel

// `ScoutProbes layout-reads`: the same program on a fast-path mock and on a mock
// forced onto the portable path, counting the layout-dependent reads each makes
// (`LayoutReads`). A process of its own: the count is global, and the test
// process runs tests in parallel.

private protocol Shelf {
    var region: String { get set }
    func price(id: Int) -> Int
    func price(id: Int, size: Int) -> Int
    func scaled(by factor: Double) -> Double
    func opened(_ open: Bool) -> Bool
    func title(of id: Int, language: String) -> String
    func find(_ name: String) -> String
}

private final class MockShelf: Shelf, Mockable {
    let mock: Mock
    init(_ mock: Mock) { self.mock = mock }
    var region: String {
        get { mock.get.region }
        set { mock.set.region = newValue }
    }
    // In optimized builds the first four reach the scalar overloads of `mock.run`.
    func price(id: Int) -> Int { mock.run.price(id: id) }
    func price(id: Int, size: Int) -> Int { mock.run.price(id: id, size: size) }
    func scaled(by factor: Double) -> Double { mock.run.scaled(by: factor) }
    func opened(_ open: Bool) -> Bool { mock.run.opened(open) }
    func title(of id: Int, language: String) -> String { mock.run.title(of: id, language: language) }
    func find(_ name: String) -> String { mock.run.find(name) }
}

/// What the program gave: answers, failures' messages, the transcript.
private func program(_ shelf: MockShelf) -> [String] {
    var seen: [String] = []
    let observed = Observed()
    let language = ArgumentCaptor<String>()
    let failures = captureFailures {
        shelf.expect.price(id: 1).to(alwaysReturn(10))
        shelf.expect.price(id: 2, size: 3).to(`return`(20))
        shelf.expect.scaled(by: 2.5).to(`return`(5.0))
        shelf.expect.opened(true).to(`return`(false))
        shelf.expect.find("atlas").to(`return`("found"))
        shelf.expect.find(equalTo("globe")).to(`return`("also found"))
        shelf.expect.title(of: 1, language: "en").to(`return`("Atlas"))
        shelf.expect.title(of: 2, language: language).to { args in "\(args.count): \(args.map(\.label))" }
        shelf.observe.find(any()).perform { args in observed.append("observed \(args.map(\.label))") }
        shelf.expect.region.to(`return`("eu"))
        shelf.expect.region.toBeSet(to: "us")
        seen.append("\(shelf.price(id: 1)) \(shelf.price(id: 2, size: 3)) \(shelf.scaled(by: 2.5))")
        seen.append("\(shelf.opened(true)) \(shelf.find("atlas")) \(shelf.find("globe"))")
        seen.append(
            "\(shelf.title(of: 1, language: "en")) \(shelf.title(of: 2, language: "fr")) \(language.value ?? "-")")
        seen.append(shelf.region)
        shelf.region = "us"
        seen.append("\(shelf.price(id: 5, size: 6)) \(shelf.find("unknown"))")
        seen.append("\(shelf.received.price(id: 1).called(1)) \(shelf.received.find(equalTo("atlas")).called(1))")
        shelf.verify()
    }
    return seen + observed.all + failures.map(\.message) + shelf.interactions.map(\.description)
}

/// What the observer saw, behind a lock (`Mutex` needs macOS 15).
private final class Observed: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [String] = []

    func append(_ line: String) {
        lock.lock()
        seen.append(line)
        lock.unlock()
    }

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return seen
    }
}

func layoutReadsProbe() {
    // The gate's own checks read layouts once per process: before counting.
    let fastPath = LayoutChecks.fastPath
    LayoutReads.counting = true
    LayoutReads.count = 0
    let fast = program(MockShelf(Mock()))
    let fastReads = LayoutReads.count
    LayoutReads.count = 0
    let portable = LayoutChecks.withPortablePath { program(MockShelf(Mock())) }
    let portableReads = LayoutReads.count
    LayoutReads.counting = false
    print("fast path compiled in and checked: \(fastPath)")
    print("fast-path mock: \(fastReads) layout reads")
    print("portable mock: \(portableReads) layout reads")
    print("same outcome: \(fast == portable)")
    if fast != portable {
        for (one, other) in zip(fast, portable) where one != other { print("differs: \(one) | \(other)") }
    }
}
