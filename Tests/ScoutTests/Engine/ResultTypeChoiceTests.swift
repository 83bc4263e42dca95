import Scout
import Testing

/// A settings store whose reads are generic in their result, as Mockable's
/// generic-result example is.
private protocol SettingsStore {
    func value<T>(for key: String) -> T
    func load<T>(_ key: String) async throws -> T
    func lookup<T>(_ key: String) -> T?
}

private final class MockSettingsStore: SettingsStore {
    let mock = Mock()

    func value<T>(for key: String) -> T { try! mock.call.value(for: key) }
    func load<T>(_ key: String) async throws -> T { try await mock.call.load(key) }
    func lookup<T>(_ key: String) -> T? { try! mock.call.lookup(key) }
}

/// Two overloads that differ only by their result type, forwarded the same way.
private final class MockFactory: Sendable {
    let mock = Mock()

    func make() -> Int { try! mock.call.make() }
    func make() -> String { try! mock.call.make() }
    func make() -> Bool { try! mock.call.make() }
    func make(size: Int) -> Int { try! mock.call.make(size: size) }
    func make(size: Int) -> String { try! mock.call.make(size: size) }
}

private protocol Shape: Sendable {}
private struct Circle: Shape {}
private struct Square: Shape {}
private class Animal: @unchecked Sendable {}
private final class Dog: Animal, @unchecked Sendable {}
private final class Cat: Animal, @unchecked Sendable {}

/// Results whose type a block's result type does not equal, but converts to.
private final class MockShelter: Sendable {
    let mock = Mock()

    func shape() -> any Shape { try! mock.call.shape() }
    func adopt() -> Animal? { try! mock.call.adopt() }
    func next(_ value: Int) -> Int { try! mock.call.next(value) }
    func reset() -> Int { try! mock.call.reset() }
    // A statement call cannot say it returns nothing: typed, the Void overload can.
    func reset() { let _: Void = try! mock.call.reset() }
}

/// Counts the arguments it judges.
private struct CountingMatcher: ArgMatcher {
    let counter: Counter
    var description: String { "anything, counted" }
    func match(_ argument: Any?) -> ArgMatch {
        counter.increment()
        return .matched
    }
}

@Suite("The result type a call asks for takes part in choosing its answer")
struct ResultTypeChoiceTests {
    @Test("a generic result is stubbed once per type, in either order")
    func genericResultPerType() {
        let settings = MockSettingsStore()
        settings.mock.expect.value(for: "limit").to(`return`(3))
        settings.mock.expect.value(for: "limit").to(`return`("three"))
        let failures = captureFailures {
            let text: String = settings.value(for: "limit")
            let number: Int = settings.value(for: "limit")
            #expect(text == "three")
            #expect(number == 3)
        }
        #expect(failures.isEmpty)
        #expect(captureFailures { settings.mock.verify() }.isEmpty)
    }

    @Test("overloads that differ only by result type each get their own answer")
    func overloadsByResultType() {
        let factory = MockFactory()
        factory.mock.expect.make().to(`return`(7, times: 2))
        factory.mock.expect.make().to(`return`("seven"))
        factory.mock.expect.make().to(`return`(true))
        let failures = captureFailures {
            let flag: Bool = factory.make()
            let text: String = factory.make()
            let first: Int = factory.make()
            let second: Int = factory.make()
            #expect(flag && text == "seven" && first == 7 && second == 7)
        }
        #expect(failures.isEmpty)
        #expect(captureFailures { factory.mock.verify() }.isEmpty)
    }

