import Scout
import Testing

/// The original Scout README's examples, as written there (source compatibility).
@Suite("The original Scout README")
struct OriginalScoutReadmeTests {
    protocol Example {
        var foo: String { get }
        func baz()
    }

    class TestSubject {
        let example: Example

        init(example: Example) {
            self.example = example
        }

        func doAThing() {
            if example.foo == "baz" {
                example.baz()
            }
        }
    }

    class MockExample: Example, Mockable {
        let mock = Mock()

        var foo: String {
            get {
                return mock.get.foo
            }
        }

        func baz() {
            try! mock.call.baz()
        }
    }

    protocol CallExample {
        func baz(buz: Int) -> Int
    }

    class MockCallExample: CallExample, Mockable {
        let mock = Mock()

        func baz(buz: Int) -> Int {
            return try! mock.call.baz(buz: buz)
        }
    }

    func incrementBy(_ amount: Int) -> FuncExpectationBlock {
        return { args in
            return args.first?.value as! Int + amount
        }
    }

    @Test("Mock#get: expect.foo.to(`return`(…))")
    func varGet() {
        let mockGetExample = MockExample()
        mockGetExample.expect.foo.to(`return`("baz"))
        #expect(mockGetExample.foo == "baz")
    }

    @Test("Mock#call: expect.baz(buz: equalTo(3)).to(`return`(4))")
    func functionCall() {
        let mockCallExample = MockCallExample()
        mockCallExample.expect.baz(buz: equalTo(3)).to(`return`(4))
        #expect(mockCallExample.baz(buz: 3) == 4)
    }

    @Test("a FuncExpectationBlock computes the result from the arguments")
    func functionalExpectation() {
        let mockCallExample = MockCallExample()
        mockCallExample.expect.baz(buz: any()).to(incrementBy(1))
        #expect(mockCallExample.baz(buz: 41) == 42)
    }

    @Test("Mock#verify: the test fails if baz is not called")
    func verifyCallsBaz() {
        let mockExample = MockExample()
        mockExample.expect.foo.to(`return`("baz"))
        mockExample.expect.baz().toBeCalled()
        TestSubject(example: mockExample).doAThing()
        mockExample.verify()

        let idle = MockExample()
        idle.expect.foo.to(`return`("qux"))
        idle.expect.baz().toBeCalled()
        TestSubject(example: idle).doAThing()
        let failures = captureFailures { idle.verify() }
        #expect(failures.first?.message.contains("• baz(): accept the call (0 of 1 used)") == true)
    }

    @Test("return, alwaysReturn and get are the var expectations (the original's returnValue is return)")
    func varExpectations() {
        let mockExample = MockExample()
        mockExample.expect.foo.to(`return`("a")).and.to(get { "b" }).and.to(alwaysReturn("c"))
        #expect([mockExample.foo, mockExample.foo, mockExample.foo, mockExample.foo] == ["a", "b", "c", "c"])
        mockExample.verify()
    }

    @Test("toAlways expectations never fail verify()")
    func toAlways() {
        let mockCallExample = MockCallExample()
        mockCallExample.expect.baz(buz: any()).toAlways(incrementBy(2))
        let failures = captureFailures { mockCallExample.verify() }
        #expect(failures.isEmpty)
    }

    @Test("throw, satisfying and instance(of:) from the matcher and behavior lists")
    func otherOriginalForms() throws {
        let mock = Mock()
        mock.expect.load(path: satisfying { (path: String) in path.hasSuffix(".json") })
            .to(`throw`(NetworkError.offline))
        mock.expect.handle(instance(of: NetworkError.self)).to(`return`(true))
        #expect(throws: NetworkError.offline) {
            let _: String = try mock.call.load(path: "a.json")
        }
        let handled: Bool = try mock.call.handle(NetworkError.offline)
        #expect(handled)
        mock.verify()
    }

    @Test("args[1].value reads the second argument")
    func secondArgument() {
        let mock = Mock()
        mock.expect.pair(any(), any()).to { args in args[1].value as! String }
        let second: String = try! mock.call.pair(1, "two")
        #expect(second == "two")
    }
}

@Suite("The original Scout as written: Any? blocks and uncalled matcher functions")
struct OriginalScoutBlocksTests {
    @Test("a block answering nil, as the original's Any? blocks did, answers optional and Void calls")
    func blocksAnsweringNil() {
        let mock = Mock()
        mock.expect.lookup(key: "a").to { _ in nil }
        var delivered: [Int] = []
        mock.expect.load(completion: any()).to { args in
            let completion = try args.completion as (Int) -> Void
            completion(7)
            return nil
        }
        let failures = captureFailures {
            let found: String? = try! mock.call.lookup(key: "a")
            #expect(found == nil)
            try! mock.call.load(completion: { (value: Int) in delivered.append(value) })
        }
        #expect(failures.isEmpty)
        #expect(delivered == [7])
        mock.verify()
    }

    @Test("isNil() accepts nil only (the original's `nil`() is now isNil() or a plain nil)")
    func nilMatcher() {
        let mock = Mock()
        mock.expect.find(name: isNil()).to(`return`(1))
        let none: String? = nil
        let failures = captureFailures {
            let found: Int = try! mock.call.find(name: none)
            #expect(found == 1)
        }
        #expect(failures.isEmpty)
    }

    @Test(
        "a matcher function written without its call (isNil, notNil, isEmpty, any), as the original's tests wrote them, is that matcher"
    )
    func bareMatcherFunctions() {
        let mock = Mock()
        let none: String? = nil
        let failures = captureFailures {
            mock.expect.find(name: isNil).to(`return`(1))
            mock.expect.find(name: notNil).to(`return`(2))
            mock.expect.count(of: isEmpty).to(`return`(3))
            mock.expect.count(of: any).to(`return`(4))
            mock.expect.size(isNil).to(`return`(5))
            let first: Int = try! mock.call.find(name: none)
            let second: Int = try! mock.call.find(name: "ada")
            let third: Int = try! mock.call.count(of: [Int]())
            let fourth: Int = try! mock.call.count(of: [1])
            let fifth: Int = try! mock.call.size(none)
            #expect([first, second, third, fourth, fifth] == [1, 2, 3, 4, 5])
        }
        #expect(failures.isEmpty)
        mock.verify()
    }

    @Test(
        "the original's wrong number of arguments, cast with as!: one failure, and a made value of the type the same-named member answers, so the cast goes on"
    )
    func wrongNumberOfArgumentsCast() {
        let mock = Mock()
        let line = #line + 1
        mock.expect.nullaryFunc(any()).to(`return`("baz return"))
        var result: String?
        let failures = captureFailures { result = try! mock.call.nullaryFunc() as! String }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message.hasPrefix(
                "Unexpected call nullaryFunc(): no expectation was set for nullaryFunc().") == true)
        #expect(result == "")
    }

    @Test("the original's FuncDSL name reaches CallExpectation, so its helper extensions compile as written")
    func funcDSLName() {
        let mock = Mock()
        mock.expect.load(id: 1).toAnswerDouble(of: 21)
        let answer: Int = try! mock.call.load(id: 1)
        #expect(answer == 42)
        mock.verify()
    }
}

extension FuncDSL {
    /// A helper in the original Scout's style, written against its type name.
    fileprivate func toAnswerDouble(of value: Int) {
        to(`return`(value * 2))
    }
}
