import Scout
import Testing

private class Pet: @unchecked Sendable {}
private final class Puppy: Pet, @unchecked Sendable {}
private final class Kitten: Pet, @unchecked Sendable {}

/// A mock whose members return a subclass while the test keeps its answers in
/// variables of the superclass.
private final class MockKennel: Sendable {
    let mock = Mock()

    var puppy: Puppy { mock.get.puppy }
    func adoptKitten() -> Kitten? { try! mock.call.adopt() }
    func adoptPuppy() -> Puppy? { try! mock.call.adopt() }
}

/// An answer is judged by its own type, not the type of the variable the test kept
/// it in: a `Puppy` held as a `Pet` is a `Puppy`.
@Suite("Answers kept as a superclass")
struct SubclassAnswerTests {
    @Test("a Puppy kept as a Pet answers a read of a Puppy, without a failure")
    func castDown() {
        let kennel = MockKennel()
        let pet: Pet = Puppy()
        kennel.mock.expect.puppy.to(alwaysReturn(pet))
        var puppy: Puppy?
        let failures = captureFailures { puppy = kennel.puppy }
        #expect(failures.isEmpty)
        #expect(puppy === pet)
    }

    @Test("answers kept as Pets choose by their own types: each call gets the one of its result type")
    func chooseByOwnType() {
        let kennel = MockKennel()
        let pets: [Pet] = [Puppy(), Kitten()]
        for pet in pets { kennel.mock.expect.adopt().to(alwaysReturn(pet)) }
        var answers: [Pet?] = []
        let failures = captureFailures { answers = [kennel.adoptKitten(), kennel.adoptPuppy(), kennel.adoptKitten()] }
        #expect(failures.isEmpty)
        #expect(answers.map { $0 === pets[1] } == [true, false, true])
        #expect(answers[1] === pets[0])
    }

    @Test("a call whose result type no answer has names the answers' own types")
    func wrongTypeNamesOwnTypes() {
        let mock = Mock()
        let pets: [Pet] = [Puppy(), Kitten()]
        for pet in pets { mock.expect.adopt().to(alwaysReturn(pet)) }
        let failures = captureFailures { let _: Int? = try? mock.call.adopt() }
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("they answer Puppy, Kitten") == true)
    }
}
