/// A place in the user's code where they stated an intent: an expectation, a
/// `verify()`, the creation of a mock. Failures are reported at one of these,
/// never at a line inside Scout.
///
/// Most come from `#fileID`/`#filePath` literals; the declaration of the running
/// Swift Testing test, where a failure with nothing else to point at goes, is known
/// only at run time, and its file is kept by number (`RuntimeFiles`). So a
/// location is plain data: copying or freeing one counts no references.
package struct CodeLocation: Sendable, CustomStringConvertible {
    private enum File: Sendable {
        case literal(fileID: StaticString, filePath: StaticString)
        /// A file known at run time, by its number in `RuntimeFiles`.
        case runtime(Int)
    }

    private let file: File
    package let line: UInt
    package let column: UInt

    package init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        file = .literal(fileID: fileID, filePath: filePath)
        self.line = line
        self.column = column
    }

    /// A location known only at run time, such as a test's declaration.
    package init(runtimeFileID fileID: String, filePath: String, line: UInt, column: UInt) {
        file = .runtime(RuntimeFiles.number(fileID: fileID, filePath: filePath))
        self.line = line
        self.column = column
    }

    /// The location from the four `#fileID`, `#filePath`, `#line`, `#column`
    /// defaults every public API that states an intent takes.
    init(_ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt) {
        self.init(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// `Module/File.swift`.
    package var fileID: String {
        switch file {
        case .literal(let fileID, _): fileID.description
        case .runtime(let number): RuntimeFiles.file(number).fileID
        }
    }

    /// The file's full path.
    package var filePath: String {
        switch file {
        case .literal(_, let filePath): filePath.description
        case .runtime(let number): RuntimeFiles.file(number).filePath
        }
    }

    /// The path as a literal, as XCTest's `XCTFail` takes it; `nil` for a location
    /// known only at run time.
    package var literalFilePath: StaticString? {
        guard case .literal(_, let filePath) = file else { return nil }
        return filePath
    }

    /// The file's name without its module, e.g. `UserTests.swift`.
    package var fileName: String {
        let id = fileID
        guard let slash = id.lastIndex(of: "/") else { return id }
        return String(id[id.index(after: slash)...])
    }

    /// `UserTests.swift:12`, the form used inside messages.
    package var description: String { "\(fileName):\(line)" }

    package func isSame(as other: CodeLocation) -> Bool {
        line == other.line && column == other.column && fileID == other.fileID
    }
}
