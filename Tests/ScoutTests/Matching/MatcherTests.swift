import Scout
import Testing

/// Each matcher's verdicts, and the description failure messages show.
@Suite("Matchers")
struct MatcherTests {
    @Test func anyValue() {
        #expect(verdict(any(), 3) == "matched")
        #expect(verdict(any(), nil) == "matched")
        #expect(any().description == "any value")
    }

    @Test("plain values where a matcher goes: not(0), allOf(greaterThan(10), not(15))")
    func plainValuesInCombinators() {
        #expect(verdict(not(0), 1) == "matched")
        #expect(verdict(not(0), 0) == "mismatched")
        #expect(not(0).description == "not equal to 0")
        let between = allOf(greaterThan(10), not(15))
        #expect(verdict(between, 12) == "matched")
        #expect(verdict(between, 15) == "mismatched")
        #expect(verdict(between, 9) == "mismatched")
        #expect(between.description == "all of (greater than 10, not equal to 15)")
    }

    @Test("plain values mixed with matchers in allOf and anyOf, ranges included")
    func mixedPlainValuesInCombinators() {
        let zeroOrLarge = anyOf(0, greaterThan(100))
        #expect(verdict(zeroOrLarge, 0) == "matched")
        #expect(verdict(zeroOrLarge, 101) == "matched")
        #expect(verdict(zeroOrLarge, 50) == "mismatched")
        #expect(zeroOrLarge.description == "any of (equal to 0, greater than 100)")
        let noneOrTmp = anyOf(isNil(), "tmp")
        #expect(verdict(noneOrTmp, nil) == "matched")
        #expect(verdict(noneOrTmp, "tmp") == "matched")
        #expect(verdict(noneOrTmp, "var") == "mismatched")
        #expect(verdict(anyOf(1...3, 7...9), 2) == "matched")
        #expect(verdict(anyOf(1...3, 7...9), 5) == "mismatched")
        #expect(verdict(not(1...9), 20) == "matched")
        #expect(verdict(not(1...9), 2) == "mismatched")
        let inRangeNotFive = allOf(1...9, not(5))
        #expect(verdict(inRangeNotFive, 4) == "matched")
        #expect(verdict(inRangeNotFive, 5) == "mismatched")
        #expect(verdict(inRangeNotFive, 10) == "mismatched")
    }

