import ScoutCore

/// (d) setting an expectation (Scout) against setting a stored stub (by hand).
func settingExpectationScenario(rounds: Int) -> ScenarioResult {
    let perMock = 1_000
    let mocks = 5 * scale
    let operations = perMock * mocks
    return compare(
        "d-set-expectation", rounds: rounds, operations: operations, checksum: operations,
        scout: {
            var set = 0
            for _ in 0..<mocks {
                let fetcher = ScoutFetcher()
                // Stubs (alwaysReturn): a mock freed with a `return` expectation unmet
                // reports it, as a test's would.
                for _ in 0..<perMock {
                    fetcher.expect.fetch(id: equalTo(1)).to(alwaysReturn(42))
                    set += 1
                }
            }
            return set
        },
        baseline: {
            var set = 0
            for _ in 0..<mocks {
                let fetcher = opaque([HandWrittenFetcher()], runtimeZero)
                for value in 0..<perMock {
                    fetcher.fetchResult = value
                    set += fetcher.fetchResult == value ? 1 : 0
                }
            }
            return set
        })
}

/// (l) a fresh mock and one expectation on it, the mock freed after: what a test
/// with one stubbed call pays before its first call. A stub (`alwaysReturn`): a mock
/// freed with a `return` expectation unmet reports it, as a test's would.
func freshMockScenario(rounds: Int) -> ScenarioResult {
    let operations = 1_000 * scale
    return compare(
        "l-fresh-mock-and-expectation", rounds: rounds, operations: operations, checksum: operations,
        scout: {
            var set = 0
            for _ in 0..<operations {
                let fetcher = ScoutFetcher()
                fetcher.expect.fetch(id: 1).to(alwaysReturn(42))
                set += 1
            }
            return set
        },
        baseline: {
            var set = 0
            for value in 0..<operations {
                let fetcher = opaque([HandWrittenFetcher()], runtimeZero)
                fetcher.fetchResult = value
                set += fetcher.fetchResult == value ? 1 : 0
            }
            return set
        })
}

/// (t) the typical test: a fresh mock, one expectation, one call, `verify()`, the
/// mock freed after; against a hand-written mock stubbed, called and checked.
func typicalTestScenario(rounds: Int) -> ScenarioResult {
    let operations = 1_000 * scale
    return compare(
        "t-typical-test", rounds: rounds, operations: operations, checksum: operations * 42,
        scout: { typicalTests(operations) },
        baseline: {
            var sum = 0
            for _ in 0..<operations {
                let fetcher = opaque([HandWrittenFetcher()], runtimeZero)
                fetcher.fetchResult = 42
                let value = fetcher.fetch(id: 1)
                sum += fetcher.fetchCallCount == 1 && fetcher.fetchLastID == 1 ? value : 0
            }
            return sum
        })
}

/// `operations` typical tests with Scout: fresh mock, one expectation, one call,
/// `verify()`. Shared with `--profile N --scenario t`.
func typicalTests(_ operations: Int) -> Int {
    var sum = 0
    for _ in 0..<operations {
        let fetcher = ScoutFetcher()
        fetcher.expect.fetch(id: 1).to(`return`(42))
        sum += opaque([fetcher] as [any Fetcher], runtimeZero).fetch(id: 1)
        fetcher.verify()
    }
    return sum
}

/// (e) verify() after 1k, 100k and 1M calls, against checking a hand-written
/// call count.
func verifyScenarios(rounds: Int) -> [ScenarioResult] {
    [1_000, 100_000, 1_000_000].map { calls in
        let (scout, handWritten) = mocksAfter(calls: calls)
        let verifications = 1_000
        return compare(
            "e-verify-after-\(label(calls))-calls", rounds: rounds, operations: verifications, checksum: verifications,
            calls: calls,
            scout: {
                for _ in 0..<verifications { scout.verify() }
                return verifications
            },
            baseline: {
                var passed = 0
                for _ in 0..<verifications { passed += handWritten.fetchCallCount == calls ? 1 : 0 }
                return passed
            })
    }
}

/// (f) count verification after 1k, 100k and 1M calls.
func countScenarios(rounds: Int) -> [ScenarioResult] {
    [1_000, 100_000, 1_000_000].map { calls in
        let (scout, handWritten) = mocksAfter(calls: calls)
        let verifications = max(1, 100_000 / calls) * (calls >= 1_000_000 ? 1 : scale)
        return compare(
            "f-count-after-\(label(calls))-calls", rounds: rounds, operations: verifications, checksum: verifications,
            calls: calls,
            scout: {
                var passed = 0
                for _ in 0..<verifications { passed += scout.received.fetch(id: 1).called(.exactly(calls)) ? 1 : 0 }
                return passed
            },
            baseline: {
                var passed = 0
                for _ in 0..<verifications { passed += handWritten.fetchCallCount == calls ? 1 : 0 }
                return passed
            })
    }
}

private func mocksAfter(calls: Int) -> (ScoutFetcher, HandWrittenFetcher) {
    let scout = stubbedScoutFetcher()
    let handWritten = HandWrittenFetcher()
    _ = fetchLoop(opaque([scout] as [any Fetcher], runtimeZero), calls: calls)
    _ = fetchLoop(opaque([handWritten] as [any Fetcher], runtimeZero), calls: calls)
    return (scout, handWritten)
}

func label(_ calls: Int) -> String {
    calls >= 1_000_000 ? "\(calls / 1_000_000)m" : "\(calls / 1_000)k"
}
