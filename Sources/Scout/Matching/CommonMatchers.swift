import ScoutLowLevel

/// Scout's own matchers that tests write most (`any()`, `equalTo` on `Int`,
/// `String`, `Bool` and `Double`), told by their type alone.
///
/// What a test writes for an argument arrives as `Any?`; finding that it is a
/// matcher, and then whether that matcher has parts to look into, takes a cast to
/// a protocol each: a conformance lookup of 1,000 to 1,250 instructions
/// (callgrind, release), about 2,400 of the 11,200 that setting an expectation
/// with `equalTo(1)` cost (scenario d). These types need neither: each is a
/// matcher, with no part and no value Scout cannot compare.
enum CommonMatchers {
    /// `value` as a matcher, when its type is one of these.
    static func matcher(_ value: Any) -> (any ArgMatcher)? {
        let type = ObjectIdentifier(Swift.type(of: value))
        if type == ObjectIdentifier(AnyValueMatcher.self) { return AnyValueMatcher() }
        if type == ObjectIdentifier(EqualityMatcher<Int>.self) { return unbox(value, as: EqualityMatcher<Int>.self) }
        if type == ObjectIdentifier(EqualityMatcher<String>.self) {
            return unbox(value, as: EqualityMatcher<String>.self)
        }
        if type == ObjectIdentifier(EqualityMatcher<Bool>.self) { return unbox(value, as: EqualityMatcher<Bool>.self) }
        if type == ObjectIdentifier(EqualityMatcher<Double>.self) {
            return unbox(value, as: EqualityMatcher<Double>.self)
        }
        return nil
    }

    /// Whether `matcher` is one of these: nothing inside it to look into.
    /// The matcher at `position` of the arguments a test wrote, if it is one of
    /// these, read where it lies (`WrittenArgument`): no copy of the `Any?` out of
    /// its pair, no look at its dynamic type (callgrind, release: about 500
    /// instructions for `equalTo(1)`). `nil` for any other value, and off the fast
    /// path. Each is a leaf: nothing in it to check for values Scout cannot compare.
    static func written(
        at position: Int, of arguments: KeyValuePairs<String, Any?>, fastPath: Bool
    ) -> (any ArgMatcher)? {
        let type = WrittenArgument.typeBits(at: position, of: arguments, fastPath: fastPath)
        guard type != 0 else { return nil }
        func read<Matcher: ArgMatcher>(_ matcher: Matcher.Type) -> Matcher {
            WrittenArgument.value(Matcher.self, at: position, of: arguments)
        }
        if type == ScalarMetadata.bits(EqualityMatcher<Int>.self) { return read(EqualityMatcher<Int>.self) }
        if type == ScalarMetadata.bits(AnyValueMatcher.self) { return AnyValueMatcher() }
        if type == ScalarMetadata.bits(EqualityMatcher<String>.self) { return read(EqualityMatcher<String>.self) }
        if type == ScalarMetadata.bits(EqualityMatcher<Bool>.self) { return read(EqualityMatcher<Bool>.self) }
        if type == ScalarMetadata.bits(EqualityMatcher<Double>.self) { return read(EqualityMatcher<Double>.self) }
        return nil
    }

    static func isLeaf(_ matcher: any ArgMatcher) -> Bool {
        switch ObjectIdentifier(Swift.type(of: matcher)) {
        case ObjectIdentifier(AnyValueMatcher.self), ObjectIdentifier(EqualityMatcher<Int>.self),
            ObjectIdentifier(EqualityMatcher<String>.self), ObjectIdentifier(EqualityMatcher<Bool>.self),
            ObjectIdentifier(EqualityMatcher<Double>.self):
            true
        default: false
        }
    }
}
