import Scout
import Testing

@Suite("Interactions")
struct InteractionTests {
    @Test("every call, read and assignment is recorded in order with its arguments")
    func log() throws {
        let directory = MockDirectory(Mock(policy: .relaxed))
        directory.expect.fetch(id: 1).to(`return`(ada))
        _ = try directory.fetch(id: 1)
        _ = directory.title
        directory.title = "Staff"
        _ = directory.search("a", limit: 3)
        directory.nickname = nil
        let interactions = directory.interactions
        #expect(
            interactions.map(\.description) == [
                "fetch(id: 1)", "title", #"title = "Staff""#, #"search("a", limit: 3)"#, "nickname = nil",
            ])
        #expect(interactions.map(\.member) == ["fetch(id:)", "title", "title", "search(_:limit:)", "nickname"])
        #expect(interactions.map(\.kind) == [.call, .get, .set, .call, .set])
        #expect(interactions.map(\.wasExpected) == [true, false, false, false, false])
        #expect(interactions[3].arguments[1].value as? Int == 3)
    }

    @Test("scalar arguments (Int, Bool, Double, nil) come back exactly as passed, with their labels")
    func scalars() throws {
        let mock = Mock(policy: .relaxed)
        let panel = MockPanel(mock)
        panel.toggle(on: true, level: 3)
        panel.toggle(on: false, level: nil)
        panel.zoom(-2.5)
        panel.zoom(.infinity)
        panel.volume = Int.min
        panel.volume = Int.max
        _ = panel.brightness
        let interactions = mock.interactions
        #expect(
            interactions.map(\.description) == [
                "toggle(on: true, level: 3)", "toggle(on: false, level: nil)", "zoom(-2.5)", "zoom(inf)",
                "volume = \(Int.min)", "volume = \(Int.max)", "brightness",
            ])
        #expect(try interactions[0].arguments["level", as: Int.self] == 3)
        #expect(try interactions[1].arguments["level", as: Int?.self] == nil)
        #expect(try interactions[2].arguments[0, as: Double.self] == -2.5)
        #expect(interactions[5].arguments[0].value as? Int == Int.max)
        #expect(mock.received.toggle(on: true, level: 3).count == 1)
        #expect(mock.received.toggle(on: any(), level: nil).count == 1)
        #expect(mock.received.zoom(lessThan(0.0)).count == 1)
        #expect(mock.received.volume.sets(to: Int.min).count == 1)
    }

    @Test("a long log keeps every interaction, in order")
    func longLog() throws {
        let mock = Mock(policy: .relaxed)
        let panel = MockPanel(mock)
        let calls = 10_000
        for level in 0..<calls { panel.toggle(on: level.isMultiple(of: 2), level: level) }
        let interactions = mock.interactions
        #expect(interactions.count == calls)
        #expect(try interactions.enumerated().allSatisfy { try $1.arguments["level", as: Int.self] == $0 })
        #expect(mock.received.toggle(on: true, level: any()).count == calls / 2)
        #expect(mock.received.toggle(on: any(), level: greaterThan(calls - 11)).count == 10)
    }
}

/// A control panel whose arguments are all plain scalars.
private final class MockPanel: Sendable {
    let mock: Mock

    init(_ mock: Mock) {
        self.mock = mock
    }

    var volume: Int {
        get { mock.get.volume }
        set { mock.set.volume = newValue }
    }
    var brightness: Double { mock.get.brightness }
    func toggle(on: Bool, level: Int?) { try! mock.call.toggle(on: on, level: level) }
    func zoom(_ factor: Double) { try! mock.call.zoom(factor) }
}

@Suite("Reading what a mock received: count, last, all, typed by inference")
struct ReceivedCallTests {
    @Test("count, first, last and all read arguments by label and position, typed by inference")
    func readsArguments() throws {
        let mock = Mock(policy: .relaxed)
        try! mock.call.save(id: 3, name: "Ada")
        try! mock.call.save(id: 4, name: "Grace")
        try! mock.call.log("x")
        let saves = mock.received.save(id: any(), name: any())
        #expect(saves.count == 2)
        #expect(saves.last?.id == 4)
        #expect(saves.first?.name == "Ada")
        let names: [String?] = saves.all.map(\.name)
        #expect(names == ["Ada", "Grace"])
        #expect(mock.received.log(any()).last?[0] == "x")
        #expect(mock.received.save(id: 5, name: any()).last == nil)
    }

    @Test("a label the call does not have, or another type, reads as nil")
    func missingOrOtherType() {
        let mock = Mock(policy: .relaxed)
        try! mock.call.save(id: 3, name: "Ada")
        let last = mock.received.save(id: any(), name: any()).last
        let wrongType: String? = last?.id
        let missing: Int? = last?.identifier
        #expect(wrongType == nil)
        #expect(missing == nil)
    }
}
