import Foundation

/// Prints the table a person reads.
func printTable(_ results: [ScenarioResult], rounds: Int) {
    print(
        "Scout benchmarks — \(configuration) build, \(ProcessInfo.processInfo.activeProcessorCount) cores, "
            + "median of \(rounds) rounds (min–max)")
    let header =
        pad("scenario", 34) + pad("scout ns/op", 26, right: true) + pad("baseline ns/op", 18, right: true)
        + pad("ratio", 10, right: true)
    print(header)
    print(String(repeating: "-", count: header.count))
    for result in results {
        let scoutRange = "\(format(result.scout.min() ?? 0))–\(format(result.scout.max() ?? 0))"
        var line =
            pad(result.name, 34)
            + pad("\(format(result.scoutMedian)) (\(scoutRange))", 26, right: true)
            + pad(format(result.baselineMedian), 18, right: true)
            + pad(format(result.ratio), 10, right: true)
        if let bytes = result.bytesPerInteraction { line += "   \(format(bytes)) B/interaction" }
        for (key, value) in result.extra { line += "   \(key) \(format(value))" }
        print(line)
    }
}

/// Writes one JSON object per scenario, one per line, as a JSON array.
func writeJSON(_ results: [ScenarioResult], extraRows: [String] = [], to path: String) throws {
    let objects = results.map { result -> String in
        var fields: [(String, String)] = [
            ("scenario", quoted(result.name)),
            ("config", quoted(configuration)),
            ("scout_ns", number(result.scoutMedian)),
            ("baseline_ns", number(result.baselineMedian)),
            ("ratio", number(result.ratio)),
            ("calls", String(result.calls)),
            ("scout_ns_min", number(result.scout.min() ?? 0)),
            ("scout_ns_max", number(result.scout.max() ?? 0)),
            ("rounds", String(result.scout.count)),
        ]
        if let bytes = result.bytesPerInteraction { fields.append(("bytes_per_interaction", number(bytes))) }
        for (key, value) in result.extra { fields.append((key, number(value))) }
        return "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }
    let text = "[\n" + (objects + extraRows).joined(separator: ",\n") + "\n]\n"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
}

private func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return right ? padding + text : text + padding
}

private func format(_ value: Double) -> String {
    value >= 100 ? String(Int(value.rounded())) : String(format: "%.1f", value)
}

private func number(_ value: Double) -> String {
    String(format: "%.2f", value)
}

private func quoted(_ text: String) -> String {
    "\"\(text)\""
}
