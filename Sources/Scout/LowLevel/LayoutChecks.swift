/// The one gate in front of every layout assumption Scout's fast path makes.
///
/// The fast path reads call arguments and strings as raw words instead of going
/// through generic code: a mocked call then costs tens of nanoseconds instead of a
/// microsecond. Each read relies on a layout the Swift ABI fixes on 64-bit
/// platforms. Every such read lives in `LowLevel/`, and the engine takes the fast
/// path only when ``fastPath`` is true: when the build has it (64-bit, and not
/// built with `-DSCOUT_PORTABLE`) and every check below passed at first use.
/// Otherwise the engine takes the portable path, which reads values through
/// `Any` casts and finds members by their names' contents.
///
/// | assumption | used by | check | test |
/// | --- | --- | --- | --- |
/// | pointers are 64 bits | everything below | compile time: `_pointerBitWidth(_64)` | `LayoutChecksTests` |
/// | a `String` is two 64-bit words; equal words mean equal strings while the string is alive | `StringBits`, `MemberTable`'s index | ``stringWords`` | `LayoutChecksTests`, `RuntimeNamesTests` |
/// | an `Any?` is an opaque existential: three words of inline value, then the type's metadata, 0 for `nil`; `Int`, `Bool`, `Double` and `String` are stored inline | `ArgumentWords` | ``existentialContainer`` | `LayoutChecksTests` |
/// | `KeyValuePairs<String, Any?>` is exactly one array of its pairs, whose value follows the key, aligned | `ArgumentStorage` | ``keyValuePairsLayout`` | `LayoutChecksTests` |
/// | a native array is one reference to a storage object: two header words, count, capacity, then the elements | `ArgumentStorage.pairs(of:)` | ``arrayStorage`` | `LayoutChecksTests` |
/// | an enum's metadata is kind `0x201` then its descriptor, whose counts of payload and payload-free cases sit at bytes 20 and 24; a payload-free enum's all-zero bytes are its first case | `EnumLayout` (made values only; not part of ``fastPath``) | `EnumLayout.holds` | `CrashEdgeTests.payloadFreeEnums` |
///
/// `swift build -Xswiftc -DSCOUT_PORTABLE` compiles none of the fast path; CI runs
/// the whole suite once that way, so both paths are proven.
enum LayoutChecks {
    /// Whether this build contains the fast path at all.
    static var isCompiledIn: Bool {
        #if _pointerBitWidth(_64) && !SCOUT_PORTABLE
            true
        #else
            false
        #endif
    }

    /// Whether the engine may take the fast path: compiled in, and every check
    /// passed. Read once per mock.
    static let fastPath: Bool = isCompiledIn && failedChecks.isEmpty

    /// The names of the checks that failed here (empty where all pass, and where the
    /// fast path is not compiled in: then none runs).
    static let failedChecks: [String] = {
        guard isCompiledIn else { return [] }
        let checks: [(String, () -> Bool)] = [
            ("stringWords", stringWords),
            ("existentialContainer", existentialContainer),
            ("keyValuePairsLayout", keyValuePairsLayout),
            ("arrayStorage", arrayStorage),
        ]
        return checks.filter { !$0.1() }.map(\.0)
    }()

    #if _pointerBitWidth(_64) && !SCOUT_PORTABLE
        /// Two words per `String`; a copy has the same words, an equal small string
        /// too, and the words turn back into the same string while it lives.
        static func stringWords() -> Bool {
            guard MemoryLayout<String>.size == 16 else { return false }
            let heap = String(repeating: "a long string, so it lives on the heap ", count: 2)
            let copy = heap
            let small = "small"
            let otherSmall = String("smal") + "l"
            return StringBits(heap).isSame(as: StringBits(copy))
                && StringBits(small).isSame(as: StringBits(otherSmall))
                && !StringBits(heap).isSame(as: StringBits(small))
                && StringBits(heap).copyString() == heap
        }

        /// What `ArgumentWords` reads of an `Any?` agrees with what `type(of:)` and
        /// casts say, for each type read in place and for `nil`.
        static func existentialContainer() -> Bool {
            guard MemoryLayout<Any?>.size == 32 else { return false }
            let samples: [Any?] = [nil, 42, "ada", "a string longer than fifteen bytes", true, 2.5, [1], Int?.none]
            let scalars = ScalarMetadata.Words()
            return samples.allSatisfy { sample in
                let words = withUnsafePointer(to: sample) { ArgumentWords(existential: UnsafeRawPointer($0)) }
                guard let sample else { return words.metadata == 0 }
                guard words.metadata == ScalarMetadata.bits(type(of: sample)) else { return false }
                if let int = sample as? Int {
                    return words.metadata == scalars.int && words.first == UInt64(bitPattern: Int64(int))
                }
                if let bool = sample as? Bool {
                    return words.metadata == scalars.bool && (words.first & 0xFF != 0) == bool
                }
                if let double = sample as? Double {
                    return words.metadata == scalars.double && words.first == double.bitPattern
                }
                if let string = sample as? String {
                    return words.metadata == scalars.string
                        && StringBits(words.first, words.second).isSame(as: StringBits(string))
                }
                return true
            }
        }

        /// `KeyValuePairs` is one array: same size, and the pairs read through that
        /// array are the collection's own, with each value where `valueOffset` says.
        static func keyValuePairsLayout() -> Bool {
            guard MemoryLayout<KeyValuePairs<String, Any?>>.size == MemoryLayout<[ArgumentStorage.Pair]>.size,
                MemoryLayout<ArgumentStorage.Pair>.offset(of: \ArgumentStorage.Pair.value)
                    == ArgumentStorage.valueOffset
            else { return false }
            let sample: KeyValuePairs<String, Any?> = ["id": 7, "": nil, "name": "Ada"]
            return ArgumentStorage.withPairs(sample) { pairs in
                pairs.count == sample.count
                    && zip(pairs, sample).allSatisfy { $0.key == $1.key && isSameScalar($0.value, $1.value) }
            }
        }

        /// Reading an array's elements from its storage finds what
        /// `withUnsafeBufferPointer` finds, for empty and non-empty arrays.
        static func arrayStorage() -> Bool {
            let samples: [KeyValuePairs<String, Any?>] = [[:], ["": 1], ["id": 1, "name": "Ada", "": nil]]
            return samples.allSatisfy { sample in
                ArgumentStorage.withPairs(sample) { expected in
                    let found = ArgumentStorage.pairs(of: sample)
                    return found.count == expected.count
                        && (expected.isEmpty || found.baseAddress == expected.baseAddress)
                }
            }
        }

        private static func isSameScalar(_ one: Any?, _ other: Any?) -> Bool {
            switch (one, other) {
            case (nil, nil): true
            case (let one as Int, let other as Int): one == other
            case (let one as String, let other as String): one == other
            default: false
            }
        }
    #else
        static func stringWords() -> Bool { false }
        static func existentialContainer() -> Bool { false }
        static func keyValuePairsLayout() -> Bool { false }
        static func arrayStorage() -> Bool { false }
    #endif
}
