import Scout
import Testing

@testable import ScoutCore

/// A member with many active expectations keeps them by their first `Int`
/// (`IntArgumentIndex`); the answer is still the first in the order set that
/// accepts, as a plain scan of all of them finds it.
@Suite("Many expectations, answered in any order")
struct IntArgumentIndexTests {
    /// One expectation as the model keeps it: `nil` argument is `any()`.
    struct Expected {
        let argument: Int?
        let answer: Int
        let limit: Int?
        var used = 0
    }

    @Test("random expectations (values, any(), once, twice, always) and calls: the model's answer every time", arguments: 0..<8)
    func agreesWithPlainScan(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed) &* 7_919 &+ 11)
        let directory = MockDirectory(Mock(policy: .relaxed))
        var model: [Expected] = []
        for index in 0..<200 {
            let argument: Int? = Int.random(in: 0..<10, using: &random) == 0 ? nil : Int.random(in: 0..<40, using: &random)
            let limit: Int? = [1, 2, nil].randomElement(using: &random)!
            model.append(Expected(argument: argument, answer: index + 1, limit: limit))
            let call = directory.mock.expect.total(of: argument.map { $0 as Any? } ?? any())
            switch limit {
            case 1: call.to(`return`(index + 1))
            case 2: call.to(`return`(index + 1, times: 2))
            default: call.to(alwaysReturn(index + 1))
            }
        }
        for step in 0..<600 {
            let argument = Int.random(in: 0..<45, using: &random)
            let index = model.indices.first { index in
                (model[index].argument == nil || model[index].argument == argument)
                    && (model[index].limit.map { model[index].used < $0 } ?? true)
            }
            if let index { model[index].used += 1 }
            let answer: Int = directory.mock.run.total(of: argument)
            #expect(answer == index.map { model[$0].answer } ?? 0, "seed \(seed), step \(step), total(of: \(argument))")
        }
        directory.mock.reset()
    }

    @Test("N expectations answered in reverse order: each call gets its own")
    func reverseOrder() {
        let directory = MockDirectory()
        for id in 0..<1_000 { directory.expect.fetch(id: id).to(`return`(User(id: id, name: "\(id)"))) }
        for id in (0..<1_000).reversed() { #expect((try? directory.fetch(id: id))?.id == id) }
        directory.verify()
    }

    @Test("replacing among many expectations rebuilds the index: the replacement answers")
    func replacingKeepsIndex() {
        let directory = MockDirectory(Mock(policy: .relaxed))
        for id in 0..<100 { directory.mock.expect.total(of: id).to(alwaysReturn(id)) }
        directory.mock.expect.total(of: 50).replacing.to(alwaysReturn(5_000))
        #expect(directory.mock.run.total(of: 50) as Int == 5_000)
        #expect(directory.mock.run.total(of: 99) as Int == 99)
        directory.mock.reset()
    }
}
