import Foundation
import ScoutCore
import ScoutLowLevel

// Scout's benchmark: each scenario runs a Scout mock and a hand-written mock of the
// same protocol in this process, alternating, and reports medians and ratios.
//
//   swift run -c release ScoutBenchmarks [--json PATH] [--rounds N] [--only abcdefghijklst]
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
let only = Set(option("--only") ?? "abcdefghijklst")
var results: [ScenarioResult] = []

// Each scenario starts with no log memory an earlier one gave back (see
// `LogChunkPool`): a scenario's figures do not depend on the ones before it.
func runs(_ scenario: Character) -> Bool {
    guard only.contains(scenario) else { return false }
    LogChunkPool.shared.freeAll()
    return true
}

if runs("i") { results.append(memoryScenario()) }
if runs("a") { results += singleMemberScenarios(rounds: rounds) }
if runs("b") { results.append(manyMembersScenario(rounds: rounds)) }
if runs("c") { results.append(matcherScanScenario(rounds: rounds)) }
if runs("d") { results.append(settingExpectationScenario(rounds: rounds)) }
if runs("e") { results += verifyScenarios(rounds: rounds) }
if runs("f") { results += countScenarios(rounds: rounds) }
if runs("g") { results.append(propertyScenario(rounds: rounds)) }
if runs("h") { results.append(try await asyncScenario(rounds: rounds)) }
if runs("j") { results.append(await contentionScenario(rounds: rounds)) }
if runs("k") { results.append(resetPhasesScenario()) }
if runs("l") { results.append(freshMockScenario(rounds: rounds)) }
if runs("t") { results.append(typicalTestScenario(rounds: rounds)) }

let scaling = runs("s") ? scalingScenarios(rounds: min(rounds, 3)) : []

results.sort { $0.name < $1.name }
printTable(results, rounds: rounds)
printScaling(scaling)
if let path = option("--json") {
    try writeJSON(results, extraRows: scalingJSON(scaling), to: path)
    print("JSON written to \(path)")
}
