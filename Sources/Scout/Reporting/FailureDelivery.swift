#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The one way out for every failure Scout finds.
///
/// In order: a capture scope (Scout's own tests), the running Swift Testing test or
/// XCTest test case (through ``TestFrameworkBridge``). When no test can receive it,
/// the caller keeps it for the mock's next `verify()` and it goes to standard error
/// at once, so nothing is lost even if `verify()` never comes.
enum FailureDelivery {
    /// The token of the test running now, for a mock to remember as its owner.
    static var currentTestToken: Int { testFrameworkBridge?.currentTestToken ?? 0 }

    /// Delivers `failure` to a test and says whether one received it.
    static func deliver(_ failure: Failure, ownerToken: Int) -> Bool {
        if let capture = FailureCapture.current {
            capture.append(failure)
            return true
        }
        return testFrameworkBridge?.record(failure, ownerToken: ownerToken) ?? false
    }

    /// Delivers `failure`, or prints it to standard error when no test takes it.
    /// Returns whether a test received it.
    @discardableResult
    static func deliverOrPrint(_ failure: Failure, ownerToken: Int, note: String? = nil) -> Bool {
        if deliver(failure, ownerToken: ownerToken) { return true }
        printToStandardError(failure, note: note)
        return false
    }

    static func printToStandardError(_ failure: Failure, note: String? = nil) {
        var text = "\(failure.location.filePath):\(failure.location.line):\(failure.location.column): "
        text += "error: \(failure.message)\n"
        if let note { text += "note: \(note)\n" }
        writeToStandardError(text)
    }

    /// Writes `text` to file descriptor 2 in one call, unbuffered.
    static func writeToStandardError(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(2, bytes.baseAddress! + offset, bytes.count - offset)
                guard written > 0 else { return }
                offset += written
            }
        }
    }
}
