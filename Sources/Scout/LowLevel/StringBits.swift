/// A `String`'s bits: the same literal always has the same bits, and so do equal
/// small strings. Equal bits mean equal strings; different bits only mean "ask `==`".
@usableFromInline
@frozen
struct StringBits: Sendable {
    @usableFromInline let first: UInt64
    @usableFromInline let second: UInt64

    @usableFromInline
    init(_ first: UInt64, _ second: UInt64) {
        self.first = first
        self.second = second
    }

    @inlinable
    @inline(__always)
    init(_ string: String) {
        if MemoryLayout<String>.size == 16 {
            let words = unsafeBitCast(string, to: (UInt64, UInt64).self)
            first = words.0
            second = words.1
        } else {
            self = withUnsafeBytes(of: string) { StringBits($0.baseAddress!) }
        }
    }

    /// The bits of the `String` stored at `pointer`, read without retaining it.
    @usableFromInline
    @inline(__always)
    init(_ pointer: UnsafeRawPointer) {
        if MemoryLayout<String>.size == 16 {
            // One load of both words: in debug builds each `load` is a generic call.
            let words = pointer.load(as: (UInt64, UInt64).self)
            first = words.0
            second = words.1
        } else {
            var folded: UInt64 = 0
            for offset in 0..<MemoryLayout<String>.size {
                folded = folded << 8 | UInt64(pointer.load(fromByteOffset: offset, as: UInt8.self))
            }
            first = folded
            second = 0
        }
    }

    /// Field by field: no `Equatable` witness call, which debug builds would make.
    @inline(__always)
    func isSame(as other: StringBits) -> Bool {
        first == other.first && second == other.second
    }

    @inline(__always)
    func mix(into hash: inout UInt64) {
        hash = (hash ^ first) &* 0x100_0000_01b3
        hash = (hash ^ second) &* 0x100_0000_01b3
    }

    /// The string with these bits, for bits taken from a 16-byte `String` whose
    /// storage is still alive (a literal's always is). Loading copies it properly.
    var string: String {
        precondition(MemoryLayout<String>.size == 16, "only 16-byte strings turn back from their bits")
        return withUnsafeBytes(of: (first, second)) { $0.load(as: String.self) }
    }
}
