import ScoutCore

/// (s) the loops users write, at N and at 8N: the ratio of the two times is about
/// 8 when a loop is linear (64 if quadratic). Each loop makes its own mocks; the
/// failures some loops provoke on purpose are captured, not printed.
struct ScalingResult {
    let name: String
    let n: Int
    /// Milliseconds for N, and for 8N: medians of the rounds.
    let timeN: Double
    let time8N: Double

    var ratio: Double { timeN > 0 ? time8N / timeN : 0 }
}

func scalingScenarios(rounds: Int) -> [ScalingResult] {
    // 2,000 and 16,000 in both builds: at 20,000 and 160,000 a loop's expectations
    // and log outgrow the caches, and a linear loop reads 11–12 in release.
    let n = 2_000
    return [
        // Freed with its expectations unmet: that failure is captured.
        scaling("expect-n", n, rounds) { count in
            _ = captureFailures {
                let mock = ScoutFetcher()
                for id in 0..<count { mock.expect.fetch(id: id).to(`return`(id)) }
            }
        },
        scaling("call-n", n, rounds) { count in
            let mock = ScoutFetcher()
            for id in 0..<count { mock.expect.fetch(id: id).to(`return`(id)) }
            for id in 0..<count where mock.fetch(id: id) != id { fatalError("call-n answered wrongly") }
        },
        scaling("check-n", n, rounds) { count in
            let mock = ScoutFetcher()
            mock.expect.fetch(id: any()).to(alwaysReturn(0))
            for id in 0..<count {
                _ = mock.fetch(id: id)
                mock.received.fetch(id: id).called(.once)
            }
        },
        scaling("verify-n", n, rounds) { count in
            let mock = ScoutFetcher()
            _ = captureFailures {
                for id in 0..<count {
                    mock.expect.fetch(id: id).to(`return`(id))
                    _ = mock.fetch(id: id)
                    mock.verify()
                }
            }
        },
        scaling("no-more-interactions-n", n, rounds) { count in
            let spy = ScoutFetcher(Mock(policy: .relaxed))
            for id in 0..<count { _ = spy.fetch(id: id) }
            for id in 0..<count { spy.received.fetch(id: id).called(.once) }
            if !verifyNoMoreInteractions(spy) { fatalError("no-more-interactions-n found one") }
        },
        scaling("reset-n", n, rounds) { count in
            let mock = ScoutFetcher()
            for id in 0..<count {
                mock.expect.fetch(id: id).to(`return`(id))
                _ = mock.fetch(id: id)
                mock.mock.reset()
            }
        },
        scaling("expect-in-order-n", n, rounds) { count in
            let mock = ScoutFetcher()
            expectInOrder { for id in 0..<count { mock.expect.fetch(id: id).to(`return`(id)) } }
            for id in 0..<count where mock.fetch(id: id) != id { fatalError("expect-in-order-n answered wrongly") }
            mock.verify()
        },
        scaling("call-reversed-n", n, rounds) { count in
            let mock = ScoutFetcher()
            for id in 0..<count { mock.expect.fetch(id: id).to(`return`(id)) }
            for id in (0..<count).reversed() where mock.fetch(id: id) != id {
                fatalError("call-reversed-n answered wrongly")
            }
        },
        // 50 calls per step of N, then a strict 30-step order that fails on the second step.
        scaling("strict-order-failure-n", n, rounds) { count in
            let spy = ScoutFetcher(Mock(policy: .relaxed))
            for id in 0..<(50 * count) { _ = spy.fetch(id: id % 1_000) }
            let failures = captureFailures {
                verifyInOrder(strict: true) { for step in 0..<30 { spy.received.fetch(id: step * 7 + 1) } }
            }
            if failures.count != 1 { fatalError("strict-order-failure-n reported \(failures.count) failures") }
        },
        scaling("record-n", n, rounds) { count in
            let mock = ScoutFetcher(Mock(policy: [.relaxed, .recording]))
            for id in 0..<count { _ = mock.fetch(id: id) }
            if transcript(["m": mock]).isEmpty { fatalError("record-n wrote nothing") }
        },
    ]
}

private func scaling(_ name: String, _ n: Int, _ rounds: Int, _ loop: (Int) -> Void) -> ScalingResult {
    func milliseconds(_ count: Int) -> Double {
        let start = now()
        loop(count)
        return Double(now() - start) / 1_000_000
    }
    // Both sizes once before measuring: the allocator's memory is warm for both.
    _ = milliseconds(n)
    _ = milliseconds(8 * n)
    var small: [Double] = []
    var large: [Double] = []
    for _ in 0..<max(1, rounds) {
        small.append(milliseconds(n))
        large.append(milliseconds(8 * n))
    }
    return ScalingResult(name: "s-scaling-" + name, n: n, timeN: median(small), time8N: median(large))
}

/// Prints the scaling table.
func printScaling(_ results: [ScalingResult]) {
    guard !results.isEmpty else { return }
    print("\nScaling — time for N and for 8N; a linear loop reads about 8, a quadratic one 64")
    for result in results {
        let name = result.name.padding(toLength: 34, withPad: " ", startingAt: 0)
        print(
            "\(name) N=\(result.n)  \(formatted(result.timeN)) ms  8N \(formatted(result.time8N)) ms  "
                + "ratio \(formatted(result.ratio))")
    }
}

/// The scaling rows of the JSON report.
func scalingJSON(_ results: [ScalingResult]) -> [String] {
    results.map { result in
        "{\"scenario\": \"\(result.name)\", \"config\": \"\(configuration)\", \"n\": \(result.n), "
            + "\"time_n_ms\": \(formatted(result.timeN)), \"time_8n_ms\": \(formatted(result.time8N)), "
            + "\"ratio_8n_n\": \(formatted(result.ratio))}"
    }
}

private func formatted(_ value: Double) -> String {
    let hundredths = (value * 100).rounded() / 100
    return "\(hundredths)"
}