    @Test("an expectation of another type is passed over, not used up")
    func passedOverIsNotUsed() {
        let factory = MockFactory()
        let intLine = #line + 1
        factory.mock.expect.make().to(`return`(1))
        factory.mock.expect.make().to(`return`("a", times: 2))
        let failures = captureFailures {
            let first: String = factory.make()
            let second: String = factory.make()
            #expect(first == "a" && second == "a")
        }
        #expect(failures.isEmpty)
        // The Int expectation is still there, unused: verify() says so.
        let unmet = captureFailures { factory.mock.verify() }
        #expect(unmet.count == 1)
        #expect(
            unmet.first?.message.contains(
                "make(): return 1 (0 of 1 used), set at ResultTypeChoiceTests.swift:\(intLine)") == true)
    }

    @Test("arguments still choose first: the type decides among the expectations that accept them")
    func argumentsThenType() {
        let factory = MockFactory()
        factory.mock.expect.make(size: 1).to(`return`(10))
        factory.mock.expect.make(size: 2).to(`return`("two"))
        factory.mock.expect.make(size: greaterThan(1)).to(`return`(20))
        factory.mock.expect.make(size: any()).to(`return`("any"))
        let failures = captureFailures {
            let a: Int = factory.make(size: 1)
            let b: Int = factory.make(size: 2)
            let c: String = factory.make(size: 2)
            let d: String = factory.make(size: 1)
            #expect(a == 10 && b == 20 && c == "two" && d == "any")
        }
        #expect(failures.isEmpty)
        #expect(captureFailures { factory.mock.verify() }.isEmpty)
    }

    @Test("blocks answer by their result type")
    func blocksByResultType() {
        let settings = MockSettingsStore()
        settings.mock.expect.value(for: any()).toAlways { args -> Int in try (args.for as String).count }
        settings.mock.expect.value(for: any()).toAlways { args -> String in try (args.for as String).uppercased() }
        let failures = captureFailures {
            let count: Int = settings.value(for: "abc")
            let loud: String = settings.value(for: "abc")
            #expect(count == 3 && loud == "ABC")
        }
        #expect(failures.isEmpty)
    }

    @Test("an async generic call is chosen by type too")
    func asyncByType() async throws {
        let settings = MockSettingsStore()
        settings.mock.expect.load("k").to(`return`(1.5))
        settings.mock.expect.load("k").to { _ async -> Int in 4 }
        var results: [String] = []
        let failures = try await captureFailures {
            let whole: Int = try await settings.load("k")
            let half: Double = try await settings.load("k")
            results = ["\(whole)", "\(half)"]
        }
        #expect(failures.isEmpty)
        #expect(results == ["4", "1.5"])
    }

    @Test("an optional result takes an answer of its wrapped type; nil answers any optional")
    func optionalResult() {
        let settings = MockSettingsStore()
        settings.mock.expect.lookup("a").to(`return`("A"))
        settings.mock.expect.lookup("a").to(`return`(1))
        settings.mock.expect.lookup("b").to(`return`(nil))
        let failures = captureFailures {
            let number: Int? = settings.lookup("a")
            let text: String? = settings.lookup("a")
            let none: Bool? = settings.lookup("b")
            #expect(number == 1 && text == "A" && none == nil)
        }
        #expect(failures.isEmpty)
    }

    @Test("wrong return type only when no expectation of the member answers the type; it names the types there are")
    func wrongTypeWhenNoneFits() {
        let settings = MockSettingsStore()
        let line = #line + 1
        settings.mock.expect.value(for: "limit").to(`return`(3))
        settings.mock.expect.value(for: "limit").to(`return`("three"))
        var flag: Bool?
        let failures = captureFailures {
            let value: Bool = settings.value(for: "limit")
            flag = value
        }
        let failure = onlyFailure(failures, at: UInt(line))
        #expect(
            failure?.message.hasPrefix(
                "Wrong return type for value(for:): value(for:) returns Bool, but the expectation gives 3 (Int).")
                == true)
        #expect(
            failure?.message.contains("No expectation of value(for:) answers Bool: they answer Int, String.") == true)
        #expect(flag == false)
    }

    @Test("a call made without a result type takes the first expectation, as before")
    func untypedTakesFirst() {
        let factory = MockFactory()
        factory.mock.expect.make().to(`return`("first"))
        factory.mock.expect.make().to(`return`(2))
        var raw: Any?
        let failures = captureFailures { raw = try! factory.mock.call.make() }
        #expect(failures.isEmpty)
        #expect(raw as? String == "first")
        // The second line was never used, and says so.
        #expect(captureFailures { factory.mock.verify() }.count == 1)
    }

    @Test("the choice holds when calls race from many threads: each type gets exactly its answers")
    func concurrentChoice() async {
        let factory = MockFactory()
        factory.mock.expect.make().to(`return`(1, times: 100))
        factory.mock.expect.make().to(`return`("s", times: 100))
        let failures = await captureFailures {
            await withTaskGroup(of: Bool.self) { group in
                for index in 0..<200 {
                    group.addTask {
                        if index.isMultiple(of: 2) {
                            let value: Int = factory.make()
                            return value == 1
                        }
                        let value: String = factory.make()
                        return value == "s"
                    }
                }
                for await correct in group { #expect(correct) }
            }
        }
        #expect(failures.isEmpty)
        #expect(captureFailures { factory.mock.verify() }.isEmpty)
    }

    @Test(
        "a block whose result converts (an existential, a superclass, the original's Any? block) keeps its place in the order"
    )
    func convertingBlocksKeepTheirPlace() {
        let shelter = MockShelter()
        shelter.mock.expect.shape().to { _ in Circle() }
        shelter.mock.expect.shape().to(`return`(Square()))
        shelter.mock.expect.adopt().to { _ in Dog() }
        shelter.mock.expect.adopt().to(`return`(Cat()))
        let incrementBy: FuncExpectationBlock = { args in (args.first?.value as! Int) + 1 }
        shelter.mock.expect.next(any()).to(incrementBy)
        shelter.mock.expect.next(any()).to(`return`(100))
        let failures = captureFailures {
            #expect(shelter.shape() is Circle)
            #expect(shelter.shape() is Square)
            #expect(shelter.adopt() is Dog)
            #expect(shelter.adopt() is Cat)
            #expect(shelter.next(1) == 2)
            #expect(shelter.next(1) == 100)
        }
        #expect(failures.isEmpty)
        #expect(captureFailures { shelter.mock.verify() }.isEmpty)
    }

    @Test("a typed block of another concrete type is passed over for a value of exactly the asked type")
    func typedBlockPassedOver() {
        let settings = MockSettingsStore()
        settings.mock.expect.value(for: "k").to { _ -> Int in 1 }
        settings.mock.expect.value(for: "k").to(`return`("one"))
        let failures = captureFailures {
            let text: String = settings.value(for: "k")
            let number: Int = settings.value(for: "k")
            #expect(text == "one" && number == 1)
        }
        #expect(failures.isEmpty)
    }

    @Test("overloads returning a value and nothing: toBeCalled answers the Void one, the value the other")
    func voidAndValueOverloads() {
        let shelter = MockShelter()
        shelter.mock.expect.reset().to(`return`(3))
        shelter.mock.expect.reset().toBeCalled()
        let failures = captureFailures {
            let _: Void = shelter.reset()
            let count: Int = shelter.reset()
            #expect(count == 3)
        }
        #expect(failures.isEmpty)
        #expect(captureFailures { shelter.mock.verify() }.isEmpty)
    }

    @Test("nil answers an optional of any type; a value only its own")
    func nilAndValue() {
        let settings = MockSettingsStore()
        settings.mock.expect.lookup("a").to(`return`(1))
        settings.mock.expect.lookup("a").to(`return`(nil))
        let failures = captureFailures {
            let text: String? = settings.lookup("a")
            let number: Int? = settings.lookup("a")
            #expect(text == nil && number == 1)
        }
        #expect(failures.isEmpty)
    }

    @Test("when the asked type's expectations are used up, the failure says so instead of listing it as missing")
    func usedUpTypeMessage() {
        let settings = MockSettingsStore()
        settings.mock.expect.value(for: "k").to(`return`(true))
        let line = #line + 1
        settings.mock.expect.value(for: "k").to(`return`(3))
        var failures: [Failure] = []
        failures = captureFailures {
            let first: Bool = settings.value(for: "k")
            let second: Bool = settings.value(for: "k")
            #expect(first && !second)
        }
        let failure = onlyFailure(failures, at: UInt(line))
        #expect(failure?.message.contains("answer Bool, Int") == false)
        #expect(
            failure?.message.contains(
                "Its expectations that answer Bool are used up, or do not accept these arguments.") == true)
    }

    @Test("on the slow path, each matcher judges a call once, even when no expectation answers the type")
    func matchersRunOnce() {
        let counter = Counter()
        let settings = MockSettingsStore()
        settings.mock.expect.value(for: CountingMatcher(counter: counter)).to(`return`(1))
        settings.mock.expect.value(for: "k").to(`return`("one"))
        _ = captureFailures {
            let _: Bool = settings.value(for: "k")
        }
        #expect(counter.current == 1)
    }
}
