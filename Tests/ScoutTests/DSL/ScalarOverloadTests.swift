import Scout
import Testing

/// Calls whose arguments are all `Int`, all `Bool` or all `Double` reach the
/// proxies' scalar overloads, which pass them as bits; everything must behave as
/// for any other arguments.
@Suite("Scalar arguments")
struct ScalarOverloadTests {
    let mock = Mock()
    var grid: MockGrid { MockGrid(mock) }

    @Test("plain values, equalTo and any() answer calls of one and two scalars")
    func fastMatchers() async throws {
        mock.expect.cell(x: 1, y: 2).to(alwaysReturn(12))
        mock.expect.cell(x: equalTo(3), y: any()).to(alwaysReturn(30))
        mock.expect.zoom(2.5).to(`return`(true))
        mock.expect.show(true).to(`return`("shown"))
        mock.expect.area(width: 2.0, height: 3.0).to(`return`(6.0))
        #expect(grid.cell(x: 1, y: 2) == 12)
        #expect(grid.cell(x: 3, y: -7) == 30)
        #expect(grid.zoom(2.5))
        #expect(grid.show(true) == "shown")
        #expect(try await grid.area(width: 2.0, height: 3.0) == 6.0)
        mock.verify()
    }

    @Test("matchers that need their own match, captors and blocks see the values passed")
    func slowPath() throws {
        let columns = ArgumentCaptor<Int>()
        mock.expect.cell(x: greaterThan(100), y: columns).to(alwaysReturn(-1))
        mock.expect.cell(x: any(), y: any()).toAlways { arguments in
            try arguments["x", as: Int.self] * 10 + arguments[1, as: Int.self]
        }
        #expect(grid.cell(x: 101, y: 5) == -1)
        #expect(grid.cell(x: 4, y: 2) == 42)
        #expect(grid.cell(x: 200, y: 6) == -1)
        #expect(columns.values == [5, 6])
    }

    @Test("three or more scalars, and Int.min, Int.max, -0.0 and nan, keep their values")
    func edges() {
        mock.expect.box(x: 1, y: 2, z: 3).to(`return`(6))
        mock.expect.cell(x: Int.min, y: Int.max).to(`return`(0))
        mock.expect.zoom(0.0).to(`return`(true))
        #expect(grid.box(x: 1, y: 2, z: 3) == 6)
        #expect(grid.cell(x: Int.min, y: Int.max) == 0)
        #expect(grid.zoom(-0.0))
        let failures = captureFailures { _ = grid.zoom(.nan) }
        #expect(failures.first?.message.hasPrefix("Unexpected call zoom(nan):") == true)
        #expect(
            mock.interactions.map(\.description) == [
                "box(x: 1, y: 2, z: 3)", "cell(x: \(Int.min), y: \(Int.max))", "zoom(-0.0)", "zoom(nan)",
            ])
    }

    @Test("an unexpected call of scalars shows them, with each argument's verdict")
    func unexpected() {
        let line = #line + 1
        mock.expect.cell(x: 1, y: 2).to(`return`(12))
        let failures = captureFailures { _ = grid.cell(x: 1, y: 3) }
        #expect(
            onlyFailure(failures, at: UInt(line))?.message == """
                Unexpected call cell(x: 1, y: 3): no expectation of cell(x:y:) accepts its arguments.
                  Expectations of cell(x:y:), in the order set:
                    1. return 12 (0 of 1 used), set at ScalarOverloadTests.swift:\(line)
                       ✅ x: equal to 1, got 1
                       ❌ y: expected equal to 2, got 3
                → Expect these arguments, e.g. expect.cell(x: 1, y: 3).to(`return`(…)), or fix the arguments the code \
                under test passes.
                """)
    }
}

/// A grid whose requirements take only scalars.
final class MockGrid: Sendable {
    let mock: Mock

    init(_ mock: Mock) {
        self.mock = mock
    }

    func cell(x: Int, y: Int) -> Int { try! mock.call.cell(x: x, y: y) }
    func box(x: Int, y: Int, z: Int) -> Int { try! mock.call.box(x: x, y: y, z: z) }
    func zoom(_ factor: Double) -> Bool { try! mock.call.zoom(factor) }
    func show(_ visible: Bool) -> String { try! mock.call.show(visible) }
    func area(width: Double, height: Double) async throws -> Double {
        try await mock.call.area(width: width, height: height)
    }
}
