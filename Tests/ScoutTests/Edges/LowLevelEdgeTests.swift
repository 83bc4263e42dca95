import Foundation
import Testing

import Scout
import ScoutLowLevel
@testable import ScoutCore

/// The structures the edge fixes rest on, checked element by element.
@Suite("Edges: the buffers and the log's index")
struct LowLevelEdgeTests {
    @Test("An empty RawBuffer allocates nothing, and grows, empties and goes away as one that did")
    func rawBufferWithoutAllocation() {
        do {
            let empty = RawBuffer<String>()
            #expect(empty.count == 0)
            #expect(empty.elements.isEmpty)
            #expect(Int(bitPattern: UnsafeRawPointer(empty.base)) == MemoryLayout<String>.alignment)
        }
        var buffer = RawBuffer<String>()
        buffer.removeAll()
        buffer.append("never", repeated: 0)
        #expect(buffer.count == 0)
        for index in 0..<100 { buffer.append("element \(index) of a string long enough to be allocated") }
        buffer.remove(at: 0, length: 10)
        #expect(buffer.count == 90)
        #expect(buffer.elements.first == "element 10 of a string long enough to be allocated")
        var sized = RawBuffer<Int>(capacity: 16)
        for slot in 0..<16 { sized.append(slot) }
        #expect(sized.elements == Array(0..<16))
        sized.append(-1, repeated: 20)
        #expect(sized.elements == Array(0..<16) + Array(repeating: -1, count: 20))
    }

    @Test(
        "HeapMemory gives memory aligned for its element, malloc's for alignments up to 8 and Swift's beyond, and buffers of both grow and go away"
    )
    func heapMemoryAlignment() {
        func aligned<Element>(_ type: Element.Type) -> Bool {
            let memory = HeapMemory.allocate(Element.self, capacity: 3)
            defer { HeapMemory.free(memory) }
            return Int(bitPattern: UnsafeRawPointer(memory)) % MemoryLayout<Element>.alignment == 0
        }
        #expect(aligned(UInt8.self))
        #expect(aligned(Int.self))
        #expect(aligned(String.self))
        #expect(MemoryLayout<SIMD4<Float>>.alignment == 16)
        #expect(aligned(SIMD4<Float>.self))
        // An element of no size still takes memory to free.
        #expect(aligned(Void.self))
        var wide = RawBuffer<SIMD4<Float>>()
        for value in 0..<1_000 { wide.append(SIMD4(repeating: Float(value))) }
        wide.remove(at: 0, length: 500)
        #expect(wide.elements.first == SIMD4(repeating: 500))
        var strings = RawBuffer<String>(capacity: 1)
        for value in 0..<1_000 { strings.append(String(repeating: "s", count: 20 + value % 7)) }
        #expect(strings.count == 1_000)
        let guarded = LockGuarded([String](repeating: "kept", count: 3))
        guarded.value.append("more")
        #expect(guarded.value == ["kept", "kept", "kept", "more"])
    }

    @Test("RawBuffer removes from the front without moving the rest, and from anywhere as an array would")
    func rawBufferRemovals() {
        var buffer = RawBuffer<Int>()
        var model: [Int] = []
        var generator = SeededGenerator(seed: 7)
        for step in 0..<20_000 {
            if model.isEmpty || Int.random(in: 0..<3, using: &generator) > 0 {
                buffer.append(step)
                model.append(step)
            } else {
                let index = Int.random(in: 0..<3, using: &generator) == 0 ? 0 : Int.random(in: 0..<model.count, using: &generator)
                let length = min(Int.random(in: 1...3, using: &generator), model.count - index)
                buffer.remove(at: index, length: length)
                model.removeSubrange(index..<(index + length))
            }
            if step % 997 == 0 { #expect(buffer.elements == model) }
        }
        #expect(buffer.elements == model)
        buffer.removeAll()
        #expect(buffer.count == 0)
        buffer.append(1)
        #expect(buffer.elements == [1])
    }

    @Test("ChunkedBuffer reads any position in place, across the doubling chunks and the fixed ones")
    func chunkedBufferPositions() {
        var buffer = ChunkedBuffer<Int>()
        for value in 0..<20_000 { buffer.append(value * 3) }
        for position in [0, 15, 16, 47, 48, 8_175, 8_176, 12_271, 12_272, 19_999] {
            #expect(buffer.withElement(at: position) { $0 } == position * 3)
        }
        #expect((0..<20_000).allSatisfy { position in buffer.withElement(at: position) { $0 } == position * 3 })
    }

    @Test("counts through the log's index agree with judging every interaction, whatever the argument types")
    func indexedCountsAgree() {
        let service = MockEdgeService(Mock(policy: .relaxed))
        let values: [Any?] = [1, 2, 1.0, 2.5, true, false, nil, "1", Int?.some(1), Int8(1), [1], 1, 0, -0.0]
        for round in 0..<3 {
            for value in values { _ = service.take(value) }
            for id in 0..<5 { _ = service.fetch(id: id + round) }
        }
        let queries: [Any?] = [1, 2, 0, 1.0, -0.0, true, false, nil, "1", Int8(1), [1], any(), isNil(), notNil()]
        func expectCountsAgree(sourceLocation: SourceLocation = #_sourceLocation) {
            for query in queries {
                let counted = service.received.take(query).count
                let judged = service.interactions.filter { $0.selector.name == "take" }.filter { interaction in
                    guard let matcher = matcher(forPlainValue: query) else { return false }
                    return matcher.match(interaction.arguments.pairs[0].value).isMatch
                }.count
                #expect(counted == judged, "take(\(String(describing: query)))", sourceLocation: sourceLocation)
            }
        }
        expectCountsAgree()
        #expect(service.received.fetch(id: 2).count == 3)
        #expect(service.received.fetch(id: 7).count == 0)
        // After a partial reset the index starts again.
        service.mock.reset(.interactions, of: "fetch(id:)")
        #expect(service.received.fetch(id: 2).count == 0)
        _ = service.fetch(id: 2)
        #expect(service.received.fetch(id: 2).count == 1)
        for value in values { _ = service.take(value) }
        expectCountsAgree()
    }
}

/// A small deterministic generator (SplitMix64), for tests that must repeat.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
