import Foundation
import Scout
import Testing

protocol Calculator {
    func add(_ a: Int, _ b: Int) -> Int
    func label(_ value: Int, unit: String) async -> String
    func load(_ name: String, completion: @escaping @Sendable (Result<Int, any Error>) -> Void)
    func save(_ name: String, done: @escaping () -> Void)
    func optionalLoad(_ name: String, completion: (@Sendable (Int) -> Void)?)
}

final class MockCalculator: Calculator, Mockable {
    let mock = Mock()
    func add(_ a: Int, _ b: Int) -> Int { mock.run.add(a, b) }
    func label(_ value: Int, unit: String) async -> String { await mock.run.label(value, unit: unit) }
    func load(_ name: String, completion: @escaping @Sendable (Result<Int, any Error>) -> Void) {
        mock.run.load(name, completion: completion)
    }
    func save(_ name: String, done: @escaping () -> Void) { mock.run.save(name, done: done) }
    func optionalLoad(_ name: String, completion: (@Sendable (Int) -> Void)?) {
        mock.run.optionalLoad(name, completion: completion)
    }
}

/// Holds what a completion handler received.
private final class Received<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Value] = []
    func append(_ value: Value) { lock.withLock { stored.append(value) } }
    var values: [Value] { lock.withLock { stored } }
}

@Suite("Typed blocks and completion handlers")
struct TypedBlockTests {
    @Test("a block whose parameters are the call's arguments, sync and async, once and always")
    func typedParameters() async {
        let calculator = MockCalculator()
        calculator.expect.add(1, 2).to { (a: Int, b: Int) in a * 10 + b }
        calculator.expect.add(any(), any()).toAlways { (a: Int, b: Int) in a + b }
        calculator.expect.label(any(), unit: any()).to(times: 2) { (value: Int, unit: String) async in
            "\(value) \(unit)"
        }
        #expect(calculator.add(1, 2) == 12)
        #expect(calculator.add(1, 2) == 3)
        #expect(calculator.add(40, 2) == 42)
        #expect(await calculator.label(3, unit: "kg") == "3 kg")
        #expect(await calculator.label(4, unit: "m") == "4 m")
        #expect(captureFailures { calculator.verify() }.isEmpty)
    }

    @Test("a block with the wrong parameter count or type fails at the expectation, saying which")
    func typedMistakes() {
        let calculator = MockCalculator()
        let countLine = #line + 1
        calculator.expect.add(1, any()).to { (a: Int) in a }
        let typeLine = #line + 1
        calculator.expect.add(2, any()).to { (a: Int, b: String) in a + b.count }
        let wrongCount = captureFailures { _ = calculator.add(1, 5) }
        #expect(
            onlyFailure(wrongCount, at: UInt(countLine))?.message.hasPrefix(
                "In the block for add(_:_:): The block takes 1 parameter (Int), but add(_:_:) has 2 arguments.\n"
                    + "→ Give the block one parameter per argument, in order: _, _.") == true)
        let wrongType = captureFailures { _ = calculator.add(2, 5) }
        #expect(
            onlyFailure(wrongType, at: UInt(typeLine))?.message.hasPrefix(
                """
                In the block for add(_:_:): The block's parameter 2 is a String, but argument 2 of add(_:_:) is an Int.
                → Declare parameter 2 as Int.
                """) == true)
    }

    @Test("a parameter of function type declared without @Sendable: the fix gives the exact type, which compiles")
    func functionParameterType() {
        let calculator = MockCalculator()
        let line = #line + 1
        calculator.expect.load("a", completion: any()).to {
            (_: String, completion: @escaping (Result<Int, any Error>) -> Void) in
            completion(.success(1))
        }
        let failures = captureFailures { calculator.load("a") { _ in } }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                In the block for load(_:completion:): The block's parameter 2 is a (Result<Int, Error>) -> (), but \
                argument completion of load(_:completion:) is a @Sendable (Result<Int, Error>) -> ().
                → Declare parameter 2 as @escaping @Sendable (Result<Int, Error>) -> () (function types match \
                exactly, @Sendable included), or answer with calling(_:with:).
                """)
        // The fix, pasted:
        calculator.expect.load("b", completion: any()).to {
            (_: String, completion: @escaping @Sendable (Result<Int, Error>) -> ()) in completion(.success(2))
        }
        let received = Received<Int>()
        calculator.load("b") { received.append((try? $0.get()) ?? -1) }
        #expect(received.values == [2])
    }

    @Test("calling(_:with:) calls a @Sendable completion handler, a plain one, and an optional one")
    func callingCompletions() {
        let calculator = MockCalculator()
        calculator.expect.load("a", completion: any()).to(
            calling("completion", with: Result<Int, any Error>.success(7)))
        calculator.expect.save("b", done: any()).to(calling("done"))
        calculator.expect.optionalLoad("c", completion: any()).to(calling("completion", with: 9))
        let loaded = Received<Int>()
        calculator.load("a") { loaded.append((try? $0.get()) ?? -1) }
        calculator.save("b") { loaded.append(8) }
        calculator.optionalLoad("c") { loaded.append($0) }
        #expect(loaded.values == [7, 8, 9])
        #expect(captureFailures { calculator.verify() }.isEmpty)
    }

    @Test("calling(_:with:) with a value of another type, or an unknown label, fails at the expectation")
    func callingMistakes() {
        let calculator = MockCalculator()
        let line = #line + 1
        calculator.expect.load("a", completion: any()).to(calling("completion", with: 7))
        let wrong = captureFailures { calculator.load("a") { _ in } }
        #expect(
            onlyFailure(wrong, at: UInt(line))?.message.hasPrefix(
                "In the block for load(_:completion:): The argument completion of load(_:completion:) is a "
                    + "@Sendable (Result<Int, Error>) -> (), not a closure that takes an Int.") == true)
        let labelLine = #line + 1
        calculator.expect.save("b", done: any()).to(calling("completion"))
        let unknown = captureFailures { calculator.save("b") {} }
        #expect(
            onlyFailure(unknown, at: UInt(labelLine))?.message.hasPrefix(
                "In the block for save(_:done:): save(_:done:) has no argument labelled completion.") == true)
    }
}
