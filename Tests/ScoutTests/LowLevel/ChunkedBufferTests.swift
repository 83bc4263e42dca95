import Testing

import Scout
import ScoutLowLevel
@testable import ScoutCore

/// The interaction log's storage: small for a mock called a few times, and every
/// element kept in order, and freed once, across the chunks' boundaries.
@Suite("Chunked buffer")
struct ChunkedBufferTests {
    final class Tracked {
        let value: Int
        let freed: Counter
        init(_ value: Int, freed: Counter) {
            self.value = value
            self.freed = freed
        }
        deinit { freed.increment() }
    }

    @Test("10,000 elements come back in order across growing chunks, and each is freed once")
    func orderAndRelease() {
        let freed = Counter()
        do {
            var buffer = ChunkedBuffer<Tracked>()
            for value in 0..<10_000 { buffer.append(Tracked(value, freed: freed)) }
            var seen: [Int] = []
            buffer.forEach { seen.append($0.value) }
            #expect(seen == Array(0..<10_000))
            #expect(buffer.count == 10_000)
            #expect(freed.current == 0)
        }
        #expect(freed.current == 10_000)
    }

    @Test("chunks start at 16 elements and double up to 4,096")
    func growth() {
        var buffer = ChunkedBuffer<Int>()
        #expect(buffer.capacity == 0)
        buffer.append(1)
        #expect(buffer.capacity == 16)
        for value in 1..<17 { buffer.append(value) }
        #expect(buffer.capacity == 16 + 32)
        for value in 17..<(16 + 32 + 64 + 128 + 256 + 512 + 1_024 + 2_048 + 4_096 + 1) { buffer.append(value) }
        #expect(buffer.capacity == 16 + 32 + 64 + 128 + 256 + 512 + 1_024 + 2_048 + 4_096 + 4_096)
    }

    @Test("a mock called once holds room for 16 interactions, not thousands")
    func smallMock() {
        let directory = MockDirectory()
        directory.expect.total().to(alwaysReturn(3))
        _ = directory.total()
        let capacity = directory.mock.core.state.withLock { $0.log.capacity }
        #expect(capacity == 16)
    }

    @Test("a recorded call takes 40 bytes of the log, whether it keeps bits or the call's array")
    func recordSize() {
        #expect(MemoryLayout<InteractionRecord>.stride == 40)
    }
}
