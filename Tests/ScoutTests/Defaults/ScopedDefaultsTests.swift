import Scout
import Testing

struct Car: Codable, Equatable, Sendable {
    let model: String
    static let sample = Car(model: "Roadster")
    static let other = Car(model: "Van")
}

/// A type with a MockDefault of its own: derivation reaches it too.
struct Plate: Equatable, Sendable, MockDefault {
    let text: String
    static var mockDefault: Plate { Plate(text: "AB-123") }
}

protocol Garage {
    func car(id: Int) -> Car
    func find(model: String) -> Car?
    func cars() -> [Car]
    func plate() -> Plate?
    func plates() -> [Plate]
    func count() -> Int?
}

final class MockGarage: Garage, Mockable {
    let mock: Mock
    init(_ mock: Mock = Mock(policy: .relaxed)) { self.mock = mock }
    func car(id: Int) -> Car { mock.run.car(id: id) }
    func find(model: String) -> Car? { mock.run.find(model: model) }
    func cars() -> [Car] { mock.run.cars() }
    func plate() -> Plate? { mock.run.plate() }
    func plates() -> [Plate] { mock.run.plates() }
    func count() -> Int? { mock.run.count() }
}

@Suite("Defaults scoped to a test, a suite or a block")
struct ScopedDefaultsTests {
    @Test("in a block, a relaxed mock made before it answers the block's default; outside, the made value")
    func block() {
        let garage = MockGarage()
        withMockDefaults(MockDefaults().with(Car.sample)) {
            #expect(garage.car(id: 1) == Car.sample)
        }
        #expect(garage.car(id: 1) == Car(model: ""))
    }

    @Test("an inner scope overrides the outer one's type and keeps its others; async too")
    func nested() async {
        let garage = MockGarage()
        await withMockDefaults(MockDefaults().with(Car.sample).with(Plate(text: "OUTER"))) {
            await withMockDefaults(MockDefaults().with(Car.other)) {
                await Task.yield()
                #expect(garage.car(id: 1) == Car.other)
                #expect(garage.plate() == nil, "optionals are not derived unless asked")
            }
            #expect(garage.car(id: 1) == Car.sample)
        }
    }

    @Test("derivingOptionalsAndArrays: T? and [T] answer T's given default; other types keep nil and []")
    func derived() {
        let garage = MockGarage()
        withMockDefaults(MockDefaults().with(Car.sample).derivingOptionalsAndArrays()) {
            #expect(garage.find(model: "x") == Car.sample)
            #expect(garage.cars() == [Car.sample])
            #expect(garage.plate() == Plate.mockDefault, "a MockDefault of the user's own is derived too")
            #expect(garage.plates() == [Plate.mockDefault])
            #expect(garage.count() == nil, "Scout's own defaults (0) are not derived")
        }
        #expect(garage.find(model: "x") == nil)
        #expect(garage.cars() == [])
    }

    @Test("a strict mock goes on after its failure with the scope's default")
    func strictFallback() {
        let garage = MockGarage(Mock())
        var answered: Car?
        let failures = captureFailures {
            withMockDefaults(MockDefaults().with(Car.sample)) { answered = garage.car(id: 2) }
        }
        #expect(failures.count == 1)
        #expect(answered == Car.sample)
    }

    @Test(
        "the .mocks trait's defaults reach the test's mocks",
        .mocks(policy: .relaxed, defaults: MockDefaults().with(Car.sample).derivingOptionalsAndArrays()))
    func trait() {
        let garage = MockGarage(Mock())
        #expect(garage.car(id: 1) == Car.sample)
        #expect(garage.cars() == [Car.sample])
    }
}

@Suite(
    "A test's defaults over its suite's", .mocks(defaults: MockDefaults().with(Car.sample).with(Plate(text: "SUITE"))))
struct SuiteDefaultsTests {
    let garage = MockGarage()

    @Test("the suite's defaults apply to its tests, to a mock the suite made")
    func suite() {
        #expect(garage.car(id: 1) == Car.sample)
    }

    @Test(
        "a test's defaults override the suite's for their types and keep the others",
        .mocks(defaults: MockDefaults().with(Car.other)))
    func override() {
        #expect(garage.car(id: 1) == Car.other)
        withMockDefaults(MockDefaults().derivingOptionalsAndArrays()) {
            #expect(garage.plate() == Plate(text: "SUITE"))
        }
    }
}
