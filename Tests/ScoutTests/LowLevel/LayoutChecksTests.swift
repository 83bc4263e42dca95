import Testing

import Scout
import ScoutLowLevel
@testable import ScoutCore

/// The fast path's layout assumptions (see `LayoutChecks`): where the build has
/// the fast path, every check passes here, else every call would silently take
/// the portable path; and what is read in place agrees with the values.
@Suite("Layout checks")
struct LayoutChecksTests {
    @Test("every check passes where the fast path is compiled in; the portable build takes none")
    func gate() {
        #expect(LayoutChecks.failedChecks == [])
        #expect(LayoutChecks.fastPath == LayoutChecks.isCompiledIn)
        #if _pointerBitWidth(_64) && !SCOUT_PORTABLE
            #expect(LayoutChecks.isCompiledIn)
        #else
            #expect(!LayoutChecks.isCompiledIn)
        #endif
    }

    @Test("a struct of a String or an Int and a Bool lies inline in an Any, byte for byte, as WrittenArgument reads it")
    func inlineStructs() {
        #expect(LayoutChecks.inlineStructs() == LayoutChecks.isCompiledIn)
    }

    @Test("on the fast path, pairs and words read in place are the arguments; on the portable path none is read")
    func inPlaceReads() {
        let arguments: KeyValuePairs<String, Any?> = ["id": 7, "name": "Ada", "": nil, "ratio": 2.5, "on": true]
        let view = ArgumentView.of(.boxed(arguments), fastPath: LayoutChecks.fastPath, scalars: ScalarMetadata.Words())
        let scalars = ScalarMetadata.Words()
        #expect(view.count == 5)
        if LayoutChecks.fastPath {
            #expect(view.inPlace)
            #expect(view.first.metadata == scalars.int && view.first.first == 7)
            #expect(view.second.metadata == scalars.string)
            #expect(view.laterWords(at: 2).metadata == 0)
            #expect(view.laterWords(at: 3).metadata == scalars.double && view.laterWords(at: 3).first == 2.5.bitPattern)
            #expect(view.laterWords(at: 4).metadata == scalars.bool && view.laterWords(at: 4).first & 0xFF == 1)
            #expect(view.firstLabel.isSame(as: StringBits("id")))
            #expect(view.laterLabel(at: 3).isSame(as: StringBits("ratio")))
        } else {
            #expect(!view.inPlace)
            #expect(view.first.metadata == ArgumentWords.unknown.metadata)
            #expect(view.laterWords(at: 3).metadata == ArgumentWords.unknown.metadata)
        }
        // Read in place on the fast path, copied on the portable one: the same pairs.
        for fastPath in [LayoutChecks.fastPath, false] {
            let pairs = ArgumentStorage.array(arguments, fastPath: fastPath)
            #expect(pairs.map(\.key) == ["id", "name", "", "ratio", "on"])
            #expect(pairs[0].value as? Int == 7)
            #expect(pairs[1].value as? String == "Ada")
            #expect(pairs[2].value == nil)
        }
    }

    @Test("a scalar overload's pairs are read in place as bits on the fast path, and boxed otherwise")
    func scalarPairs() {
        let ints: KeyValuePairs<String, Int> = ["x": -3, "y": Int.max]
        let bools: KeyValuePairs<String, Bool> = ["on": true]
        let doubles: KeyValuePairs<String, Double> = ["": -0.0, "h": 2.5]
        let triple: KeyValuePairs<String, Int> = ["x": 1, "y": 2, "z": 3]
        let fast = LayoutChecks.fastPath
        guard case .bits(let intBits) = CallArguments.scalars(ints, fastPath: fast), fast else {
            #expect(!fast, "on the fast path, two Ints are bits")
            return
        }
        #expect(intBits.count == 2 && intBits.firstTag == .int && intBits.secondTag == .int)
        #expect(intBits.firstLabel.isSame(as: StringBits("x")) && intBits.secondLabel.isSame(as: StringBits("y")))
        #expect(intBits.firstWord == UInt64(bitPattern: -3) && intBits.secondWord == UInt64(Int.max))
        if case .bits(let boolBits) = CallArguments.scalars(bools, fastPath: true) {
            #expect(boolBits.count == 1 && boolBits.firstTag == .bool && boolBits.firstWord == 1)
        } else {
            Issue.record("one Bool is bits")
        }
        if case .bits(let doubleBits) = CallArguments.scalars(doubles, fastPath: true) {
            #expect(doubleBits.firstWord == (-0.0).bitPattern && doubleBits.secondWord == 2.5.bitPattern)
            #expect(doubleBits.firstLabel.isSame(as: StringBits("")))
        } else {
            Issue.record("two Doubles are bits")
        }
        // Three values, none, or the portable path: the pairs boxed, in order.
        let none: KeyValuePairs<String, Int> = [:]
        for (arguments, fastPath) in [(triple, true), (none, true), (ints, false)] {
            guard case .array(let pairs) = CallArguments.scalars(arguments, fastPath: fastPath) else {
                Issue.record("boxed")
                continue
            }
            #expect(pairs.map(\.key) == arguments.map(\.key))
            #expect(pairs.map { $0.value as? Int } == arguments.map { $0.value })
        }
    }

    @Test("a string's words stay equal for its copies and differ for another string")
    func stringWords() {
        let long = String(repeating: "x", count: 40)
        let copy = long
        let other = String(repeating: "y", count: 40)
        #expect(StringBits(long).isSame(as: StringBits(copy)) == LayoutChecks.isCompiledIn)
        #expect(!StringBits(long).isSame(as: StringBits(other)))
    }
}
