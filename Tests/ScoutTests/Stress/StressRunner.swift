import Foundation
import Testing

import Scout
import ScoutLowLevel
@testable import ScoutCore

/// The mock the stress programs drive: two members answering with two types.
final class StressMock: Mockable, Sendable {
    let mock: Mock
    init(_ mock: Mock) { self.mock = mock }
    func fetch(id: Int) -> Int { mock.call(throwing: Never.self).fetch(id: id) }
    func label(id: Int) -> String { mock.call(throwing: Never.self).label(id: id) }

    func call(_ member: StressModel.Member, _ argument: Int) -> String {
        switch member {
        case .fetch: "\(fetch(id: argument))"
        case .label: label(id: argument)
        }
    }
}

/// Runs one seeded program of random operations on a few mocks, each checked
/// against `StressModel` as it goes: answers, counts, checks' verdicts and the
/// number of failures reported. A mismatch is an issue that names the seed and
/// the step, so that the program can be run again alone.
struct StressRunner {
    typealias Model = StressModel
    let seed: UInt64
    private var random: SeededGenerator
    private(set) var mocks: [StressMock] = []
    private var models: [Model.MockModel] = []
    private(set) var operations = 0
    private var step = ""

    init(seed: UInt64) {
        self.seed = seed
        random = SeededGenerator(seed: seed)
        for index in 0..<3 {
            let strict = index != 1
            let policy: MockPolicy = index == 2 ? [.strict, .recording] : (strict ? .strict : .relaxed)
            mocks.append(StressMock(Mock(policy: policy)))
            models.append(Model.MockModel(strict: strict))
        }
    }

    private mutating func pick(_ range: Range<Int>) -> Int { Int.random(in: range, using: &random) }

    private func check(_ condition: Bool, _ what: @autoclosure () -> String, sourceLocation: SourceLocation = #_sourceLocation) {
        if !condition {
            Issue.record("seed \(seed), step \(operations) (\(step)): \(what())", sourceLocation: sourceLocation)
        }
    }

    private func checkFailures(_ failures: [Failure], _ expected: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        check(
            failures.count == expected,
            "\(failures.count) failures, the model says \(expected):\n\(failures.map(\.message).joined(separator: "\n"))",
            sourceLocation: sourceLocation)
    }

    mutating func run(steps: Int) async {
        for _ in 0..<steps {
            operations += 1
            let index = pick(0..<mocks.count)
            let member = Model.Member.allCases[pick(0..<2)]
            let argument = pick(0..<4)
            switch pick(0..<100) {
            case 0..<22: expect(index, member, argument)
            case 22..<50: call(index, member, argument)
            case 50..<58: await burst(index, member, argument)
            case 58..<66: count(index, member, argument)
            case 66..<72: verify(index)
            case 72..<76: noMoreInteractions(index)
            case 76..<80: order(index)
            case 80..<84: await wait(index, member, argument)
            case 84..<88: reset(index)
            case 88..<92: transcriptCheck()
            default: scoped(member, argument)
            }
        }
        for index in mocks.indices { mocks[index].mock.reset() }
    }

    private mutating func expect(_ index: Int, _ member: Model.Member, _ argument: Int) {
        let anyArgument = pick(0..<4) == 0
        let answer = pick(1..<100)
        let kind = pick(0..<3)
        step = "expect \(member)(\(anyArgument ? "any" : "\(argument)")) kind \(kind) on mock \(index)"
        let limit: Int? = kind == 0 ? 1 : kind == 1 ? 2 : nil
        let expected = models[index].expect(
            .init(member: member, argument: anyArgument ? nil : argument, answer: answer, limit: limit, minimum: limit ?? 0))
        let mock = mocks[index]
        let failures = captureFailures {
            let arguments: KeyValuePairs<String, Any?> = anyArgument ? ["id": any()] : ["id": argument]
            let call = mock.expect[dynamicMember: member.rawValue].dynamicallyCall(withKeywordArguments: arguments)
            let value: Any = member == .fetch ? answer : "L\(answer)"
            switch kind {
            case 0: call.to(`return`(value))
            case 1: call.to(`return`(value, times: 2))
            default: call.to(alwaysReturn(value))
            }
        }
        checkFailures(failures, expected)
    }

