import Testing

import Scout
@testable import ScoutCore

/// The matchers users of other libraries reach for: approximately equal numbers,
/// a property by key path, and `Result` success or failure.
@Suite("Matchers from the peers: approximately, having, isSuccess, isFailure")
struct PeerMatcherTests {
    @Test("approximately accepts a number within the tolerance either side, never NaN, and says so")
    func approximatelyEqual() {
        let pi = approximately(3.14, tolerance: 0.01)
        #expect(verdict(pi, 3.135) == "matched")
        #expect(verdict(pi, 3.149) == "matched")
        #expect(verdict(pi, 3.16) == "mismatched")
        #expect(verdict(pi, Double.nan) == "mismatched")
        #expect(verdict(approximately(Double.nan, tolerance: 1), Double.nan) == "mismatched")
        #expect(verdict(approximately(1.0, tolerance: -0.5), 1.4) == "matched")
        #expect(verdict(pi, "3.14") == "wrongType(Double)")
        #expect(verdict(approximately(Float(1), tolerance: 0.1), Float(1.05)) == "matched")
        #expect(pi.description == "3.14 ± 0.01")
    }

    @Test("having judges the property at a key path with a value or a matcher, and names the key path")
    func keyPaths() {
        let ada = User(id: 1, name: "Ada")
        #expect(verdict(having(\User.id, 1), ada) == "matched")
        #expect(verdict(having(\User.id, 2), ada) == "mismatched")
        #expect(verdict(having(\User.name, hasPrefix("A")), ada) == "matched")
        #expect(verdict(having(\User.name, hasPrefix("G")), ada) == "mismatched")
        #expect(verdict(having(\User.id, 1), nil) == "mismatched")
        #expect(verdict(having(\User.id, 1), 1) == "wrongType(User)")
        let optional: User? = ada
        #expect(verdict(having(\User.id, 1), optional) == "matched")
        #expect(having(\User.id, 1).description == #"\User.id equal to 1"#)
    }

    @Test("isSuccess and isFailure read a Result of any types: its value, its error's type or its error")
    func results() {
        let success: Result<Int, NetworkError> = .success(3)
        let failure: Result<Int, NetworkError> = .failure(.offline)
        #expect(verdict(isSuccess(), success) == "matched")
        #expect(verdict(isSuccess(3), success) == "matched")
        #expect(verdict(isSuccess(4), success) == "mismatched")
        #expect(verdict(isSuccess(greaterThan(2)), success) == "matched")
        #expect(verdict(isSuccess(), failure) == "mismatched")
        #expect(verdict(isFailure(), failure) == "matched")
        #expect(verdict(isFailure(NetworkError.self), failure) == "matched")
        #expect(verdict(isFailure(CancellationError.self), failure) == "mismatched")
        #expect(verdict(isFailure(NetworkError.offline), failure) == "matched")
        #expect(verdict(isFailure(NetworkError.notFound(id: 1)), failure) == "mismatched")
        #expect(verdict(isFailure(), success) == "mismatched")
        #expect(verdict(isSuccess(), 3).hasPrefix("wrongType(Result<"))
        #expect(isSuccess().description == "a success")
        #expect(isSuccess(3).description == "a success equal to 3")
        #expect(isFailure(NetworkError.self).description == "a failure of type NetworkError")
        #expect(isFailure(NetworkError.offline).description == "a failure equal to .offline")
    }

    @Test("in an expectation, a call they reject is unexpected, and the failure shows what they expected")
    func inAnExpectation() {
        let mock = Mock()
        // An unexpected call is reported at the expectation of its member.
        let line = #line + 1
        mock.expect.save(user: having(\User.name, hasPrefix("A"))).to(alwaysReturn(1))
        mock.expect.deliver(result: isFailure(NetworkError.self)).to(alwaysReturn(2))
        let grace = User(id: 2, name: "Grace")
        let failures = captureFailures {
            let saved: Int = mock.run.save(user: User(id: 1, name: "Ada"))
            #expect(saved == 1)
            let _: Int = mock.run.save(user: grace)
            let delivered: Int = mock.run.deliver(result: Result<Int, NetworkError>.failure(.offline))
            #expect(delivered == 2)
        }
        #expect(failures.count == 1)
        #expect(failures.first?.location.line == UInt(line))
        #expect(failures.first?.message.contains(#"\User.name has prefix "A""#) == true)
    }

    @Test("a value Scout cannot compare, inside having's matcher, is reported where the expectation is set")
    func uncomparableInside() {
        struct Opaque {}
        let mock = Mock()
        let line = #line + 2
        let failures = captureFailures {
            mock.expect.save(user: having(\User.name, anyOf("Ada", Opaque()))).to(alwaysReturn(1))
        }
        #expect(failures.count == 1)
        #expect(failures.first?.location.line == UInt(line))
        #expect(failures.first?.message.contains("not Equatable") == true)
    }
}

@Suite("Several matchers for one argument, chained")
struct ChainedMatcherTests {
    @Test("and: every part must accept; a chain of three is one list, and the failure names the part that rejected")
    func and() {
        let inRange = greaterThan(0).and(lessThan(11)).and(not(5))
        #expect(inRange.description == "all of (greater than 0, less than 11, not equal to 5)")
        #expect(inRange.match(3).isMatch)
        #expect(!inRange.match(5).isMatch)
        #expect(!inRange.match(11).isMatch)
        let directory = MockDirectory()
        directory.expect.fetch(id: greaterThan(0).and(lessThan(10))).to(alwaysReturn(ada))
        let failures = captureFailures { _ = try? directory.fetch(id: 12) }
        #expect(failures.first?.message.contains("❌ id: expected all of (greater than 0, less than 10), got 12") == true)
    }

    @Test("or: one part must accept; a chain is one list")
    func or() {
        let scheme = hasPrefix("https://").or(hasPrefix("file://")).or(isEqual(to: "about:blank"))
        #expect(scheme.description == "any of (has prefix \"https://\", has prefix \"file://\", equal to \"about:blank\")")
        #expect(scheme.match("file:///tmp").isMatch)
        #expect(scheme.match("about:blank").isMatch)
        #expect(!scheme.match("ftp://x").isMatch)
    }
}

private func isEqual(to value: String) -> some ArgMatcher { equalTo(value) }
