import Foundation
import Testing

import Scout
import ScoutLowLevel
@testable import ScoutCore

/// The log's full-size chunks outlive their mock in a pool, so the next long log
/// writes into memory already mapped; the pool keeps no more than its limit, and
/// under AddressSanitizer what it keeps cannot be read.
@Suite("Log chunk pool")
struct LogChunkPoolTests {
    /// A buffer of `count` elements on `pool`, freed on return.
    private func fill(_ count: Int, on pool: LogChunkPool) {
        var buffer = ChunkedBuffer<Int>(pool: pool)
        for value in 0..<count { buffer.append(value) }
        #expect(buffer.withElement(at: count - 1) { $0 } == count - 1)
    }

    @Test("a buffer's chunks of 4,096 go back to its pool when it goes, and the next buffer takes them")
    func chunksComeBack() {
        let pool = LogChunkPool(limit: 1 << 30)
        let chunk = ChunkedBuffer<Int>.fullChunkBytes
        #expect(chunk == 32_768)
        // 8,176 elements fill the doubling chunks, the last of which holds 4,096:
        // 10,000 use that one and one more.
        fill(10_000, on: pool)
        #expect(pool.heldBytes == 2 * chunk)
        do {
            var buffer = ChunkedBuffer<Int>(pool: pool)
            for value in 0..<10_000 { buffer.append(value * 2) }
            #expect(pool.heldBytes == 0)
            #expect((0..<10_000).allSatisfy { position in buffer.withElement(at: position) { $0 } == position * 2 })
        }
        #expect(pool.heldBytes == 2 * chunk)
        // A buffer that never reaches a full-size chunk gives nothing back.
        fill(4_000, on: pool)
        #expect(pool.heldBytes == 2 * chunk)
    }

    @Test("a chunk the pool allocates has its whole pages mapped before the log writes them")
    func newChunksArePrefaulted() {
        #if os(Linux)
            // Above glibc's largest threshold for mapping an allocation by itself
            // (32 MiB): pages straight from the kernel, none of them mapped yet.
            let bytes = 64 << 20
            let pool = LogChunkPool(limit: 0)
            let chunk = pool.take(bytes: bytes)
            defer { pool.give(chunk, bytes: bytes) }
            let page = Int(sysconf(Int32(_SC_PAGESIZE)))
            let start = (Int(bitPattern: chunk) + page - 1) / page * page
            let end = (Int(bitPattern: chunk) + bytes) / page * page
            var resident = [UInt8](repeating: 0, count: (end - start) / page)
            #expect(mincore(UnsafeMutableRawPointer(bitPattern: start), end - start, &resident) == 0)
            #expect(resident.allSatisfy { $0 & 1 == 1 }, "every whole page mapped (Linux 5.14 and later)")
        #endif
    }

    @Test("past its limit, the pool frees what comes back")
    func limit() {
        let chunk = ChunkedBuffer<Int>.fullChunkBytes
        let pool = LogChunkPool(limit: chunk)
        fill(8_176 + 3 * 4_096, on: pool)
        #expect(pool.heldBytes == chunk)
    }

    @Test("freeAll() gives every kept chunk back to the system")
    func freeAll() {
        let pool = LogChunkPool(limit: 1 << 30)
        // The doubling chunks' last (4,096) and two more.
        fill(8_176 + 2 * 4_096, on: pool)
        #expect(pool.heldBytes == 3 * ChunkedBuffer<Int>.fullChunkBytes)
        pool.freeAll()
        #expect(pool.heldBytes == 0)
        fill(10_000, on: pool)
        #expect(pool.heldBytes == 2 * ChunkedBuffer<Int>.fullChunkBytes)
    }

    @Test("objects written into reused chunks are released once")
    func reusedChunksRelease() {
        let pool = LogChunkPool(limit: 1 << 30)
        let freed = Counter()
        for round in 0..<3 {
            do {
                var buffer = ChunkedBuffer<ChunkedBufferTests.Tracked>(pool: pool)
                for value in 0..<12_000 { buffer.append(ChunkedBufferTests.Tracked(value, freed: freed)) }
                #expect(buffer.withElement(at: 11_999) { $0.value } == 11_999)
            }
            #expect(freed.current == 12_000 * (round + 1))
        }
    }

    /// Whether this run is one of CI's AddressSanitizer runs, which say so.
    private var underAddressSanitizer: Bool {
        ProcessInfo.processInfo.environment["SCOUT_EXPECT_ADDRESS_SANITIZER"] == "1"
    }

    @Test("under AddressSanitizer a kept chunk is poisoned until it is taken again")
    func keptChunksArePoisoned() {
        if underAddressSanitizer { #expect(LogChunkPool.checksPoisoning) }
        let pool = LogChunkPool(limit: 1 << 20)
        let chunk = pool.take(bytes: 4_096)
        chunk.storeBytes(of: 7, as: Int.self)
        #expect(!LogChunkPool.isPoisoned(chunk))
        pool.give(chunk, bytes: 4_096)
        // Without AddressSanitizer nothing can be poisoned; CI runs this suite under it.
        #expect(LogChunkPool.isPoisoned(chunk) == LogChunkPool.checksPoisoning)
        let again = pool.take(bytes: 4_096)
        #expect(again == chunk)
        #expect(!LogChunkPool.isPoisoned(again))
        pool.give(again, bytes: 4_096)
    }

    @Test("mocks' logs use the shared pool, which keeps 64 MiB, and nothing under AddressSanitizer")
    func sharedPool() {
        let directory = MockDirectory()
        #expect(directory.mock.core.state.withLock { $0.log.pool } === LogChunkPool.shared)
        #expect(LogChunkPool.shared.limit == (LogChunkPool.checksPoisoning ? 0 : 64 << 20))
        if underAddressSanitizer { #expect(LogChunkPool.shared.limit == 0) }
    }
}
