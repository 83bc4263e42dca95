/// A place in the user's code where they stated an intent: an expectation, a
/// `verify()`, the creation of a mock. Failures are reported at one of these,
/// never at a line inside Scout.
package struct CodeLocation: Sendable, CustomStringConvertible {
    package let fileID: StaticString
    package let filePath: StaticString
    package let line: UInt
    package let column: UInt

    package init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// The location from the four `#fileID`, `#filePath`, `#line`, `#column`
    /// defaults every public API that states an intent takes.
    init(_ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt) {
        self.init(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The file's name without its module, e.g. `UserTests.swift`.
    package var fileName: String {
        let id = fileID.description
        guard let slash = id.lastIndex(of: "/") else { return id }
        return String(id[id.index(after: slash)...])
    }

    /// `UserTests.swift:12`, the form used inside messages.
    package var description: String { "\(fileName):\(line)" }

    package func isSame(as other: CodeLocation) -> Bool {
        line == other.line && column == other.column
            && fileID.description == other.fileID.description
    }
}
