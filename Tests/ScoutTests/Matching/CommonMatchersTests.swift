import Foundation
import Scout
import ScoutLowLevel
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
            // What `equalTo` means beyond `==`: NaN equals NaN, 0.0 equals -0.0, and a
            // literal's value fits another number type.
            (equalTo(Double.nan), Double.nan, 1.0), (equalTo(-0.0), 0.0, 1.0), (equalTo(3), Int8(3), Int8(4)),
        ]
    }

    @Test("any() and equalTo on Int, String, Bool and Double are found by type, as written, with nothing to report")
    func foundByType() throws {
        for (written, accepted, rejected) in written {
            let found = try #require(CommonMatchers.matcher(written), "\(written.description)")
            #expect(ObjectIdentifier(type(of: found)) == ObjectIdentifier(type(of: written)))
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

    @Test(
        "written as an argument, each is read where it lies on the fast path, the same matcher; others and nil are not, nor anything off the fast path"
    )
    func readInPlace() throws {
        let heap = String(repeating: "a name long enough for the heap ", count: 2)
        let cases = written + [(equalTo(heap), heap, "Bob")]
        // As a call site writes them, in the order of `cases`.
        let arguments: KeyValuePairs<String, Any?> = [
            "": any(), "": equalTo(7), "": equalTo("Ada"), "": equalTo(true), "": equalTo(1.5),
            "": equalTo(Double.nan), "": equalTo(-0.0), "": equalTo(3), "": equalTo(heap),
        ]
        #expect(arguments.map { ($0.value as? any ArgMatcher)?.description } == cases.map(\.matcher.description))
        for (position, (written, accepted, rejected)) in cases.enumerated() {
            let found = CommonMatchers.written(at: position, of: arguments, fastPath: LayoutChecks.fastPath)
            guard LayoutChecks.fastPath else {
                #expect(found == nil)
                continue
            }
            let read = try #require(found, "\(written.description)")
            #expect(ObjectIdentifier(type(of: read)) == ObjectIdentifier(type(of: written)))
            #expect(read.description == written.description)
            #expect(accepts(read, accepted), "\(written.description)")
            if written.description != "any value" { #expect(!accepts(read, rejected), "\(written.description)") }
            #expect(CommonMatchers.written(at: position, of: arguments, fastPath: false) == nil)
        }
        let others: KeyValuePairs<String, Any?> = [
            "": equalTo(Int8(1)), "": equalTo([1]), "": not(3), "": nil, "": Int8(3),
        ]
        for position in 0..<others.count {
            #expect(
                CommonMatchers.written(at: position, of: others, fastPath: LayoutChecks.fastPath) == nil,
                "\(others[position])")
        }
        // A plain value of the four is read in place too, as the `equalTo` it means.
        let plain: KeyValuePairs<String, Any?> = ["": 3, "": "text"]
        let readPlain = (0..<plain.count).map {
            CommonMatchers.written(at: $0, of: plain, fastPath: LayoutChecks.fastPath)?.description
        }
        #expect(readPlain == (LayoutChecks.fastPath ? ["equal to 3", #"equal to "text""#] : [nil, nil]))
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

    @Test("an expectation set with equalTo and any() answers as before, and fails word for word as a plain value's")
    func expectationsAnswerAndFail() throws {
        let anyID = MockDirectory()
        anyID.expect.fetch(id: any()).to(`return`(ada))
        #expect(try anyID.fetch(id: 9) == ada)
        // `1` takes the plain-value way, `equalTo(1)` the one by type: the same failure.
        let plain = MockDirectory()
        let plainLine = #line + 1
        plain.expect.fetch(id: 1).to(`return`(ada))
        let written = MockDirectory()
        let writtenLine = #line + 1
        written.expect.fetch(id: equalTo(1)).to(`return`(ada))
        let plainFailure = onlyFailure(captureFailures { _ = try? plain.fetch(id: 2) }, at: UInt(plainLine))
        let writtenFailure = onlyFailure(captureFailures { _ = try? written.fetch(id: 2) }, at: UInt(writtenLine))
        let expected = plainFailure?.message.replacingOccurrences(
            of: ".swift:\(plainLine)", with: ".swift:\(writtenLine)")
        #expect(writtenFailure?.message == expected)
        #expect(writtenFailure?.message.contains("❌ id: expected equal to 1, got 2") == true)
    }
}
