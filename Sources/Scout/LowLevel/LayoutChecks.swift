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
/// | an `Any?` is an opaque existential: three words of inline value, then the type's metadata, 0 for `nil`; `Int`, `Bool`, `Double` and `String` are stored inline; so is any value of at most three words, aligned to 8 and bitwise takable | `ArgumentWords`, `WrittenArgument` (a written value of those four, or `equalTo` or `any()` on one, found by its metadata and copied from the inline buffer), `ReturnBox.make` (a returned value boxed) | ``existentialContainer``; `WrittenArgument.value` refuses a type larger than three words or more aligned, and its callers name only those four and Scout's own matchers of their fields | `LayoutChecksTests`, `WrittenArgumentTests`, `CommonMatchersTests.readInPlace`, `ReturnValueStorageTests` |
/// | `KeyValuePairs<String, Any?>` is exactly one array of its pairs, each with its key first and its value after the key, aligned | `ArgumentStorage` | ``keyValuePairsLayout`` | `LayoutChecksTests` |
/// | a native array is one reference to a storage object: two header words, count, capacity, then the elements | `ArgumentStorage.pairs(of:)` | ``arrayStorage`` | `LayoutChecksTests` |
/// | a `KeyValuePairs<String, Int>` (`Bool`, `Double`) is one array whose count is at byte 16 and whose pairs start at byte 32, 24 bytes apart, each a `String`'s two words then the value at byte 16 (one byte for a `Bool`) | `CallArguments.scalars(in:_:)` (the scalar overloads in unoptimized builds) | ``scalarPairsLayout`` | `LayoutChecksTests`, `ScalarOverloadTests` |
/// | a call site's label strings stay alive for the whole call: `@dynamicCallable` passes them in the call's own `KeyValuePairs`, which the caller holds until the call returns | `ArgumentView`, `CallArguments.labelsDuringCall()` (words read, copied into strings only while the call runs) | by construction: the words are never kept past the call; the member table keeps what it remembers alive (next row) | `RuntimeNamesTests`, `ArgumentsLifetimeTests`, AddressSanitizer in CI |
/// | the member table's index remembers the words of strings it keeps alive itself (`keptAlive`), so equal words found there always belong to a live string | `MemberTable` | the string is appended to `keptAlive` before its words enter the index; at most `maximumAliases` spellings per member | `MemberTableIndexTests`, `RuntimeNamesTests` |
/// | an ``Unretained`` reference is read only while its owner holds the object strongly: `MemberRecord.active` (owner: its `expectations`), the index's entries (owner: `MemberTable`'s `members`), `ExpectationRecord.immediateBox` (owner: its `behavior`), and the answering record the engine holds while the lock is held (owner: the member's `expectations`; `reset()` takes the lock first and frees what it drops after releasing it) | `State/`, `Engine/Resolution.swift`, `Engine/MockCore+Answering.swift` | each stored `Unretained` sits next to the strong reference that owns its object, and the owner is only emptied under the lock | `ResetTests`, `ModelBasedStressTests` (resets while tasks call), AddressSanitizer (debug and optimized) in CI |
/// | ``LockGuarded`` fields, ``Guarded`` fields (in place, inside a mock's state) and the state of a ``Locked`` (through `Held`) are reached only while the owning lock is held, so two accesses never overlap and no dynamic exclusivity check is needed | `MemberRecord` and `ExpectationRecord` (``LockGuarded``), `MemberTable` and `InteractionLog` (``Guarded``, inside `MockState`), `MockCore`'s hot path | every access is inside a method the engine calls under the lock; the compiler cannot see this rule, so `.ci/strict-memory-safety` fails if ``LockGuarded`` or ``Guarded`` storage is made outside `State/` | ThreadSanitizer over the whole suite in CI, `ModelBasedStressTests`, `ConcurrencyTests` |
/// | the `@unchecked Sendable` claims, all here, nine declarations of seven claims: ``Locked`` (its state is reached under its lock and must itself be `Sendable`), ``LockGuarded`` and ``Guarded`` (their fields are reached under the owner's lock), ``Shared`` (a value a test handed Scout is stored once and only read: answers, expected values, recorded arguments, errors, lent closures; and the `Regex` a regular-expression matcher made, which one thread at a time holds: `RegexCache` takes it out under its ``Locked`` and puts it back after the match), ``Unretained`` (when its object is `Sendable`), `CallArguments` (a call's arguments, never changed), `ReturnBox`, `TypedReturnBox` and `KeptReturnBox` (a test's answer, as ``Shared``; a class with a subclass can only claim it) | every type outside `LowLevel/` that crosses threads is checked `Sendable` by the compiler, built on these | `.ci/strict-memory-safety` fails on `@unchecked` outside `LowLevel/` | ThreadSanitizer over the whole suite in CI, `ModelBasedStressTests`, `ConcurrencyTests`, `SendableTests` |
/// | `LayoutReads` (a flag and a count in `CScoutAtomics`, behind a constant pointer) is written only by the `ScoutProbes layout-reads` process, from its one thread while no other calls a mock; elsewhere each read site costs one load of a flag that stays 0 | `ArgumentStorage`, `CallArguments.scalars(in:_:)`, `StringBits.copyString()`, `ArgumentWords.of`, `MemberTable`'s index, `FastMatcher` on a `String` | the probe is the only writer | `PortablePathTests.noLayoutRead` (a mock forced onto the portable path makes 0 such reads, debug and optimized; each of three injected regressions made it 5 to 15) |
/// | a ``Locked`` keeps its state and its lock primitive in one allocation, a `ManagedBuffer` (`LockedStorage`) whose header is the lock primitive and whose one element is the state (which may be non-copyable, as a mock's is), and keeps pointers to both: a `ManagedBuffer` never moves its header or elements while it lives, and the `Locked` holding the pointers holds it | every lock (a mock's state, the recorded answers, scopes, captors) | the pointers come from `withUnsafeMutablePointers` once, in `LockedStorage.make`, which initializes the primitive and moves the state in; `ManagedBuffer` destroys the header (the primitive), `LockedStorage.deinit` deinitializes the state once (and destroys a `pthread_mutex_t` where there is one); a `Held` (from `lock()`) retains nothing and is used only until `unlock()`, inside a method of the object whose `let` holds the `Locked` (`MockCore`'s hot path) | `LockedTests`, the whole suite under AddressSanitizer (debug and optimized) and ThreadSanitizer in CI |
/// | a ``RawBuffer`` made with no capacity holds a dangling, aligned address (its element's alignment) that is never read, written or freed until its first growth allocates | `MemberTable`, `MemberRecord`, `InteractionLog` (their empty buffers) | `allocated == 0` guards every free; growth moves 0 elements from it | `LowLevelEdgeTests.rawBufferWithoutAllocation`, AddressSanitizer (debug and optimized) in CI |
/// | memory from ``HeapMemory`` (`malloc`, through `cscout_allocate`, for an element aligned to at most 8 bytes; Swift's allocation beyond) is aligned for its element and freed only by `HeapMemory.free` with the same element type, which takes the same way | ``RawBuffer``, ``LockGuarded`` | both ways decide on `MemoryLayout<Element>.alignment` alone, a constant of the type | `LowLevelEdgeTests.heapMemoryAlignment` (alignments 1 to 16, a type of no size), the whole suite under AddressSanitizer (debug and optimized) in CI |
/// | a chunk a ``ChunkedBuffer`` gives back to its ``LogChunkPool`` is never read or written by it again, and the pool outlives the buffer (held `unowned(unsafe)`): the buffer gives its chunks back only in `deinit`, after deinitializing their elements; the pool hands each kept chunk to one taker, under its lock, and frees what passes its limit; the shared pool is never freed, and a test keeps its own alive past its buffers | `InteractionLog` (through `ChunkedBuffer`) | under AddressSanitizer the shared pool keeps nothing (limit 0), so a freed log goes through the sanitizer's quarantine as before; another pool poisons a kept chunk before publishing it and unpoisons it when taken (`MemoryPoisoning.c`, found by name at run time) | `LogChunkPoolTests` (`.ci/run` sets `SCOUT_EXPECT_ADDRESS_SANITIZER` for its AddressSanitizer runs, where the test requires the poisoning and the empty shared pool), the whole suite under AddressSanitizer (debug and optimized) in CI |
/// | a chunk the pool allocates anew may have its pages mapped at once: `cscout_prefault` (`Prefault.c`) asks Linux (5.14 and later) to map, with `MADV_POPULATE_WRITE`, only the whole pages inside the chunk, which keeps their contents; elsewhere, or on an older kernel, it does nothing and the pages fault in as before | ``LogChunkPool`` (new full-size chunks) | the range is rounded inward to whole pages; the call's result is only a speed-up | `LogChunkPoolTests.newChunksArePrefaulted` (every whole page of a 64 MiB chunk resident after `take`; 0 without the call), the whole suite under AddressSanitizer and ThreadSanitizer in CI |
/// | the Swift runtime exports `swift_task_getCurrent` and `swift_task_getJobTaskId`, and a task's ID is never given to a later task | `ExecutionIdentity` (a failure that follows from a made value is a warning only in the same task; `LateArrival`) | looked up by name at run time (`TaskIdentity.c`); when either is missing (a static Swift standard library does not export them), tasks are told by address, which is never taken as unique, so nothing becomes a warning | `ExecutionIdentityTests` (400 tasks in turn: 400 identities) |
/// | an enum's metadata is kind `0x201` then its descriptor, whose counts of payload and payload-free cases sit at bytes 20 and 24; a payload-free enum's all-zero bytes are its first case | `EnumLayout` (made values only; not part of ``fastPath``) | `EnumLayout.holds` | `CrashEdgeTests.payloadFreeEnums` |
///
/// `swift build -Xswiftc -DSCOUT_PORTABLE` compiles none of the fast path; CI runs
/// the whole suite once that way, so both paths are proven.
@usableFromInline package enum LayoutChecks {
    /// Whether this build contains the fast path at all.
    @inlinable package static var isCompiledIn: Bool {
        #if _pointerBitWidth(_64) && !SCOUT_PORTABLE
            true
        #else
            false
        #endif
    }

    /// Whether the engine may take the fast path: compiled in, and every check
    /// passed.
    @usableFromInline package static let fastPath: Bool = isCompiledIn && failedChecks.isEmpty

    /// Whether mocks created now take the portable path whatever the build: set by
    /// ``withPortablePath(_:)``, so tests prove that path in every build, not only
    /// in the one built with `-DSCOUT_PORTABLE`.
    @inlinable package static var portableForced: Bool { forcedPortable }

    /// The task-local behind ``portableForced``: set only by ``withPortablePath(_:)``.
    @TaskLocal @usableFromInline static var forcedPortable = false

    /// Whether a mock created now takes the fast path: the one entry point both
    /// paths share. A mock reads it once, when it is created, and every call of
    /// that mock follows it (the scalar overloads included).
    @inlinable package static var fastPathForNewMock: Bool { fastPath && !portableForced }

    /// Runs `body` with every mock it creates on the portable path: arguments read
    /// through `Any` casts, members found by their names' contents, no word of a
    /// string read.
    package static func withPortablePath<Result>(_ body: () throws -> Result) rethrows -> Result {
        try $forcedPortable.withValue(true, operation: body)
    }

    /// ``withPortablePath(_:)`` for async code.
    package static func withPortablePath<Result>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await $forcedPortable.withValue(true, operation: body, isolation: isolation)
    }

    /// The names of the checks that failed here (empty where all pass, and where the
    /// fast path is not compiled in: then none runs).
    package static let failedChecks: [String] = {
        guard isCompiledIn else { return [] }
        let checks: [(String, () -> Bool)] = [
            ("stringWords", stringWords),
            ("existentialContainer", existentialContainer),
            ("keyValuePairsLayout", keyValuePairsLayout),
            ("arrayStorage", arrayStorage),
            ("scalarPairsLayout", scalarPairsLayout),
        ]
        return checks.filter { !$0.1() }.map(\.0)
    }()

    #if _pointerBitWidth(_64) && !SCOUT_PORTABLE
        /// Two words per `String`; a copy has the same words, an equal small string
        /// too, and the words turn back into the same string while it lives.
        package static func stringWords() -> Bool {
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
        package static func existentialContainer() -> Bool {
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
            } && inlineStructs()
        }

        /// A struct of a `String` or an `Int` and a `Bool`, as Scout's own matchers
        /// are (`WrittenArgument`), lies in the container's inline buffer, byte for
        /// byte, with its own metadata after it. Compared as bytes: a wrong layout
        /// reads as `false`, never as a value.
        package static func inlineStructs() -> Bool {
            struct Text {
                let text: String
                let flag: Bool
            }
            struct Number {
                let number: Int
                let flag: Bool
            }
            func inline<Value>(_ value: Value) -> Bool {
                let boxed: Any? = value
                return withUnsafeBytes(of: value) { bytes in
                    withUnsafePointer(to: boxed) { container in
                        bytes.count <= 3 * MemoryLayout<Int>.size
                            && UnsafeRawBufferPointer(start: UnsafeRawPointer(container), count: bytes.count)
                                .elementsEqual(bytes)
                            && ArgumentWords(existential: UnsafeRawPointer(container)).metadata
                                == ScalarMetadata.bits(Value.self)
                    }
                }
            }
            return inline(Text(text: "a string longer than fifteen bytes", flag: true))
                && inline(Number(number: -42, flag: true))
        }

        /// `KeyValuePairs` is one array: same size, and the pairs read through that
        /// array are the collection's own, each key first and each value where
        /// `valueOffset` says.
        package static func keyValuePairsLayout() -> Bool {
            guard MemoryLayout<KeyValuePairs<String, Any?>>.size == MemoryLayout<[ArgumentStorage.Pair]>.size,
                MemoryLayout<ArgumentStorage.Pair>.offset(of: \ArgumentStorage.Pair.key) == 0,
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
        package static func arrayStorage() -> Bool {
            let samples: [KeyValuePairs<String, Any?>] = [[:], ["": 1], ["id": 1, "name": "Ada", "": nil]]
            return samples.allSatisfy { sample in
                ArgumentStorage.withPairs(sample) { expected in
                    let found = ArgumentStorage.pairs(of: sample)
                    return found.count == expected.count
                        && (expected.isEmpty || found.baseAddress == expected.baseAddress)
                }
            }
        }

        /// The pairs of `Int`, `Bool` and `Double` arguments are where
        /// `ScalarPairsLayout` says, and `CallArguments.scalars(in:_:)` reads from them
        /// the labels' words and the values' bits that `StringBits` and
        /// `ScalarTag.word(of:)` give, for one and two pairs, small and heap labels.
        package static func scalarPairsLayout() -> Bool {
            typealias IntPair = (key: String, value: Int)
            typealias BoolPair = (key: String, value: Bool)
            typealias DoublePair = (key: String, value: Double)
            guard MemoryLayout<KeyValuePairs<String, Int>>.size == MemoryLayout<UnsafeRawPointer>.size,
                MemoryLayout<IntPair>.stride == ScalarPairsLayout.stride,
                MemoryLayout<BoolPair>.stride == ScalarPairsLayout.stride,
                MemoryLayout<DoublePair>.stride == ScalarPairsLayout.stride,
                MemoryLayout<IntPair>.offset(of: \IntPair.value) == ScalarPairsLayout.valueOffset,
                MemoryLayout<BoolPair>.offset(of: \BoolPair.value) == ScalarPairsLayout.valueOffset,
                MemoryLayout<DoublePair>.offset(of: \DoublePair.value) == ScalarPairsLayout.valueOffset,
                ScalarPairsLayout.countOffset == 2 * MemoryLayout<Int>.size,
                ScalarPairsLayout.elementsOffset == 4 * MemoryLayout<Int>.size
            else { return false }
            let heapLabel = String(repeating: "a label long enough to live on the heap ", count: 2)
            return readBack([heapLabel: Int.min, "y": Int.max], .int) && readBack(["x": -1], .int)
                && readBack(["on": true, heapLabel: false], .bool) && readBack(["": true], .bool)
                && readBack(["w": -0.0, "h": Double.nan], .double) && readBack([heapLabel: 2.5], .double)
                && !readBack(["x": 1, "y": 2, "z": 3], .int) && !readBack([:] as KeyValuePairs<String, Int>, .int)
        }

        /// Whether `scalars(in:_:)` reads `pairs` as bits with the labels' words and
        /// the values' bits.
        private static func readBack<Value>(_ pairs: KeyValuePairs<String, Value>, _ tag: ScalarTag) -> Bool {
            withExtendedLifetime(pairs) {
                let bits = CallArguments.scalars(in: unsafeBitCast(pairs, to: UnsafeRawPointer.self), tag)
                guard !pairs.isEmpty, bits.count == pairs.count, bits.firstTag == tag,
                    bits.firstLabel.isSame(as: StringBits(pairs[0].key)),
                    bits.firstWord == ScalarTag.word(of: pairs[0].value)
                else { return false }
                return pairs.count == 1
                    || (bits.secondTag == tag && bits.secondLabel.isSame(as: StringBits(pairs[1].key))
                        && bits.secondWord == ScalarTag.word(of: pairs[1].value))
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
        package static func stringWords() -> Bool { false }
        package static func existentialContainer() -> Bool { false }
        package static func keyValuePairsLayout() -> Bool { false }
        package static func arrayStorage() -> Bool { false }
        package static func scalarPairsLayout() -> Bool { false }
        package static func inlineStructs() -> Bool { false }
    #endif
}
