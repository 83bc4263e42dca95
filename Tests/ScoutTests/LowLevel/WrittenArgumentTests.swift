import Testing

@testable import ScoutCore
@testable import ScoutLowLevel

/// A plain `Int`, `String`, `Bool` or `Double` a test wrote is read where it lies in
/// the call's pairs (`WrittenArgument`, through `CommonMatchers.written`): the same
/// value a cast gives, nothing for other values, and nothing off the fast path.
@Suite("Plain scalar arguments: read in place, as a cast reads them")
struct WrittenArgumentTests {
    /// The value of the matcher the read gave, spelled so that NaN and -0.0
    /// compare by their bits.
    private func spelled(_ matcher: (any ArgMatcher)?) -> String {
        guard let matcher else { return "nil" }
        switch matcher {
        case let equal as EqualityMatcher<Int>: return "Int \(equal.expected)"
        case let equal as EqualityMatcher<String>: return "String \(equal.expected)"
        case let equal as EqualityMatcher<Bool>: return "Bool \(equal.expected)"
        case let equal as EqualityMatcher<Double>: return "Double \(equal.expected.bitPattern)"
        default: return "other \(type(of: matcher))"
        }
    }

    @Test("each of the four, at any position, reads as the value written")
    func scalars() {
        let heap = String(repeating: "a string on the heap ", count: 4)
        let arguments: KeyValuePairs<String, Any?> = [
            "a": Int.min, "b": 0, "": 42, "c": "", "d": "small", "e": heap, "f": true, "g": false,
            "h": -0.0, "i": Double.nan, "j": Double.infinity, "k": 2.5,
        ]
        let expected = [
            "Int \(Int.min)", "Int 0", "Int 42", "String ", "String small", "String \(heap)", "Bool true",
            "Bool false", "Double \((-0.0).bitPattern)", "Double \(Double.nan.bitPattern)",
            "Double \(Double.infinity.bitPattern)", "Double \(2.5.bitPattern)",
        ]
        let read = (0..<arguments.count).map {
            spelled(CommonMatchers.written(at: $0, of: arguments, fastPath: LayoutChecks.fastPath))
        }
        #expect(read == (LayoutChecks.fastPath ? expected : Array(repeating: "nil", count: expected.count)))
    }

    @Test("any other value, an optional of the four and nil read as nothing")
    func otherValues() {
        final class Token {}
        let arguments: KeyValuePairs<String, Any?> = [
            "a": Int8(3), "b": Int?.some(1) as Any, "c": nil, "d": [1], "e": Token(), "f": UInt(7), "g": Float(1),
            "h": Substring("s"), "i": Int.self,
        ]
        for position in 0..<arguments.count {
            #expect(
                spelled(CommonMatchers.written(at: position, of: arguments, fastPath: LayoutChecks.fastPath))
                    == "nil",
                "\(arguments[position])")
        }
    }

    @Test("off the fast path nothing is read in place")
    func portable() {
        let arguments: KeyValuePairs<String, Any?> = ["id": 1, "name": "Ada"]
        #expect(spelled(CommonMatchers.written(at: 0, of: arguments, fastPath: false)) == "nil")
        #expect(spelled(CommonMatchers.written(at: 1, of: arguments, fastPath: false)) == "nil")
    }

    @Test("a string read in place is the reader's own: it outlives the call's pairs")
    func stringOutlivesPairs() {
        func read() -> (any ArgMatcher)? {
            let heap = String(repeating: "kept after the pairs go ", count: 3)
            let arguments: KeyValuePairs<String, Any?> = ["name": heap]
            return CommonMatchers.written(at: 0, of: arguments, fastPath: LayoutChecks.fastPath)
        }
        let kept = read()
        let expected =
            LayoutChecks.fastPath ? "String " + String(repeating: "kept after the pairs go ", count: 3) : "nil"
        #expect(spelled(kept) == expected)
    }

    @Test("an expectation's matchers are the same on both paths: type, description and verdicts")
    func sameMatchersOnBothPaths() {
        let arguments: KeyValuePairs<String, Any?> = ["": 1, "name": "Ada", "on": true, "at": 2.5, "to": Int8(1)]
        let selector = Selector(.call, "send", arguments: arguments, fastPath: false)
        let fast = Mock().core
        let portable = LayoutChecks.withPortablePath { Mock() }.core
        let location = CodeLocation(#fileID, #filePath, #line, #column)
        let fromFast = fast.matchers(for: arguments, of: selector, at: location)
        let fromPortable = portable.matchers(for: arguments, of: selector, at: location)
        #expect(fromFast.map { "\(type(of: $0))" } == fromPortable.map { "\(type(of: $0))" })
        #expect(fromFast.map(\.description) == fromPortable.map(\.description))
        #expect(
            fromFast.map(\.description) == [
                "equal to 1", #"equal to "Ada""#, "equal to true", "equal to 2.5", "equal to 1",
            ])
        let probes: [Any?] = [1, "Ada", true, 2.5, Int8(1)]
        func accepts(_ matcher: any ArgMatcher, _ argument: Any?) -> Bool {
            if case .matched = matcher.match(argument) { return true }
            return false
        }
        for (matcher, probe) in zip(fromFast, probes) {
            #expect(accepts(matcher, probe))
            #expect(!accepts(matcher, nil))
            #expect(!accepts(matcher, 99))
        }
    }
}