    @Test("a value Scout cannot compare inside a combinator is a failure where the expectation is set")
    func uncomparableValueReported() {
        struct Opaque {}
        let mock = Mock()
        let line = #line + 1
        let failures = captureFailures { mock.expect.send(anyOf(Opaque(), 3)).toBeCalled() }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message.hasPrefix(
                "Cannot compare an Opaque inside any of (Opaque() (not Equatable: Scout cannot compare it; use a matcher "
                    + "such as satisfying { … }), equal to 3), for argument #1 of send(_:): Opaque is not Equatable.")
                == true)
    }

    @Test("a value Scout cannot compare inside anyOf: the matcher rejects and says why")
    func uncomparableValueInCombinator() {
        struct Opaque {}
        let matcher = anyOf(Opaque(), 3)
        #expect(verdict(matcher, 3) == "matched")
        #expect(verdict(matcher, 4) == "mismatched")
        #expect(
            matcher.description
                == "any of (Opaque() (not Equatable: Scout cannot compare it; use a matcher such as satisfying { … }), "
                + "equal to 3)")
    }

    @Test func equality() {
        #expect(verdict(equalTo(3), 3) == "matched")
        #expect(verdict(equalTo(3), 4) == "mismatched")
        #expect(verdict(equalTo(3), nil) == "mismatched")
        #expect(verdict(equalTo(3), 3.0) == "matched")  // a literal fits a Double parameter
        #expect(verdict(equalTo(3), 3.5) == "mismatched")
        #expect(verdict(equalTo(3), "3") == "wrongType(Int)")
        #expect(verdict(equalTo("a"), "a") == "matched")
        #expect(equalTo("a").description == #"equal to "a""#)
        #expect(equalTo(ada).description == #"equal to User(id: 1, name: "Ada")"#)
    }

    @Test func equalityWithOptionalValues() {
        let some: Int? = 3
        let none: Int? = nil
        #expect(verdict(equalTo(some), 3) == "matched")
        #expect(verdict(equalTo(none), nil) == "matched")
        #expect(verdict(equalTo(none), 3) == "mismatched")
    }

    @Test func nilMatchers() {
        #expect(verdict(isNil(), nil) == "matched")
        #expect(verdict(isNil(), 0) == "mismatched")
        #expect(verdict(isNil(), Optional<Int>.none as Any) == "matched")
        #expect(verdict(notNil(), 0) == "matched")
        #expect(verdict(notNil(), nil) == "mismatched")
        #expect(isNil().description == "nil")
        #expect(notNil().description == "not nil")
    }

    @Test func satisfyingWithAndWithoutDescription() {
        let even = satisfying("an even number") { (value: Int) in value.isMultiple(of: 2) }
        let anonymous = satisfying { (value: Int) in value > 0 }
        #expect(verdict(even, 4) == "matched")
        #expect(verdict(even, 3) == "mismatched")
        #expect(verdict(even, "4") == "wrongType(Int)")
        #expect(even.description == "an even number")
        #expect(anonymous.description == "an Int satisfying a condition")
    }

    @Test func instanceOf() {
        class Animal {}
        final class Dog: Animal {}
        #expect(verdict(instance(of: Animal.self), Dog()) == "matched")
        #expect(verdict(instance(of: Dog.self), Animal()) == "mismatched")
        #expect(verdict(instance(of: Int.self), nil) == "mismatched")
        #expect(instance(of: Dog.self).description == "an instance of Dog")
    }

    @Test func identity() {
        final class Session {}
        let session = Session()
        let matcher = identicalTo(session)
        #expect(verdict(matcher, session) == "matched")
        #expect(verdict(matcher, Session()) == "mismatched")
        #expect(verdict(matcher, 3) == "wrongType(Session)")
        #expect(matcher.description.hasPrefix("identical to Session instance 0x"))
    }

    @Test func comparisons() {
        #expect(verdict(greaterThan(3), 4) == "matched")
        #expect(verdict(greaterThan(3), 3) == "mismatched")
        #expect(verdict(lessThan(3), 2) == "matched")
        #expect(verdict(atLeast(3), 3) == "matched")
        #expect(verdict(atMost(3), 4) == "mismatched")
        #expect(verdict(greaterThan(3), "abc") == "wrongType(Int)")
        #expect(greaterThan(3).description == "greater than 3")
        #expect(atMost(2.5).description == "at most 2.5")
    }

    @Test func ranges() {
        #expect(verdict(inRange(1...5), 5) == "matched")
        #expect(verdict(inRange(1..<5), 5) == "mismatched")
        #expect(verdict(inRange(18...), 30) == "matched")
        #expect(verdict(inRange(...10), 11) == "mismatched")
        #expect(verdict(inRange(..<10), 9) == "matched")
        #expect(verdict(inRange("a"..."m"), "k") == "matched")
        #expect(verdict(inRange(1...5), "3") == "wrongType(Int)")
        #expect(inRange(1...5).description == "in 1...5")
        #expect(inRange("a"..<"n").description == #"in "a"..<"n""#)
        #expect(inRange(18...).description == "in 18...")
    }

    @Test func strings() {
        #expect(verdict(hasPrefix("ab"), "abc") == "matched")
        #expect(verdict(hasPrefix("ab"), "cab") == "mismatched")
        #expect(verdict(hasSuffix("ab"), "cab") == "matched")
        #expect(verdict(contains("ab"), "cabs") == "matched")
        #expect(verdict(hasPrefix("ab"), Substring("abc")) == "matched")
        #expect(verdict(hasPrefix("ab"), 3) == "wrongType(String)")
        #expect(hasSuffix("z").description == #"has suffix "z""#)
    }

    @Test func collections() {
        #expect(verdict(contains(3), [1, 2, 3]) == "matched")
        #expect(verdict(contains(4), Set([1, 2, 3])) == "mismatched")
        #expect(verdict(contains(3), 3) == "wrongType(Array<Int>)")
        #expect(verdict(hasCount(2), [1, 2]) == "matched")
        #expect(verdict(hasCount(atLeast(3)), ["a": 1]) == "mismatched")
        #expect(verdict(isEmpty(), [Int]()) == "matched")
        #expect(verdict(isEmpty(), "") == "matched")
        #expect(verdict(isEmpty(), 0) == "wrongType(Collection)")
        #expect(contains(3).description == "contains 3")
        #expect(hasCount(2).description == "a collection whose count is equal to 2")
        #expect(isEmpty().description == "empty")
    }

    @Test func combinators() {
        #expect(verdict(not(equalTo(0)), 1) == "matched")
        #expect(verdict(not(equalTo(0)), 0) == "mismatched")
        #expect(verdict(not(equalTo(0)), "x") == "wrongType(Int)")
        #expect(verdict(allOf(greaterThan(0), lessThan(10)), 5) == "matched")
        #expect(verdict(allOf(greaterThan(0), lessThan(10)), 10) == "mismatched")
        #expect(verdict(anyOf(isNil(), hasPrefix("tmp")), nil) == "matched")
        #expect(verdict(anyOf(1, 2, 3), 2) == "matched")
        #expect(verdict(anyOf(1, 2, 3), 4) == "mismatched")
        #expect(verdict(anyOf(equalTo(1), hasPrefix("a")), 2) == "mismatched")
        #expect(not(isNil()).description == "not nil")
        #expect(allOf(greaterThan(0), lessThan(10)).description == "all of (greater than 0, less than 10)")
        #expect(anyOf(1, 2).description == "any of (equal to 1, equal to 2)")
    }

    @Test("a nil boxed by generic code is nil to every matcher, not a value of another type")
    func boxedNil() {
        let boxed = Optional<Int>.none as Any
        #expect(verdict(equalTo(3), boxed) == "mismatched")
        #expect(verdict(inRange(1...5), boxed) == "mismatched")
        #expect(verdict(contains(1), boxed) == "mismatched")
        #expect(verdict(hasPrefix("a"), boxed) == "mismatched")
        #expect(verdict(instance(of: Int.self), boxed) == "mismatched")
        #expect(verdict(notNil(), boxed) == "mismatched")
    }

    @Test("a custom matcher judges with ArgMatch.judge")
    func customMatcher() throws {
        struct IsEven: ArgMatcher {
            var description: String { "an even number" }
            func match(_ argument: Any?) -> ArgMatch {
                .judge(argument, as: Int.self) { $0.isMultiple(of: 2) }
            }
        }
        #expect(verdict(IsEven(), 2) == "matched")
        #expect(verdict(IsEven(), 3) == "mismatched")
        #expect(verdict(IsEven(), nil) == "mismatched")
        #expect(verdict(IsEven(), "2") == "wrongType(Int)")
        let directory = MockDirectory()
        directory.expect.fetch(id: IsEven()).to(`return`(ada))
        #expect(try directory.fetch(id: 4) == ada)
    }
}
