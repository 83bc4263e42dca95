/// The first case of an enum whose cases carry no payload (`enum Status: String,
/// Codable { case pending, shipped }`), found from the type's metadata: such an
/// enum has no `allCases` to pick from, and its raw values cannot be guessed.
///
/// Layout facts relied on (Swift's stable ABI; checked by ``holds``, tested by
/// `EnumLayoutTests`):
/// - an enum's metadata starts with its kind, `0x201`, then a pointer to its
///   nominal type descriptor;
/// - that descriptor's flags say kind 18 (enum) in their low five bits; at byte 20
///   it holds the number of payload cases in its low 24 bits, at byte 24 the
///   number of cases without payload;
/// - an enum with no payload cases stores its case as its declaration index in
///   the fewest bytes that hold it (none for one case), so all-zero bytes are its
///   first case.
@usableFromInline package enum EnumLayout {
    /// Whether the facts above hold here, checked once on known enums. Off in
    /// portable builds: no layout-dependent read is compiled in.
    package static let holds: Bool = {
        #if _pointerBitWidth(_64) && !SCOUT_PORTABLE
            func has(_ type: Any.Type, _ payload: UInt32, _ empty: UInt32) -> Bool {
                counts(of: type).map { $0.payload == payload && $0.empty == empty } ?? false
            }
            return has(Three.self, 0, 3) && has(One.self, 0, 1) && has(Payload.self, 1, 1)
                && has(Generic<String>.self, 0, 2) && counts(of: Int?.self) == nil && counts(of: Int.self) == nil
                && (zeroValue(of: Three.self) as? Three) == .first && (zeroValue(of: One.self) as? One) == .only
                && (zeroValue(of: Generic<String>.self) as? Generic<String>)?.isEmpty == true
        #else
            return false
        #endif
    }()

    /// The first case of `type` if it is an enum with at least one case and no
    /// payload cases; `nil` otherwise, and always where the facts do not hold.
    package static func firstCase(of type: Any.Type) -> Any? {
        #if _pointerBitWidth(_64) && !SCOUT_PORTABLE
            guard holds, let (payloadCases, emptyCases) = counts(of: type), payloadCases == 0, emptyCases > 0 else {
                return nil
            }
            return zeroValue(of: type)
        #else
            return nil
        #endif
    }

    #if _pointerBitWidth(_64) && !SCOUT_PORTABLE
        /// The payload and payload-free case counts of an enum's descriptor; `nil`
        /// for any other kind of type (`Optional` included).
        private static func counts(of type: Any.Type) -> (payload: UInt32, empty: UInt32)? {
            let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
            guard metadata.load(as: UInt.self) == 0x201,
                let descriptor = metadata.load(fromByteOffset: 8, as: UnsafeRawPointer?.self),
                descriptor.load(as: UInt32.self) & 0x1F == 18
            else { return nil }
            let payload = descriptor.load(fromByteOffset: 20, as: UInt32.self) & 0x00FF_FFFF
            let empty = descriptor.load(fromByteOffset: 24, as: UInt32.self)
            return (payload, empty)
        }

        /// A value of `type` whose bytes are all zero, when its size is what its
        /// case count needs.
        private static func zeroValue(of type: Any.Type) -> Any? {
            func make<Value>(_ type: Value.Type) -> Any? {
                guard let (_, empty) = counts(of: type) else { return nil }
                let needed = empty <= 1 ? 0 : empty <= 1 << 8 ? 1 : empty <= 1 << 16 ? 2 : 4
                guard MemoryLayout<Value>.size == needed else { return nil }
                return withUnsafeTemporaryAllocation(byteCount: max(needed, 1), alignment: 8) { buffer in
                    buffer.initializeMemory(as: UInt8.self, repeating: 0)
                    return buffer.baseAddress!.load(as: Value.self)
                }
            }
            return make(type)
        }
    #endif
}

#if _pointerBitWidth(_64) && !SCOUT_PORTABLE
    // The enums `EnumLayout.holds` checks the facts on.
    private enum Three: String { case first, second, third }
    private enum One { case only }
    private enum Payload { case value(Int), none }
    private enum Generic<Element> {
        case empty, full
        var isEmpty: Bool {
            switch self {
            case .empty: true
            case .full: false
            }
        }
    }
#endif
