import CScoutAtomics

/// File descriptor 2, written without Foundation's buffering: a failure printed
/// just before the process ends is not lost in a buffer.
@usableFromInline package enum StandardError {
    /// Writes `text` whole, in as few `write` calls as the system takes.
    package static func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = systemWrite(2, bytes.baseAddress! + offset, bytes.count - offset)
                guard written > 0 else { return }
                offset += written
            }
        }
    }

    private static func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        cscout_write(descriptor, bytes, count)
    }
}
