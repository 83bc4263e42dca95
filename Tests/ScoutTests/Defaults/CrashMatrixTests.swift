import Foundation
import Testing

/// One case of the crash matrix, as the `ScoutProbes matrix` child process ran it.
private struct MatrixRecord {
    let index: Int
    let shape: String
    let result: String
    let misuse: String
    /// Everything the case wrote between its markers.
    var text = ""
    /// What the call did ("returned …", "threw …"); `nil` when the process stopped.
    var outcome: String?

    var crashed: Bool { outcome == nil }

    /// Each failure Scout reported: its location (file ID and line) and message.
    var failures: [(location: String, message: String)] {
        text.components(separatedBy: "#failure ").dropFirst().map { chunk in
            let lines = chunk.split(separator: "\n", omittingEmptySubsequences: false)
            return (String(lines.first ?? ""), lines.dropFirst().joined(separator: "\n"))
        }
    }
}

/// Runs the whole matrix: a new child process after each crash, from the next case.
private func runMatrix() throws -> [MatrixRecord] {
    var records: [MatrixRecord] = []
    var first = 0
    var total: Int?
    while total == nil || first < total! {
        // No backtrace on a crash: it is slow, and only the crash itself matters here.
        let run = try Probes.run("matrix", arguments: ["\(first)"], environment: ["SWIFT_BACKTRACE": "enable=no"])
        var current: MatrixRecord?
        for line in run.standardError.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("#begin ") {
                let words = line.dropFirst("#begin ".count)
                let space = words.firstIndex(of: " ")!
                let parts = words[words.index(after: space)...].components(separatedBy: " · ")
                current = MatrixRecord(
                    index: Int(words[..<space])!, shape: parts[0], result: parts[1], misuse: parts[2])
            } else if line.hasPrefix("#end "), var record = current {
                record.outcome = line.split(separator: " ", maxSplits: 2).dropFirst(2).first.map(String.init) ?? ""
                records.append(record)
                current = nil
            } else if line.hasPrefix("#done ") {
                total = Int(line.dropFirst("#done ".count))
            } else if current != nil {
                current!.text += line + "\n"
            }
        }
        if let crashed = current {
            records.append(crashed)
            first = crashed.index + 1
        } else if total == nil {
            Issue.record("The matrix stopped with no case running:\n\(run.standardError.suffix(2000))")
            break
        } else {
            first = total!
        }
    }
    return records
}

/// The crash matrix table of ExpectationsAndAnswers.md, from the records.
private func table(_ records: [MatrixRecord]) -> String {
    var rows = [
        "| result type | cases | the test goes on | stops after a failure naming the fix |",
        "| --- | ---: | ---: | ---: |",
    ]
    var order: [String] = []
    for record in records where !order.contains(record.result) { order.append(record.result) }
    for result in order {
        let cases = records.filter { $0.result == result }
        let stopped = cases.filter(\.crashed).count
        rows.append("| \(result) | \(cases.count) | \(cases.count - stopped) | \(stopped) |")
    }
    return rows.joined(separator: "\n")
}

@Suite("The crash matrix: misuses × requirement shapes × result types, a child process per crash")
struct CrashMatrixTests {
    @Test("no crash where Scout can make the result; elsewhere a located failure naming the fix first")
    func matrix() throws {
        let records = try runMatrix()
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let source = try String(
            contentsOf: root.appendingPathComponent("Sources/ScoutProbes/CrashMatrix.swift"), encoding: .utf8
        ).components(separatedBy: "\n")
        #expect(records.count > 250)
        #expect(Set(records.map(\.index)).count == records.count)
        for record in records {
            let name = "case \(record.index) (\(record.shape) · \(record.result) · \(record.misuse))"
            // Every misuse is reported, at a line of the test's code, never inside Scout.
            #expect(!record.failures.isEmpty, "\(name) reported nothing:\n\(record.text)")
            for failure in record.failures {
                #expect(failure.location.hasPrefix("ScoutProbes/CrashMatrix.swift:"), "\(name): \(failure.location)")
                // At an expectation the test set, or where the mock was created: never at a
                // forwarding line of the mock class.
                let line = Int(failure.location.split(separator: ":").last ?? "") ?? 0
                let text = line > 0 && line <= source.count ? source[line - 1] : ""
                let atTestCode =
                    text.contains("member") || text.contains("expectation.to") || text.contains("let mock = Mock()")
                #expect(atTestCode, "\(name): failure at line \(line): \(text)")
            }
            guard record.result == "type Scout cannot make" else {
                #expect(!record.crashed, "\(name) stopped the process:\n\(record.text)")
                continue
            }
            // A type Scout cannot make: calls that can throw throw; the others stop the
            // process, and only after a failure that names the line to add.
            let canThrow = ["throws", "throws(E)", "async throws", "async throws(E)"].contains(record.shape)
            #expect(record.crashed == !canThrow, "\(name): \(record.outcome ?? "stopped")")
            if record.crashed {
                #expect(
                    record.failures.contains {
                        $0.message.contains("extension Session: MockDefault { static var mockDefault: Session { … } }")
                    }, "\(name):\n\(record.text)")
            }
        }
        let article = "Sources/Scout/Scout.docc/ExpectationsAndAnswers.md"
        let text = try String(contentsOf: root.appendingPathComponent(article), encoding: .utf8)
        let expected = table(records)
        #expect(text.contains(expected), "\(article)'s crash matrix table differs; it should read:\n\(expected)")
    }
}
