import Scout
import Testing

@Suite("Arguments in blocks")
struct ArgumentsTests {
    protocol Loader {
        func load(_ url: String, completion: @escaping @Sendable (Result<String, NetworkError>) -> Void)
        func add(_ a: Int, _ b: Int) -> Int
        func count(count: Int) -> Int
    }

    final class MockLoader: Loader, Mockable, Sendable {
        let mock = Mock()
        func load(_ url: String, completion: @escaping @Sendable (Result<String, NetworkError>) -> Void) {
            try! mock.call.load(url, completion: completion)
        }
        func add(_ a: Int, _ b: Int) -> Int { try! mock.call.add(a, b) }
        func count(count: Int) -> Int { try! mock.call.count(count: count) }
    }

    let loader = MockLoader()

    @Test("arguments read by position, as in the original Scout")
    func positional() {
        loader.expect.add(any(), any()).to { args in
            (args.first?.value as! Int) + (args[1].value as! Int)
        }
        #expect(loader.add(2, 3) == 5)
        #expect(loader.interactions[0].arguments.map(\.label) == ["", ""])
    }

    @Test("an argument prints and dumps as its label and its value")
    func printed() {
        loader.expect.count(count: any()).to(alwaysReturn(0))
        _ = loader.count(count: 7)
        let argument = loader.interactions[0].arguments[0]
        #expect(String(describing: argument) == #"Argument(label: "count", value: Optional(7))"#)
        var dumped = ""
        dump(argument, to: &dumped)
        #expect(dumped.contains(#"label: "count""#) && dumped.contains("value: Optional(7)"), "\(dumped)")
    }

    @Test("typed access by label and by position")
    func typed() {
        let received = Counter()
        loader.expect.load(any(), completion: any()).to { args in
            let completion: @Sendable (Result<String, NetworkError>) -> Void = try args.completion
            let url = try args[0, as: String.self]
            completion(.success("body of \(url)"))
        }
        loader.load("https://example.com") { result in
            if case .success(let body) = result { received.log(body) }
        }
        #expect(received.logged == ["body of https://example.com"])
    }

    @Test("a label shadowed by a Collection member is read with args[label, as:]")
    func shadowedLabel() {
        loader.expect.count(count: any()).to { args in try args["count", as: Int.self] * 2 }
        #expect(loader.count(count: 4) == 8)
    }

    @Test("reading an argument as the wrong type is a failure at the expectation, not a crash")
    func wrongType() {
        let line = #line + 2
        let failures = captureFailures {
            loader.expect.add(any(), any()).to { args in try args[0, as: String.self].count }
            #expect(loader.add(1, 2) == 0)
        }
        let failure = onlyFailure(failures, at: UInt(line))
        #expect(
            failure?.message.hasPrefix("In the block for add(_:_:): args[0] of add(_:_:) is an Int, not a String.")
                == true)
    }

    @Test("a closure read without its exact type (@Sendable included) names both types")
    func closureType() {
        let line = #line + 2
        let failures = captureFailures {
            loader.expect.load(any(), completion: any()).to { args in
                let completion: (Result<String, NetworkError>) -> Void = try args.completion
                completion(.failure(.offline))
            }
            loader.load("x") { _ in }
        }
        let failure = onlyFailure(failures, at: UInt(line))
        #expect(failure?.message.hasPrefix("In the block for load(_:completion:): the argument completion") == true)
    }

    @Test("an unknown label is a failure that suggests the closest label")
    func unknownLabel() {
        let line = #line + 2
        let failures = captureFailures {
            loader.expect.load(any(), completion: any()).to { args in
                let _: @Sendable (Result<String, NetworkError>) -> Void = try args.completon
            }
            loader.load("x") { _ in }
        }
        let failure = onlyFailure(failures, at: UInt(line))
        #expect(
            failure?.message.hasPrefix(
                "In the block for load(_:completion:): load(_:completion:) has no argument labelled completon.") == true
        )
    }

    @Test("a position out of range and a nil read as a value are failures too")
    func outOfRangeAndNil() {
        let failures = captureFailures {
            loader.expect.add(any(), any()).to { args in try args[2, as: Int.self] }
            _ = loader.add(1, 2)
            let mock = Mock()
            mock.expect.find(name: nil).to { args in try args[0, as: String.self] }
            let _: String = try! mock.call.find(name: nil as String?)
        }
        #expect(
            failures.map { $0.message.split(separator: "\n").first.map(String.init) ?? "" } == [
                "In the block for add(_:_:): args[2] is out of range: add(_:_:) has 2 arguments.",
                "In the block for find(name:): args[0] of find(name:) is nil, which is not a String.",
            ])
    }

    @Test("outside a block, a wrong read throws a ScoutError with the same message")
    func outsideBlock() throws {
        loader.expect.add(any(), any()).to(`return`(3))
        _ = loader.add(1, 2)
        let arguments = loader.interactions[0].arguments
        #expect(throws: ScoutError.self) { try arguments[0, as: String.self] }
        #expect(try arguments[1, as: Int.self] == 2)
    }
}
