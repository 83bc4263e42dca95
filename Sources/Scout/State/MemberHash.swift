import ScoutLowLevel

/// FNV-1a over the kind, the name's words and each label's words: the start.
/// Free functions, transparent: unoptimized, `find` then inlines them (a class
/// cannot declare transparent members), where a call costs more than the work.
@_transparent
func memberHashStart(_ kindValue: UInt8, _ name: StringBits) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(kindValue)
    name.mix(into: &hash)
    return hash
}

/// The end of the hash, with the label count mixed in.
@_transparent
func memberHashFinish(_ hash: UInt64, count: Int) -> Int {
    let mixed = hash ^ UInt64(count)
    return Int(truncatingIfNeeded: mixed ^ (mixed >> 29))
}
