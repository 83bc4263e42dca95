import Testing

@testable import ScoutCore
@testable import ScoutLowLevel

/// The labels of the arguments a test wrote, read in place on the fast path and by
/// copying on the portable one: the same labels, in order, either way.
@Suite("Argument labels: in place or copied, the same in order")
struct ArgumentLabelsTests {
    @Test(
        "none, one, two, three, and several with unlabeled ones, on both paths",
        arguments: [LayoutChecks.fastPath, false])
    func labels(fastPath: Bool) {
        let none: KeyValuePairs<String, Any?> = [:]
        #expect(ArgumentStorage.labels(of: none, fastPath: fastPath) == [])
        #expect(ArgumentStorage.labels(of: ["id": 1], fastPath: fastPath) == ["id"])
        #expect(ArgumentStorage.labels(of: ["": 1, "to": "b"], fastPath: fastPath) == ["", "to"])
        #expect(ArgumentStorage.labels(of: ["a": 1, "b": 2, "c": 3], fastPath: fastPath) == ["a", "b", "c"])
        let several: KeyValuePairs<String, Any?> = ["": "a", "to": nil, "": 3.5, "cc": ["x"]]
        #expect(ArgumentStorage.labels(of: several, fastPath: fastPath) == ["", "to", "", "cc"])
        let selector = Selector(.call, "send", arguments: several, fastPath: fastPath)
        #expect(selector.description == "send(_:to:_:cc:)")
        #expect(Selector(.get, "name", arguments: [:], fastPath: fastPath).labels == [])
    }
}
