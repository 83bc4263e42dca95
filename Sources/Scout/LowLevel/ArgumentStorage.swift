/// One argument of an interaction as Scout keeps it: its label (`""` when
/// unlabeled, and for an assignment's new value) and its value.
@usableFromInline
package typealias ArgumentPair = (key: String, value: Any?)

/// Reads a call's arguments in place, without copying each `(label, value)` pair:
/// such a copy goes through the runtime's generic tuple witness, which costs more
/// than everything else a mocked call does. Fast path only (see ``LayoutChecks``).
@usableFromInline package enum ArgumentStorage {
    @usableFromInline package typealias Pair = ArgumentPair

    #if _pointerBitWidth(_64) && !SCOUT_PORTABLE
        /// Calls `body` with the pairs, through the array `KeyValuePairs` stores.
        @inline(__always)
        @inlinable package static func withPairs<Result>(
            _ arguments: KeyValuePairs<String, Any?>, _ body: (UnsafeBufferPointer<Pair>) throws -> Result
        ) rethrows -> Result {
            try unsafeBitCast(arguments, to: [Pair].self).withUnsafeBufferPointer(body)
        }

        /// The pairs of `arguments`, read from the array's storage without retaining
        /// it: valid while the caller keeps `arguments` alive.
        ///
        /// A native array is one reference to a storage object: the object's header
        /// (two words), the count, the capacity, then the elements.
        @inline(__always)
        @inlinable package static func pairs(of arguments: KeyValuePairs<String, Any?>) -> UnsafeBufferPointer<Pair> {
            elements(of: unsafeBitCast(arguments, to: UnsafeRawPointer.self))
        }

        /// The elements of `array`, read from its storage without retaining it:
        /// valid while the caller keeps `array` alive.
        @inline(__always)
        @inlinable package static func pairs(of array: [Pair]) -> UnsafeBufferPointer<Pair> {
            elements(of: unsafeBitCast(array, to: UnsafeRawPointer.self))
        }

        @inline(__always)
        @inlinable static func elements(of storage: UnsafeRawPointer) -> UnsafeBufferPointer<Pair> {
            LayoutReads.note()
            let count = storage.load(fromByteOffset: 2 * MemoryLayout<Int>.size, as: Int.self)
            return UnsafeBufferPointer(
                start: (storage + elementsOffset).assumingMemoryBound(to: Pair.self), count: count)
        }

        @inline(__always)
        @inlinable static var elementsOffset: Int {
            let alignment = MemoryLayout<Pair>.alignment
            return (4 * MemoryLayout<Int>.size + alignment - 1) / alignment * alignment
        }

        /// Where a pair's value sits in the pair: after the key, aligned.
        @inline(__always)
        @inlinable package static var valueOffset: Int {
            let alignment = MemoryLayout<Any?>.alignment
            return (MemoryLayout<String>.size + alignment - 1) / alignment * alignment
        }
    #endif

    /// The labels of `arguments`, read in place on the fast path: each pair's value
    /// is not copied (a copy of an `Any?` goes through the runtime's generic
    /// witnesses, about 300 instructions with its destruction).
    @inlinable package static func labels(of arguments: KeyValuePairs<String, Any?>, fastPath: Bool) -> [String] {
        #if _pointerBitWidth(_64) && !SCOUT_PORTABLE
            if fastPath {
                // Each key loaded from where its pair lies (its first field):
                // `pairs[position].key` copies the whole pair, value included. The
                // pairs are read while `arguments` is kept alive.
                defer { withExtendedLifetime(arguments) {} }
                let pairs = Self.pairs(of: arguments)
                guard let first = UnsafeRawPointer(pairs.baseAddress), pairs.count > 0 else { return [] }
                func label(_ position: Int) -> String {
                    (first + position * MemoryLayout<Pair>.stride).load(as: String.self)
                }
                // One or two labels as a literal, made at its size: `reserveCapacity`
                // and `append` take the array's generic growth path (callgrind,
                // release scenario l: about 100 instructions more per array).
                if pairs.count == 1 { return [label(0)] }
                if pairs.count == 2 { return [label(0), label(1)] }
                var labels: [String] = []
                labels.reserveCapacity(pairs.count)
                var position = 0
                while position < pairs.count {
                    labels.append(label(position))
                    position += 1
                }
                return labels
            }
        #endif
        return arguments.map(\.key)
    }

    /// The pairs of `arguments` as an array: the very array `KeyValuePairs` stores
    /// on the fast path, a copy on the portable one.
    @inline(__always)
    @inlinable package static func array(_ arguments: KeyValuePairs<String, Any?>, fastPath: Bool)
        -> [ArgumentPair]
    {
        #if _pointerBitWidth(_64) && !SCOUT_PORTABLE
            if fastPath {
                LayoutReads.note()
                return unsafeBitCast(arguments, to: [ArgumentPair].self)
            }
        #endif
        return arguments.map { (key: $0.key, value: $0.value) }
    }

    /// Whether `labels` have the words of the labels of `arguments`, one by one (as
    /// many of each), read where they lie. Always `false` on the portable path.
    @inlinable package static func labels(_ labels: [String], haveWordsOf arguments: KeyValuePairs<String, Any?>)
        -> Bool
    {
        #if _pointerBitWidth(_64) && !SCOUT_PORTABLE
            // `arguments`, a parameter, stays alive for the call.
            let pairs = pairs(of: arguments)
            let count = labels.count
            guard pairs.count == count, let first = pairs.baseAddress else { return false }
            var position = 0
            while position < count {
                let written = StringBits(at: UnsafeRawPointer(first + position))
                if !StringBits(labels[position]).isSame(as: written) { return false }
                position += 1
            }
            return true
        #else
            return false
        #endif
    }
}
