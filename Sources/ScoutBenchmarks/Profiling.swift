import ScoutCore

/// `--profile N [--scenario X]`: N operations of one scenario and nothing else (`a-try`:
/// scenario a with the original Scout's `try!` line), for
/// an instruction profiler (`valgrind --tool=callgrind`), whose counts do not
/// depend on machine load. Subtract the counts of two values of N to get the cost
/// of one operation without the process's start.
func profile(_ operations: Int, scenario: String) -> Int {
    switch scenario {
    case "b":
        let wide = ScoutWide()
        for member in 0..<16 { wide.expect[dynamicMember: "m\(member)"](id: equalTo(1)).to(alwaysReturn(member)) }
        return wideLoop(opaque([wide] as [any Wide], runtimeZero), calls: operations)
    case "c":
        return fetchLoop(opaque([scanningScoutFetcher()] as [any Fetcher], runtimeZero), calls: operations)
    case "d":
        let fetcher = ScoutFetcher()
        for _ in 0..<operations { fetcher.expect.fetch(id: equalTo(1)).to(alwaysReturn(42)) }
        return operations
    case "l":
        for _ in 0..<operations {
            let fetcher = ScoutFetcher()
            fetcher.expect.fetch(id: 1).to(alwaysReturn(42))
        }
        return operations
    case "d-typed":
        let fetcher = TypedScoutFetcher()
        for _ in 0..<operations { fetcher.expect.fetch(id: equalTo(1)).to(alwaysReturn(42)) }
        return operations
    case "t":
        return typicalTests(operations) / 42
    case "l-typed":
        for _ in 0..<operations {
            let fetcher = TypedScoutFetcher()
            fetcher.expect.fetch(id: 1).to(alwaysReturn(42))
        }
        return operations
    case "a-typed":
        let fetcher = TypedScoutFetcher()
        fetcher.expect.fetch(id: equalTo(1)).to(alwaysReturn(42))
        return fetchLoop(opaque([fetcher] as [any Fetcher], runtimeZero), calls: operations)
    case "e":
        let fetcher = stubbedScoutFetcher()
        _ = fetchLoop(fetcher, calls: 1_000)
        for _ in 0..<operations { fetcher.verify() }
        return operations
    case "f":
        // Counts over 1,000 calls: operations / 1,000 counts, so N is in calls judged.
        let fetcher = stubbedScoutFetcher()
        _ = fetchLoop(fetcher, calls: 1_000)
        var passed = 0
        for _ in 0..<(operations / 1_000) { passed += fetcher.received.fetch(id: 1).called(.exactly(1_000)) ? 1 : 0 }
        return passed
    case "g":
        let settings = ScoutSettings()
        settings.expect.value.to(alwaysReturn(42))
        return getLoop(opaque([settings] as [any Settings], runtimeZero), reads: operations)
    case "a-try":
        let legacy = LegacyScoutFetcher()
        legacy.expect.fetch(id: equalTo(1)).to(alwaysReturn(42))
        return fetchLoop(opaque([legacy] as [any Fetcher], runtimeZero), calls: operations)
    default:
        return fetchLoop(opaque([stubbedScoutFetcher()] as [any Fetcher], runtimeZero), calls: operations)
    }
}

/// The async scenario (h), profiled the same way.
func profileAsync(_ operations: Int) async throws -> Int {
    try await asyncLoop(opaque([stubbedScoutAsyncFetcher()] as [any AsyncFetcher], runtimeZero), calls: operations)
}
