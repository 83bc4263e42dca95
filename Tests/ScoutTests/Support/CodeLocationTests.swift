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
}
