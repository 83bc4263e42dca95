#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// Writes a line to standard output at once (unbuffered), so the narration and
/// the failures Scout writes to standard error appear in order.
func say(_ text: String) {
    var line = text + "\n"
    line.withUTF8 { bytes in
        var offset = 0
        while offset < bytes.count {
            let written = write(1, bytes.baseAddress! + offset, bytes.count - offset)
            guard written > 0 else { return }
            offset += written
        }
    }
}

/// Prints a chapter title.
func chapter(_ title: String) {
    say("\n== \(title) ==")
}

/// Prints one step of the tour, with the values it produced.
func step(_ text: String, _ values: Any?...) {
    let shown = values.map(shown).joined(separator: ", ")
    say(values.isEmpty ? "• \(text)" : "• \(text) → \(shown)")
}

/// A value as the tour shows it: optionals unwrapped, `nil` spelled out.
private func shown(_ value: Any?) -> String {
    guard let value else { return "nil" }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return String(describing: value) }
    return shown(mirror.children.first?.value)
}
