import Foundation
import Testing

/// A clean debug build indexes the system modules the library's files import, and
/// every file of ScoutCore waits for `ScoutLowLevel` (see ARCHITECTURE.md): Glibc's
/// hundreds of submodules cost it about a second. So no Swift file of the library
/// imports Glibc, Musl or Foundation on Linux; its system calls go through
/// CScoutAtomics (`System.c`).
@Suite("System imports: the library's Swift files import no Glibc, Musl or Foundation on Linux")
struct SystemImportsTests {
    @Test("only the lock of platforms other than Linux and Apple's imports Glibc or Musl; nothing imports Foundation")
    func noSystemModuleImports() throws {
        let library = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/Scout")
        let files = try #require(FileManager.default.enumerator(atPath: library.path))
            .compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        #expect(files.count > 100, "the library's files were found")
        var importing: [String] = []
        for file in files {
            let lines = try String(contentsOf: library.appendingPathComponent(file), encoding: .utf8)
                .components(separatedBy: "\n")
            for (number, line) in lines.enumerated() {
                let words = line.split(separator: " ")
                guard words.count == 2, words[0] == "import", ["Glibc", "Musl", "Foundation"].contains(words[1])
                else { continue }
                // Locked.swift imports them only after `#elseif os(Linux)` chose CScoutAtomics.
                let linuxBranchBefore = lines[..<number].contains { $0.contains("#elseif os(Linux)") }
                if file == "LowLevel/Locked.swift", linuxBranchBefore, words[1] != "Foundation" { continue }
                importing.append("\(file):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(importing.isEmpty, "\(importing.joined(separator: "\n"))")
    }
}
