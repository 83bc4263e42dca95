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
        matcher(ofType: ScalarMetadata.bits(Swift.type(of: value)), from: OpenedValue(value: value))
    }

    /// The matcher the argument at `position` of the arguments a test wrote
    /// means, when it is one of these or a plain `Int`, `String`, `Bool` or
    /// `Double` (``equalTo(_:)``): read where it lies (`WrittenArgument`), with no
    /// copy of the `Any?` out of its pair and no look at its dynamic type
    /// (callgrind, release: about 300 instructions for `1`, 500 for `equalTo(1)`).
    /// `nil` for any other value, and off the fast path. Each is a leaf: nothing in
    /// it to check for values Scout cannot compare.
    static func written(
        at position: Int, of arguments: KeyValuePairs<String, Any?>, fastPath: Bool
    ) -> (any ArgMatcher)? {
        let type = WrittenArgument.typeBits(at: position, of: arguments, fastPath: fastPath)
        guard type != 0 else { return nil }
        func read<Value>(_ type: Value.Type) -> Value { WrittenArgument.value(Value.self, at: position, of: arguments) }
        if type == ScalarMetadata.bits(Int.self) { return EqualityMatcher(expected: read(Int.self)) }
        if type == ScalarMetadata.bits(String.self) { return EqualityMatcher(expected: read(String.self)) }
        if type == ScalarMetadata.bits(Bool.self) { return EqualityMatcher(expected: read(Bool.self)) }
        if type == ScalarMetadata.bits(Double.self) { return EqualityMatcher(expected: read(Double.self)) }
        return matcher(ofType: type, from: WrittenPair(arguments: arguments, position: position))
    }

    /// The matcher of type `type` read from `source`, when it is one of these.
    private static func matcher(ofType type: UInt, from source: some MatcherSource) -> (any ArgMatcher)? {
        if type == ScalarMetadata.bits(EqualityMatcher<Int>.self) { return source.read(EqualityMatcher<Int>.self) }
        if type == ScalarMetadata.bits(AnyValueMatcher.self) { return AnyValueMatcher() }
        if type == ScalarMetadata.bits(EqualityMatcher<String>.self) {
            return source.read(EqualityMatcher<String>.self)
        }
        if type == ScalarMetadata.bits(EqualityMatcher<Bool>.self) { return source.read(EqualityMatcher<Bool>.self) }
        if type == ScalarMetadata.bits(EqualityMatcher<Double>.self) {
            return source.read(EqualityMatcher<Double>.self)
        }
        return nil
    }

    /// Whether `matcher` is one of these: nothing inside it to look into.
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

/// Where a value whose type is known is read from.
private protocol MatcherSource {
    /// The value, which is exactly a `Value`.
    func read<Value>(_ type: Value.Type) -> Value
}

/// A value a test gave as `Any`, opened.
private struct OpenedValue: MatcherSource {
    let value: Any

    func read<Value>(_ type: Value.Type) -> Value { unbox(value, as: Value.self) }
}

/// An argument a test wrote, read where it lies in the call's pairs.
private struct WrittenPair: MatcherSource {
    let arguments: KeyValuePairs<String, Any?>
    let position: Int

    func read<Value>(_ type: Value.Type) -> Value { WrittenArgument.value(Value.self, at: position, of: arguments) }
}