    private mutating func call(_ index: Int, _ member: Model.Member, _ argument: Int) {
        step = "call \(member)(id: \(argument)) on mock \(index)"
        let predicted = models[index].call(member, argument)
        _ = models[index].lateNotes(member, argument, fromOtherTask: false)
        let mock = mocks[index]
        var answer = ""
        let failures = captureFailures { answer = mock.call(member, argument) }
        check(answer == predicted.answer, "answered \(answer), the model says \(predicted.answer)")
        checkFailures(failures, predicted.failures)
    }

    /// The same call from tasks and threads at once: the answers, as a multiset,
    /// are those of as many calls in a row. Threads only where nothing fails (a
    /// failure there would wait for a verify()).
    private mutating func burst(_ index: Int, _ member: Model.Member, _ argument: Int) async {
        let count = pick(2..<12)
        var probe = models[index]
        let predicted = (0..<count).map { _ in probe.call(member, argument) }
        // Every call of the burst comes from a task of its own.
        let notes = probe.lateNotes(member, argument, fromOtherTask: true)
        let useThreads = predicted.allSatisfy { $0.failures == 0 } && notes == 0
        step = "burst of \(count) \(member)(id: \(argument)) on mock \(index)\(useThreads ? " with threads" : "")"
        models[index] = probe
        let mock = mocks[index]
        let answers = Locked<[String]>([])
        let failures = await captureFailures {
            await withTaskGroup(of: Void.self) { group in
                for call in 0..<count {
                    if useThreads && call % 2 == 1 {
                        group.addTask {
                            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                                Thread {
                                    let answer = mock.call(member, argument)
                                    answers.withLock { $0.append(answer) }
                                    done.resume()
                                }.start()
                            }
                        }
                    } else {
                        group.addTask {
                            let answer = mock.call(member, argument)
                            answers.withLock { $0.append(answer) }
                        }
                    }
                }
            }
        }
        let got = answers.withLock { $0 }.sorted()
        check(got == predicted.map(\.answer).sorted(), "answered \(got), the model says \(predicted.map(\.answer).sorted())")
        checkFailures(failures, predicted.reduce(0) { $0 + $1.failures } + notes)
    }

    private mutating func count(_ index: Int, _ member: Model.Member, _ argument: Int) {
        let anyArgument = pick(0..<3) == 0
        let times = pick(0..<3)
        step = "called(.exactly(\(times))) of \(member)(\(anyArgument ? "any" : "\(argument)")) on mock \(index)"
        let predicted = models[index].count(member, anyArgument ? nil : argument, marking: true)
        let mock = mocks[index]
        let query = mock.received[dynamicMember: member.rawValue]
            .dynamicallyCall(withKeywordArguments: ["id": anyArgument ? any() : argument])
        check(query.count == predicted, "counted \(query.count), the model says \(predicted)")
        var verdict = false
        let failures = captureFailures { verdict = query.called(.exactly(times)) }
        check(verdict == (predicted == times), "called(.exactly(\(times))) said \(verdict)")
        if predicted < times { models[index].watch(member, anyArgument ? nil : argument) }
        checkFailures(failures, predicted == times ? 0 : 1)
    }

    private mutating func verify(_ index: Int) {
        step = "verify() mock \(index)"
        let expected = models[index].verify()
        let mock = mocks[index]
        checkFailures(captureFailures { mock.verify() }, expected)
    }

    private mutating func noMoreInteractions(_ index: Int) {
        step = "verifyNoMoreInteractions mock \(index)"
        let expected = models[index].noMoreInteractions()
        let mock = mocks[index]
        var verdict = true
        let failures = captureFailures { verdict = verifyNoMoreInteractions(mock) }
        check(verdict == (expected == 0), "verifyNoMoreInteractions said \(verdict)")
        checkFailures(failures, expected)
    }

    private mutating func order(_ index: Int) {
        let first = (Model.Member.allCases[pick(0..<2)], pick(0..<4))
        let second = (Model.Member.allCases[pick(0..<2)], pick(0..<4))
        step = "verifyInOrder \(first) then \(second) on mock \(index)"
        let predicted = models[index].inOrder(first, second)
        // An order check counts as checking what its steps match.
        _ = models[index].count(first.0, first.1, marking: true)
        _ = models[index].count(second.0, second.1, marking: true)
        let mock = mocks[index]
        var verdict = false
        let failures = captureFailures {
            verdict = verifyInOrder {
                mock.received[dynamicMember: first.0.rawValue].dynamicallyCall(withKeywordArguments: ["id": first.1])
                mock.received[dynamicMember: second.0.rawValue].dynamicallyCall(withKeywordArguments: ["id": second.1])
            }
        }
        check(verdict == predicted, "verifyInOrder said \(verdict)")
        checkFailures(failures, predicted ? 0 : 1)
    }

    /// A call from another task after a short delay, waited for.
    private mutating func wait(_ index: Int, _ member: Model.Member, _ argument: Int) async {
        step = "wait for \(member)(id: \(argument)) called later on mock \(index)"
        let predicted = models[index].call(member, argument)
        let notes = models[index].lateNotes(member, argument, fromOtherTask: true)
        let before = models[index].count(member, argument, marking: false) - 1
        _ = models[index].count(member, argument, marking: true)
        let mock = mocks[index]
        let failures = await captureFailures {
            let later = Task {
                try? await Task.sleep(for: .milliseconds(1))
                return mock.call(member, argument)
            }
            let query = mock.received[dynamicMember: member.rawValue].dynamicallyCall(withKeywordArguments: ["id": argument])
            let verdict = await query.called(.atLeast(before + 1), within: .seconds(60))
            check(verdict, "the wait gave up")
            let answer = await later.value
            check(answer == predicted.answer, "answered \(answer), the model says \(predicted.answer)")
        }
        checkFailures(failures, predicted.failures + notes)
    }

    private mutating func reset(_ index: Int) {
        let kind = pick(0..<3)
        step = "reset kind \(kind) mock \(index)"
        let mock = mocks[index]
        switch kind {
        case 0:
            models[index].reset()
            mock.mock.reset()
        case 1:
            models[index].resetInteractions()
            mock.mock.reset(.interactions)
        default:
            models[index].resetExpectations()
            mock.mock.reset(.expectations)
        }
    }

    /// The recording mock's transcript, line by line (sorted: a burst's calls
    /// happen in no set order).
    private mutating func transcriptCheck() {
        step = "transcript of mock 2"
        let lines = transcript(["m": mocks[2]]).split(separator: "\n").map(String.init).sorted()
        let predicted = models[2].log.map { interaction in
            let answer = interaction.member == .fetch ? interaction.answer : "\"\(interaction.answer)\""
            return "m: \(interaction.member)(id: \(interaction.argument)) → \(answer)"
        }.sorted()
        check(lines == predicted, "transcript \(lines), the model says \(predicted)")
    }

    /// A test scope with a mock of its own: the end reports one failure when an
    /// expectation is unmet, besides each unexpected call.
    private mutating func scoped(_ member: Model.Member, _ argument: Int) {
        var model = Model.MockModel(strict: true)
        let limit = pick(1..<3)
        let calls = pick(0..<4)
        step = "a scope: \(member)(id: \(argument)) expected \(limit) times, called \(calls) times"
        _ = model.expect(.init(member: member, argument: argument, answer: 7, limit: limit, minimum: limit))
        var expected = 0
        for _ in 0..<calls { expected += model.call(member, argument).failures }
        expected += model.expectations.contains { $0.used < $0.minimum } ? 1 : 0
        let failures = captureFailures {
            withMocksVerified {
                let mock = StressMock(Mock())
                mock.expect[dynamicMember: member.rawValue].dynamicallyCall(withKeywordArguments: ["id": argument])
                    .to(`return`(member == .fetch ? 7 as Any : "L7" as Any, times: Times(integerLiteral: limit)))
                for _ in 0..<calls { _ = mock.call(member, argument) }
            }
        }
        checkFailures(failures, expected)
    }
}
