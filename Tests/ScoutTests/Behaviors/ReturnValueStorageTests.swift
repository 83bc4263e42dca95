import ScoutLowLevel
import Testing

@testable import ScoutCore

/// A `return` behavior keeps its value in its box alone: one word, held inline by
/// the `any BehaviorAction` a `Behavior` stores, so setting it allocates the box and
/// nothing more; the value reads back as the test gave it.
@Suite("Return value: one box, the value as given")
struct ReturnValueStorageTests {
    class Token {}
    final class Subtoken: Token {}

    @Test("the action is one word, within an existential's inline buffer of three")
    func oneWord() {
        #expect(MemoryLayout<ReturnValue>.size == MemoryLayout<Int>.size)
        #expect(MemoryLayout<ReturnValue>.size <= 3 * MemoryLayout<Int>.size)
    }

    @Test("an instance reads back as the same instance, nil as nil, a wrapped nil as itself")
    func valueAsGiven() {
        let token = Token()
        let instance = ReturnValue(token).value
        #expect(instance.map { $0 as AnyObject } === token)
        #expect(ReturnValue(nil).value == nil)
        let wrappedNil = ReturnValue(Int?.none as Any).value
        #expect(wrappedNil != nil)
        #expect(wrappedNil.map { $0 as? Int? } == .some(.some(nil)))
        #expect(wrappedNil.map { type(of: $0) == Int?.self } == true, "a wrapped nil keeps its type")
        #expect(ReturnValue(42).summary(for: .call) == "return 42")
        #expect(ReturnValue("a").answerType == String.self)
    }

    @Test("a value larger than an Any holds inline is kept as the test gave it: reading it twice copies nothing")
    func largeValueKept() throws {
        struct Big {
            let first = 1
            let second = 2
            let third = 3
            let fourth = 4
            let text = String(repeating: "a returned string ", count: 3)
        }
        let box = try #require(ReturnBox.make(Big()))
        // A value of more than three words lives in a heap box the `Any` points to.
        func heapBox(_ value: Any) -> UInt { withUnsafePointer(to: value) { UnsafeRawPointer($0).load(as: UInt.self) } }
        // Both reads alive at once: a freed box's address could come back.
        let first = box.anyValue
        let second = box.anyValue
        #expect(heapBox(first) == heapBox(second))
        #expect((box.anyValue as? Big)?.fourth == 4)
        #expect(ReturnValue(Big()).value.map { $0 is Big } == true)
    }

    @Test("an instance given as its superclass reads back as itself, its own class the answer type")
    func subclassAsSuperclass() {
        let subtoken = Subtoken()
        let action = ReturnValue(subtoken as Token)
        #expect(action.value.map { $0 as AnyObject } === subtoken)
        #expect(action.value.map { type(of: $0) == Subtoken.self } == true)
        #expect(action.answerType == Subtoken.self)
        #expect(action.value is Subtoken)
    }

    @Test(
        "Int, String, Bool and Double are boxed as a TypedReturnBox of their own type, as the generic way boxes others, and read back as given, on both paths",
        arguments: [false, true]
    )
    func scalarsBoxedByType(portable: Bool) throws {
        func make(_ value: Any?) -> ReturnBox? {
            portable ? LayoutChecks.withPortablePath { ReturnBox.make(value) } : ReturnBox.make(value)
        }
        #expect(make(nil) == nil)
        #expect(make(Int?.none as Any).map { type(of: $0.anyValue) == Int?.self } == true, "a wrapped nil is a value")
        let heap = String(repeating: "a returned string on the heap ", count: 3)
        #expect(make(heap)?.value(as: String.self) == heap)
        #expect(make(-0.0)?.value(as: Double.self).bitPattern == (-0.0).bitPattern)
        #expect(make(Double.nan)?.value(as: Double.self).isNaN == true)
        #expect(make(false)?.value(as: Bool.self) == false)
        #expect(make(Int.min)?.value(as: Int.self) == Int.min)
        func check<Value: Equatable>(_ value: Value) throws {
            let box = try #require(make(value))
            #expect(box is TypedReturnBox<Value>)
            #expect(box.storedType == ScalarMetadata.bits(Value.self))
            #expect(ObjectIdentifier(box.type) == ObjectIdentifier(Value.self))
            #expect(box.value(as: Value.self) == value)
            #expect(box.anyValue as? Value == value)
        }
        try check(42)
        try check("Ada")
        try check(true)
        try check(2.5)
        // Other types keep taking the generic way, with the same result.
        try check(Int8(3))
        try check([1, 2])
    }
}
