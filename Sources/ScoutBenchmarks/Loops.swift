// The measured loops. Each takes the mock as an existential, is never inlined,
// and returns a sum the caller checks, so the optimizer can neither see the
// concrete mock nor drop the calls. The mock comes out of an array at a run-time
// index, so no call site knows its type either.

@inline(never)
func fetchLoop(_ fetcher: any Fetcher, calls: Int, id: Int = 1) -> Int {
    var sum = 0
    for _ in 0..<calls { sum &+= fetcher.fetch(id: id) }
    return sum
}

@inline(never)
func distinctFetchLoop(_ fetcher: any Fetcher, calls: Int) -> Int {
    var sum = 0
    for call in 0..<calls { sum &+= fetcher.fetch(id: call) }
    return sum
}

@inline(never)
func wideLoop(_ wide: any Wide, calls: Int) -> Int {
    var sum = 0
    for call in 0..<calls {
        switch call & 15 {
        case 0: sum &+= wide.m0(id: 1)
        case 1: sum &+= wide.m1(id: 1)
        case 2: sum &+= wide.m2(id: 1)
        case 3: sum &+= wide.m3(id: 1)
        case 4: sum &+= wide.m4(id: 1)
        case 5: sum &+= wide.m5(id: 1)
        case 6: sum &+= wide.m6(id: 1)
        case 7: sum &+= wide.m7(id: 1)
        case 8: sum &+= wide.m8(id: 1)
        case 9: sum &+= wide.m9(id: 1)
        case 10: sum &+= wide.m10(id: 1)
        case 11: sum &+= wide.m11(id: 1)
        case 12: sum &+= wide.m12(id: 1)
        case 13: sum &+= wide.m13(id: 1)
        case 14: sum &+= wide.m14(id: 1)
        default: sum &+= wide.m15(id: 1)
        }
    }
    return sum
}

@inline(never)
func getLoop(_ settings: any Settings, reads: Int) -> Int {
    var sum = 0
    for _ in 0..<reads { sum &+= settings.value }
    return sum
}

@inline(never)
func asyncLoop(_ fetcher: any AsyncFetcher, calls: Int) async throws -> Int {
    var sum = 0
    for _ in 0..<calls { sum &+= try await fetcher.fetch(id: 1) }
    return sum
}

/// Picks `candidates[index]` where `index` is only known at run time.
@inline(never)
func opaque<T>(_ candidates: [T], _ index: Int) -> T {
    candidates[index % candidates.count]
}

/// A run-time zero the optimizer cannot fold.
let runtimeZero = CommandLine.arguments.count > 1_000_000 ? 1 : 0
