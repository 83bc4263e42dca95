/// A `String`'s two words, compared without calling `==`.
///
/// The same literal always has the same words, equal small strings too, and two
/// live strings with equal words are the same string. So equal words mean equal
/// strings **only while a string with these words is alive**: whoever remembers
/// words must keep their string alive (`MemberTable` does). Different words only
/// mean "ask `==`".
///
/// Fast path only (see ``LayoutChecks``); in a portable build the words are zero
/// and never equal.
@usableFromInline
package struct StringBits: Sendable {
    @usableFromInline package let first: UInt64
    @usableFromInline package let second: UInt64

    @usableFromInline @_transparent
    package init(_ first: UInt64, _ second: UInt64) {
        self.first = first
        self.second = second
    }

    #if _pointerBitWidth(_64) && !SCOUT_PORTABLE
        @usableFromInline @_transparent
        package init(_ string: String) {
            let words = unsafeBitCast(string, to: (UInt64, UInt64).self)
            first = words.0
            second = words.1
        }

        /// The words of the `String` stored at `pointer`, read without retaining it.
        @_transparent
        @usableFromInline package init(at pointer: UnsafeRawPointer) {
            // One load of both words: in debug builds each `load` is a generic call.
            let words = pointer.load(as: (UInt64, UInt64).self)
            first = words.0
            second = words.1
        }

        /// Equal words; field by field, with no `Equatable` witness call.
        @_transparent
        @usableFromInline package func isSame(as other: StringBits) -> Bool {
            first == other.first && second == other.second
        }

        /// A proper copy (retained) of the string with these words. Only while the
        /// string they were read from is alive: after that, they may point at freed
        /// memory.
        @inlinable package func copyString() -> String {
            LayoutReads.note()
            return withUnsafeBytes(of: (first, second)) { $0.load(as: String.self) }
        }
    #else
        // Inlinable, not transparent: a transparent `false` would make the compiler
        // warn that the code it guards is never executed.
        @inlinable package init(_ string: String) {
            first = 0
            second = 0
        }

        @inlinable package func isSame(as other: StringBits) -> Bool { false }
    #endif

    /// FNV-1a over both words.
    @_transparent
    @usableFromInline package func mix(into hash: inout UInt64) {
        hash = (hash ^ first) &* 0x100_0000_01b3
        hash = (hash ^ second) &* 0x100_0000_01b3
    }
}
