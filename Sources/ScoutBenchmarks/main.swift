import Foundation

// Scout's benchmark: each scenario runs a Scout mock and a hand-written mock of the
// same protocol in this process, alternating, and reports medians and ratios.
//
//   swift run -c release ScoutBenchmarks [--json PATH] [--rounds N] [--only abcdefghijkls]
//   swift run ScoutBenchmarks            (debug)
//   bash .ci/profile release a   (callgrind on a stripped copy; see that script)

let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

// `--profile N [--scenario X]`: only N operations of one scenario (default a), for
// an instruction profiler (`valgrind --tool=callgrind`); see Profiling.swift.
if let operations = option("--profile").flatMap(Int.init) {
    let scenario = option("--scenario") ?? "a"
    let checksum = scenario == "h" ? try await profileAsync(operations) : profile(operations, scenario: scenario)
    print("profiled \(operations) operations, checksum \(checksum)")
    exit(0)
}

let rounds = option("--rounds").flatMap(Int.init) ?? 5
let only = Set(option("--only") ?? "abcdefghijkls")
var results: [ScenarioResult] = []

if only.contains("i") { results.append(memoryScenario()) }
if only.contains("a") { results += singleMemberScenarios(rounds: rounds) }
if only.contains("b") { results.append(manyMembersScenario(rounds: rounds)) }
if only.contains("c") { results.append(matcherScanScenario(rounds: rounds)) }
if only.contains("d") { results.append(settingExpectationScenario(rounds: rounds)) }
if only.contains("e") { results += verifyScenarios(rounds: rounds) }
if only.contains("f") { results += countScenarios(rounds: rounds) }
if only.contains("g") { results.append(propertyScenario(rounds: rounds)) }
if only.contains("h") { results.append(try await asyncScenario(rounds: rounds)) }
if only.contains("j") { results.append(await contentionScenario(rounds: rounds)) }
if only.contains("k") { results.append(resetPhasesScenario()) }
if only.contains("l") { results.append(freshMockScenario(rounds: rounds)) }

let scaling = only.contains("s") ? scalingScenarios(rounds: min(rounds, 3)) : []

results.sort { $0.name < $1.name }
printTable(results, rounds: rounds)
printScaling(scaling)
if let path = option("--json") {
    try writeJSON(results, extraRows: scalingJSON(scaling), to: path)
    print("JSON written to \(path)")
}
