import Foundation
import Scout
import ScoutLowLevel
import Testing

@testable import ScoutCore

private protocol Catalog {
    var region: String { get set }
    func price(id: Int) -> Int
    func price(id: Int, size: Int) -> Int
    func scaled(by factor: Double) -> Double
    func title(of id: Int, language: String) -> String
}

private final class MockCatalog: Catalog, Mockable {
    let mock = Mock()
    var region: String {
        get { mock.get.region }
        set { mock.set.region = newValue }
    }
    // In optimized builds, the first three reach the scalar overloads of `mock.run`.
    func price(id: Int) -> Int { mock.run.price(id: id) }
    func price(id: Int, size: Int) -> Int { mock.run.price(id: id, size: size) }
    func scaled(by factor: Double) -> Double { mock.run.scaled(by: factor) }
    func title(of id: Int, language: String) -> String { mock.run.title(of: id, language: language) }
}

/// What one program of expectations, calls, mistakes and checks gives: the same
/// on either path, since both paths share one entry point.
private struct Outcome: Equatable {
    var answers: [String] = []
    var failures: [String] = []
    var interactions: [String] = []
    var observed: [String] = []

    /// The outcome with `name` read as `other` in its failures.
    func renamed(_ name: String, to other: String) -> Outcome {
        var renamed = self
        renamed.failures = failures.map { $0.replacingOccurrences(of: name, with: other) }
        return renamed
    }
}

/// The program, written once so that every location in its failures is the same
/// line whichever path runs it.
private func exercise(_ catalog: MockCatalog) -> Outcome {
    var outcome = Outcome()
    let observed = Locked<[String]>([])
    outcome.failures = captureFailures {
        catalog.expect.price(id: 1).to(alwaysReturn(10))
        catalog.expect.price(id: 2, size: 3).to(`return`(20))
        catalog.expect.scaled(by: 2.5).to(`return`(5.0))
        catalog.expect.title(of: 1, language: "en").to(`return`("Atlas"))
        catalog.expect.region.to(`return`("eu"))
        catalog.expect.region.toBeSet(to: "us")
        catalog.expect.price(id: 9).to(`return`(90))
        // A block, a captor and an observer read the call's pairs: in place on
        // the fast path, copied on the portable one.
        let language = ArgumentCaptor<String>()
        catalog.expect.title(of: 2, language: language).to { args in
            "\(args.count) arguments, \(args.map(\.label))"
        }
        catalog.observe.title(of: any(), language: any()).perform { args in
            observed.withLock { $0.append("\(args.map(\.label))") }
        }
        outcome.answers.append("\(catalog.price(id: 1))")
        outcome.answers.append("\(catalog.price(id: 2, size: 3))")
        outcome.answers.append("\(catalog.scaled(by: 2.5))")
        outcome.answers.append(catalog.title(of: 1, language: "en"))
        outcome.answers.append(catalog.title(of: 2, language: "fr"))
        outcome.answers.append(language.value ?? "none")
        outcome.answers.append(catalog.region)
        catalog.region = "us"
        // Mistakes: a call nothing expects, and an expectation left unmet.
        outcome.answers.append("\(catalog.price(id: 5, size: 6))")
        _ = catalog.received.price(id: 1).called(.twice)
        catalog.verify()
    }.map(\.message)
    outcome.interactions = catalog.interactions.map(\.description)
    outcome.observed = observed.withLock { $0 }
    return outcome
}

/// A test can put any mock on the portable path, in any build: the two paths
/// are proven side by side, not only in the CI pass built with `-DSCOUT_PORTABLE`.
@Suite("The portable path, forced in any build")
struct PortablePathTests {
    @Test("a mock made in withPortablePath takes the portable path; one made outside takes the build's")
    func forcedPerMock() {
        let portable = LayoutChecks.withPortablePath { Mock() }
        let usual = Mock()
        #expect(!portable.core.fastPath)
        #expect(usual.core.fastPath == LayoutChecks.fastPath)
        #expect(!LayoutChecks.portableForced, "the force ends with its scope")
    }

    @Test("the same program answers, fails and records alike on both paths; the portable one reads no string's words")
    func sameOutcome() {
        let fast = MockCatalog()
        let portable = LayoutChecks.withPortablePath { MockCatalog() }
        let onFastPath = exercise(fast)
        let onPortablePath = exercise(portable)

        // The two mocks are of one class in one test: the second's name has its number.
        #expect(onPortablePath.renamed("MockCatalog #2", to: "MockCatalog") == onFastPath)
        #expect(
            onFastPath.answers == ["10", "20", "5.0", "Atlas", #"2 arguments, ["of", "language"]"#, "fr", "eu", "0"])
        #expect(onFastPath.failures.count == 3, "the unexpected call, the count, the unmet expectation")
        #expect(onFastPath.failures.first?.contains("price(id: 5, size: 6)") == true)
        #expect(onFastPath.interactions.count == 8)
        #expect(onFastPath.observed == [#"["of", "language"]"#, #"["of", "language"]"#])
        // The member table's index holds the words of names and labels: only the
        // fast path fills it.
        #expect(portable.mock.core.state.withLock { $0.table.indexedCount } == 0)
        #expect(
            fast.mock.core.state.withLock { $0.table.indexedCount } == (LayoutChecks.fastPath ? 2 : 0),
            "of the six members, the two first reached by content; a member an expectation made, called with its own literals, from its second call"
        )
    }

    @Test("a reset keeps a mock on the path it was made with")
    func resetKeepsThePath() {
        let portable = LayoutChecks.withPortablePath { MockCatalog() }
        portable.mock.reset()
        #expect(
            exercise(portable).answers == [
                "10", "20", "5.0", "Atlas", #"2 arguments, ["of", "language"]"#, "fr", "eu", "0",
            ])
        #expect(portable.mock.core.state.withLock { $0.table.indexedCount } == 0)
    }

    @Test(
        "a mock on the portable path makes no layout-dependent read, in debug and optimized builds (counted in a child process)"
    )
    func noLayoutRead() throws {
        // `LayoutReads` counts every read of a string's words, an `Any?`'s words or
        // a call site's pairs in place; the probe runs one program of scalar calls,
        // strings, blocks, a captor, an observer, checks and mistakes on each kind
        // of mock, alone in its process.
        let run = try Probes.run("layout-reads")
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("portable mock: 0 layout reads"), "\(run.standardOutput)")
        #expect(run.standardOutput.contains("same outcome: true"), "\(run.standardOutput)")
        // The count works: the fast path's reads are counted.
        if LayoutChecks.fastPath {
            #expect(!run.standardOutput.contains("fast-path mock: 0 layout reads"), "\(run.standardOutput)")
        }
    }
}
