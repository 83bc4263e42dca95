import ScoutLowLevel

/// The files of locations known only at run time (a Swift Testing test's
/// declaration), each kept once for the process, so that a ``CodeLocation`` holds
/// a number for one instead of two strings: a location is then plain data, copied
/// and freed without reference counting wherever Scout keeps one (an expectation,
/// a `verify()`, a mock's creation). As many as the files that declare tests.
enum RuntimeFiles {
    private struct Table {
        var files: [(fileID: String, filePath: String)] = []
        var numbers: [String: Int] = [:]
    }

    private static let table = Locked(Table())

    /// The number of the file with this ID and path, kept on first use.
    static func number(fileID: String, filePath: String) -> Int {
        let key = fileID + "\u{0}" + filePath
        return table.withLock { table in
            if let number = table.numbers[key] { return number }
            table.files.append((fileID, filePath))
            table.numbers[key] = table.files.count - 1
            return table.files.count - 1
        }
    }

    /// The ID and path of the file numbered `number`.
    static func file(_ number: Int) -> (fileID: String, filePath: String) {
        table.withLock { $0.files[number] }
    }
}
