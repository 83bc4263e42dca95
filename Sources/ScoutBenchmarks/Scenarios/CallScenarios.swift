import ScoutCore
import ScoutLowLevel

/// (a) one member, matched by equality, answered by alwaysReturn, forwarded with
/// `mock.run`; the same with the original Scout's `try! mock.call` line; and the
/// same on fresh mocks with 1,000 and 1,000,000 calls each, to show the cost per
/// call does not grow with the log. The first two grow one mock's log through
/// memory the process never wrote; the fresh mocks of the last two reuse what
/// the mock before them gave back (see `LogChunkPool`), as a test suite's do.
func singleMemberScenarios(rounds: Int) -> [ScenarioResult] {
    let operations = 20_000 * scale
    let fetchers: [any Fetcher] = [stubbedScoutFetcher(), HandWrittenFetcher()]
    let single = compare(
        "a-single-member", rounds: rounds, operations: operations, checksum: 42 * operations,
        scout: { fetchLoop(opaque(fetchers, runtimeZero), calls: operations) },
        baseline: { fetchLoop(opaque(fetchers, runtimeZero + 1), calls: operations) })
    // The first mock's log stays alive: the second grows its own from new memory too.
    let tryBang = withExtendedLifetime(fetchers) {
        let legacy = LegacyScoutFetcher()
        legacy.expect.fetch(id: equalTo(1)).to(alwaysReturn(42))
        let legacyFetchers: [any Fetcher] = [legacy, HandWrittenFetcher()]
        return compare(
            "a-single-member-try-bang-line", rounds: rounds, operations: operations, checksum: 42 * operations,
            scout: { fetchLoop(opaque(legacyFetchers, runtimeZero), calls: operations) },
            baseline: { fetchLoop(opaque(legacyFetchers, runtimeZero + 1), calls: operations) })
    }
    return [single, tryBang]
        + [1_000, 1_000_000].map { calls in
            // Its warm-up round gives the log memory the measured rounds reuse.
            LogChunkPool.shared.freeAll()
            return flatness(calls: calls, rounds: rounds)
        }
}

/// Fresh mocks each round, `calls` calls each: cost per call over a whole run.
private func flatness(calls: Int, rounds: Int) -> ScenarioResult {
    let label = calls >= 1_000_000 ? "\(calls / 1_000_000)m" : "\(calls / 1_000)k"
    return compare(
        "a-single-member-\(label)-calls-fresh", rounds: rounds, operations: calls, checksum: 42 * calls,
        scout: { fetchLoop(opaque([stubbedScoutFetcher()] as [any Fetcher], runtimeZero), calls: calls) },
        baseline: { fetchLoop(opaque([HandWrittenFetcher()] as [any Fetcher], runtimeZero), calls: calls) })
}

func stubbedScoutFetcher() -> ScoutFetcher {
    let fetcher = ScoutFetcher()
    fetcher.expect.fetch(id: equalTo(1)).to(alwaysReturn(42))
    return fetcher
}

/// (b) sixteen members with expectations spread over them, called round-robin.
func manyMembersScenario(rounds: Int) -> ScenarioResult {
    let operations = 16_000 * scale
    let scout = ScoutWide()
    for member in 0..<16 {
        scout.expect[dynamicMember: "m\(member)"](id: equalTo(1)).to(alwaysReturn(member))
    }
    let wides: [any Wide] = [scout, HandWrittenWide()]
    return compare(
        "b-sixteen-members", rounds: rounds, operations: operations, checksum: (0..<16).reduce(0, +) * operations / 16,
        scout: { wideLoop(opaque(wides, runtimeZero), calls: operations) },
        baseline: { wideLoop(opaque(wides, runtimeZero + 1), calls: operations) })
}

/// (c) one member with twenty expectations, where only the last one matches.
func matcherScanScenario(rounds: Int) -> ScenarioResult {
    let operations = 20_000 * scale
    let fetchers: [any Fetcher] = [scanningScoutFetcher(), HandWrittenFetcher()]
    return compare(
        "c-twenty-expectations-last-matches", rounds: rounds, operations: operations, checksum: 42 * operations,
        scout: { fetchLoop(opaque(fetchers, runtimeZero), calls: operations) },
        baseline: { fetchLoop(opaque(fetchers, runtimeZero + 1), calls: operations) })
}

/// An async mock whose fetch(id: 1) an async block answers.
func stubbedScoutAsyncFetcher() -> ScoutAsyncFetcher {
    let scout = ScoutAsyncFetcher()
    scout.expect.fetch(id: equalTo(1)).toAlways { _ async in 42 }
    return scout
}

/// A mock whose member has twenty expectations, of which only the last matches id 1.
func scanningScoutFetcher() -> ScoutFetcher {
    let scout = ScoutFetcher()
    for other in 100..<119 { scout.expect.fetch(id: equalTo(other)).to(alwaysReturn(0)) }
    scout.expect.fetch(id: equalTo(1)).to(alwaysReturn(42))
    return scout
}

/// (g) reading a stubbed property.
func propertyScenario(rounds: Int) -> ScenarioResult {
    let operations = 20_000 * scale
    let scout = ScoutSettings()
    scout.expect.value.to(alwaysReturn(42))
    let settings: [any Settings] = [scout, HandWrittenSettings()]
    return compare(
        "g-property-get", rounds: rounds, operations: operations, checksum: 42 * operations,
        scout: { getLoop(opaque(settings, runtimeZero), reads: operations) },
        baseline: { getLoop(opaque(settings, runtimeZero + 1), reads: operations) })
}

/// (h) an async call answered by an async block.
func asyncScenario(rounds: Int) async throws -> ScenarioResult {
    let operations = 10_000 * scale
    let fetchers: [any AsyncFetcher] = [stubbedScoutAsyncFetcher(), HandWrittenAsyncFetcher()]
    return try await compareAsync(
        "h-async-call-async-block", rounds: rounds, operations: operations, checksum: 42 * operations,
        scout: { try await asyncLoop(opaque(fetchers, runtimeZero), calls: operations) },
        baseline: { try await asyncLoop(opaque(fetchers, runtimeZero + 1), calls: operations) })
}
