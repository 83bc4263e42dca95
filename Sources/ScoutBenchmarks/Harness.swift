import CHeapStatistics

#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// The build configuration this benchmark was compiled in.
let configuration: String = {
    #if DEBUG
        "debug"
    #else
        "release"
    #endif
}()

/// Debug builds are two orders of magnitude slower; they run fewer operations.
let scale = configuration == "debug" ? 1 : 10

/// Nanoseconds on a monotonic clock.
func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// One scenario's figures: nanoseconds per operation in each round, for Scout and
/// for the hand-written baseline.
struct ScenarioResult {
    let name: String
    /// The number of mocked calls the scenario is about (for verify, the calls made
    /// before it).
    var calls: Int
    var scout: [Double]
    var baseline: [Double]
    var bytesPerInteraction: Double?
    var extra: [(String, Double)] = []

    var scoutMedian: Double { median(scout) }
    var baselineMedian: Double { median(baseline) }
    var ratio: Double { baselineMedian > 0 ? scoutMedian / baselineMedian : 0 }
}

func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
}

/// Times `body`, which performs `operations` operations and returns a checksum,
/// and returns nanoseconds per operation. A wrong checksum stops the run: a
/// measured loop that did not do its work would measure nothing.
func nanosecondsPerOperation(_ operations: Int, expecting checksum: Int?, _ body: () throws -> Int) rethrows -> Double {
    let start = now()
    let result = try body()
    let elapsed = now() - start
    if let checksum, result != checksum {
        fatalError("checksum \(result) != \(checksum): the measured loop did not do its work")
    }
    return Double(elapsed) / Double(max(operations, 1))
}

/// Runs Scout and the baseline alternately, `rounds` times (which one goes first
/// alternates too), after one warm-up run of each.
func compare(
    _ name: String, rounds: Int, operations: Int, checksum: Int?, calls: Int? = nil,
    scout: () throws -> Int, baseline: () throws -> Int
) rethrows -> ScenarioResult {
    _ = try scout()
    _ = try baseline()
    var result = ScenarioResult(name: name, calls: calls ?? operations, scout: [], baseline: [])
    for round in 0..<rounds {
        if round.isMultiple(of: 2) {
            result.scout.append(try nanosecondsPerOperation(operations, expecting: checksum, scout))
            result.baseline.append(try nanosecondsPerOperation(operations, expecting: checksum, baseline))
        } else {
            result.baseline.append(try nanosecondsPerOperation(operations, expecting: checksum, baseline))
            result.scout.append(try nanosecondsPerOperation(operations, expecting: checksum, scout))
        }
    }
    return result
}

/// The async form of `compare`.
func compareAsync(
    _ name: String, rounds: Int, operations: Int, checksum: Int,
    scout: () async throws -> Int, baseline: () async throws -> Int
) async rethrows -> ScenarioResult {
    _ = try await scout()
    _ = try await baseline()
    var result = ScenarioResult(name: name, calls: operations, scout: [], baseline: [])
    for round in 0..<rounds {
        for first in [round.isMultiple(of: 2), !round.isMultiple(of: 2)] {
            let start = now()
            let sum = first ? try await scout() : try await baseline()
            let perOperation = Double(now() - start) / Double(operations)
            if sum != checksum { fatalError("checksum \(sum) != \(checksum) in \(name)") }
            if first { result.scout.append(perOperation) } else { result.baseline.append(perOperation) }
        }
    }
    return result
}

/// Bytes the allocator has handed out and not yet taken back, across the whole
/// process. Unlike peak resident memory, it goes down when memory is freed and
/// does not depend on what ran before: the difference over a stretch of code is
/// exactly what that code still holds at its end.
func liveHeapBytes() -> Int {
    Int(heap_statistics_live_bytes())
}
