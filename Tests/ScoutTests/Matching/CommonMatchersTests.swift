import Scout
import Testing

@testable import ScoutCore

/// `any()` and `equalTo` on the scalar types are told by their type, with no cast
/// to a protocol (`CommonMatchers`): they must come out as the matchers the test
/// wrote, with nothing to report, and every other matcher must still be found.
@Suite("The commonest matchers, told by their type")
struct CommonMatchersTests {
    /// What a test writes, and arguments each accepts and rejects.
    private var written: [(matcher: any ArgMatcher, accepted: Any?, rejected: Any?)] {
        [
            (any(), 5, nil as Any?), (equalTo(7), 7, 8), (equalTo("Ada"), "Ada", "Bob"),
            (equalTo(true), true, false), (equalTo(1.5), 1.5, 2.5),
        ]
    }

    @Test("any() and equalTo on Int, String, Bool and Double are found by type, as written, with nothing to report")
    func foundByType() throws {
        for (written, accepted, rejected) in written {
            let found = try #require(CommonMatchers.matcher(written), "\(written.description)")
            #expect(found.description == written.description)
            #expect(accepts(found, accepted), "\(written.description)")
            if written.description != "any value" {
                #expect(!accepts(found, rejected), "\(written.description)")
            }
            #expect(CommonMatchers.isLeaf(found))
            let problems = MatcherProblems(in: found)
            #expect(problems.uncomparable.isEmpty && problems.unmade.isEmpty)
            #expect(matcher(forOtherValue: written)?.description == written.description)
        }
    }

    @Test("other matchers are not taken for common ones, and are still found, their parts looked into")
    func othersStillFound() throws {
        struct Opaque {}
        let others: [any ArgMatcher] = [equalTo(Int8(1)), equalTo([1]), not(3), allOf(greaterThan(1), lessThan(9))]
        for other in others {
            #expect(CommonMatchers.matcher(other) == nil, "\(other.description)")
            #expect(!CommonMatchers.isLeaf(other), "\(other.description)")
            #expect(matcher(forOtherValue: other)?.description == other.description)
        }
        // A combinator around a value Scout cannot compare is still looked into.
        let composed = try #require(matcher(forOtherValue: allOf(any(), UncomparableValue(value: Opaque()))))
        #expect(MatcherProblems(in: composed).uncomparable.count == 1)
    }

    private func accepts(_ matcher: any ArgMatcher, _ argument: Any?) -> Bool {
        if case .matched = matcher.match(argument) { return true }
        return false
    }

    @Test("an expectation set with equalTo and any() answers as before and fails as before")
    func expectationsAnswerAndFail() {
        let mock = Mock()
        mock.expect.lookup(id: equalTo(3)).to(`return`("three"))
        mock.expect.lookup(id: any()).to(`return`("any"))
        let three: String = try! mock.call.lookup(id: 3)
        let other: String = try! mock.call.lookup(id: 4)
        #expect([three, other] == ["three", "any"])
        mock.verify()
    }
}
