import ScoutCore

/// (i) memory per recorded interaction: the heap bytes the mock still holds after
/// 1,000,000 calls with one Int argument (the allocator's own count of live bytes,
/// after minus before, with the mock kept alive; the benchmark empties the log
/// chunk pool first, so every chunk the log holds is counted), divided by the
/// calls. The same figure for the hand-written mock, which keeps only the last
/// argument, is about 0.
func memoryScenario() -> ScenarioResult {
    let calls = 1_000_000
    let scout = ScoutFetcher()
    scout.expect.fetch(id: any()).to(alwaysReturn(42))
    let handWritten = HandWrittenFetcher()
    let before = liveHeapBytes()
    let scoutTime = nanosecondsPerOperation(calls, expecting: 42 * calls) {
        distinctFetchLoop(opaque([scout] as [any Fetcher], runtimeZero), calls: calls)
    }
    let after = liveHeapBytes()
    let baselineTime = nanosecondsPerOperation(calls, expecting: 42 * calls) {
        distinctFetchLoop(opaque([handWritten] as [any Fetcher], runtimeZero), calls: calls)
    }
    withExtendedLifetime(scout) {}
    var result = ScenarioResult(name: "i-memory-1m-calls", calls: calls, scout: [scoutTime], baseline: [baselineTime])
    result.bytesPerInteraction = Double(after - before) / Double(calls)
    return result
}

/// (j) eight tasks calling one mock at once, against a hand-written mock behind a
/// lock; also the single-task cost, since the target compares the two.
func contentionScenario(rounds: Int) async -> ScenarioResult {
    let tasks = 8
    let callsPerTask = 5_000 * scale
    let scout = stubbedScoutFetcher()
    let locked = LockedHandWrittenFetcher()
    let fetchers: [any Fetcher & Sendable] = [scout, locked]
    var result = ScenarioResult(name: "j-eight-tasks-one-mock", calls: tasks * callsPerTask, scout: [], baseline: [])
    var single: [Double] = []
    for round in 0...rounds {
        let scoutTime = await concurrentNanosecondsPerCall(opaque(fetchers, runtimeZero), tasks, callsPerTask)
        let lockedTime = await concurrentNanosecondsPerCall(opaque(fetchers, runtimeZero + 1), tasks, callsPerTask)
        let singleTime = nanosecondsPerOperation(callsPerTask, expecting: 42 * callsPerTask) {
            fetchLoop(opaque(fetchers, runtimeZero), calls: callsPerTask)
        }
        guard round > 0 else { continue }
        result.scout.append(scoutTime)
        result.baseline.append(lockedTime)
        single.append(singleTime)
    }
    result.extra = [
        ("single_task_ns", median(single)),
        ("throughput_vs_single_task", median(single) / result.scoutMedian),
    ]
    return result
}

/// Wall-clock nanoseconds per call, all tasks together.
private func concurrentNanosecondsPerCall(_ fetcher: any Fetcher & Sendable, _ tasks: Int, _ calls: Int) async -> Double
{
    let start = now()
    let total = await withTaskGroup(of: Int.self) { group in
        for _ in 0..<tasks {
            group.addTask { fetchLoop(fetcher, calls: calls) }
        }
        return await group.reduce(0, +)
    }
    let elapsed = now() - start
    if total != 42 * calls * tasks { fatalError("contention checksum \(total)") }
    return Double(elapsed) / Double(tasks * calls)
}

/// (k) one shared mock through 10,000 test phases: an expectation, a call, a
/// `reset()`. What it still holds at the end (the allocator's live bytes, after
/// minus before) must not grow with the phases, and the last thousand phases must
/// cost what the first thousand did. The baseline resets a hand-written mock's
/// fields.
func resetPhasesScenario() -> ScenarioResult {
    let phases = 10_000
    let shared = ScoutFetcher()
    let handWritten = HandWrittenFetcher()
    // One phase first, so that what every phase reuses is already there.
    shared.expect.fetch(id: 1).to(`return`(0))
    _ = shared.fetch(id: 1)
    shared.mock.reset()
    let before = liveHeapBytes()
    var thousands: [Double] = []
    var start = now()
    for phase in 1...phases {
        shared.expect.fetch(id: 1).to(`return`(phase))
        if shared.fetch(id: 1) != phase { fatalError("phase \(phase) answered wrongly") }
        shared.mock.reset()
        if phase.isMultiple(of: 1_000) {
            let end = now()
            thousands.append(Double(end - start) / 1_000)
            start = end
        }
    }
    let held = liveHeapBytes() - before
    let baselineTime = nanosecondsPerOperation(phases, expecting: phases) {
        var sum = 0
        for _ in 1...phases {
            handWritten.fetchResult = 1
            sum += handWritten.fetch(id: 1)
            handWritten.fetchCallCount = 0
            handWritten.fetchLastID = nil
        }
        return sum
    }
    var result = ScenarioResult(
        name: "k-reset-phases-10k", calls: phases, scout: [median(thousands)], baseline: [baselineTime])
    result.extra = [
        ("bytes_held_after_10k_resets", Double(held)),
        ("first_1k_ns_per_phase", thousands.first ?? 0),
        ("last_1k_ns_per_phase", thousands.last ?? 0),
    ]
    return result
}
