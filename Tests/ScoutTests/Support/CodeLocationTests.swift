import Testing

@testable import ScoutCore

/// A location is plain data: its file, when known only at run time, is kept once
/// for the process by number, so copying or freeing a location counts no references.
@Suite("Code locations: plain data, a run-time file kept once")
struct CodeLocationTests {
    @Test("a location is plain data, whichever way its file is known")
    func plainData() {
        #expect(_isPOD(CodeLocation.self))
    }

    @Test("a file known at run time reads back whole, and the same file is kept once")
    func runtimeFile() {
        let id = "CodeLocationTests/Runtime \(UInt64.random(in: 0...UInt64.max)).swift"
        let first = CodeLocation(runtimeFileID: id, filePath: "/tmp/" + id, line: 3, column: 5)
        let second = CodeLocation(runtimeFileID: id, filePath: "/tmp/" + id, line: 9, column: 1)
        #expect(first.fileID == id)
        #expect(first.filePath == "/tmp/" + id)
        #expect(first.literalFilePath == nil)
        #expect(first.description.hasSuffix(".swift:3"))
        let number = RuntimeFiles.number(fileID: id, filePath: "/tmp/" + id)
        #expect(RuntimeFiles.number(fileID: id, filePath: "/tmp/" + id) == number)
        #expect(second.fileID == first.fileID && !second.isSame(as: first))
        let other = CodeLocation(runtimeFileID: id, filePath: "/elsewhere/" + id, line: 3, column: 5)
        #expect(other.filePath == "/elsewhere/" + id, "another path is another file")
    }

    @Test("a literal location keeps its literals")
    func literal() {
        let location = CodeLocation(fileID: "Module/File.swift", filePath: "/src/File.swift", line: 7, column: 2)
        #expect(location.fileID == "Module/File.swift")
        #expect(location.literalFilePath?.description == "/src/File.swift")
        #expect(location.description == "File.swift:7")
    }

    @Test("8 tasks numbering the same 10 files at once agree on one number per file")
    func numberedOnceUnderRaces() async {
        let run = UInt64.random(in: 0...UInt64.max)
        let numbers = await withTaskGroup(of: [Int].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    (0..<10).map { RuntimeFiles.number(fileID: "Race\(run)/\($0).swift", filePath: "/race/\($0)") }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(numbers.count == 8)
        #expect(Set(numbers.map { $0.description }).count == 1, "every task got the same numbers")
        #expect(Set(numbers[0]).count == 10, "ten files, ten numbers")
        #expect(RuntimeFiles.file(numbers[0][3]).filePath == "/race/3")
    }
}
