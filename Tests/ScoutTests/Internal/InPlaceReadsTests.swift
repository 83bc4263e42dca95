import Testing

@testable import Scout

/// The engine reads arguments in place where the layout checks pass; these tests
/// make sure they pass here (else every call would silently take the slow path)
/// and that the in-place readings agree with the values.
@Suite("In-place argument reads")
struct InPlaceReadsTests {
    @Test("the layout checks pass on this platform")
    func checksPass() {
        #expect(ScalarMetadata.inPlaceReadsWork)
        #expect(ArgumentStorage.directReadsWork)
    }

    @Test("pairs read from the array's storage are the arguments, labels and values")
    func pairsMatch() {
        let arguments: KeyValuePairs<String, Any?> = ["id": 7, "name": "Ada", "": nil, "ratio": 2.5]
        let pairs = ArgumentStorage.pairs(of: arguments)
        #expect(pairs.map(\.key) == ["id", "name", "", "ratio"])
        #expect(pairs[0].value as? Int == 7)
        #expect(pairs[1].value as? String == "Ada")
        #expect(pairs[2].value == nil)
        #expect(pairs[3].value as? Double == 2.5)
        #expect(ArgumentStorage.pairs(of: [:]).isEmpty)
    }

    @Test("argument words carry the scalar's type and bits")
    func words() {
        let arguments: KeyValuePairs<String, Any?> = ["a": 42, "b": true, "c": nil]
        let pairs = ArgumentStorage.pairs(of: arguments)
        let scalars = ScalarMetadata.Words()
        let int = ArgumentWords(pairs.baseAddress!)
        let bool = ArgumentWords(pairs.baseAddress! + 1)
        let none = ArgumentWords(pairs.baseAddress! + 2)
        #expect(int.metadata == scalars.int && int.first == 42)
        #expect(bool.metadata == scalars.bool && bool.first & 0xFF == 1)
        #expect(none.metadata == 0)
    }
}
