import Scout
import ScoutLowLevel
import Testing

@testable import ScoutCore

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

/// The scalar overloads are one API in every build: debug builds read the call
/// site's pairs in place (`CallArguments.scalars`), optimized ones fold them
/// (`withScalars`); both answer, record and fail alike, on either path.
@Suite("Scalar overloads in every build")
struct ScalarOverloadsInEveryBuildTests {
    struct GridError: Error {}

    @Test("every scalar overload is there, debug or optimized: Int, Bool and Double pairs reach the expectations")
    func everyOverload() async throws {
        let mock = Mock()
        mock.expect.cell(x: 1, y: 2).to(alwaysReturn(12))
        mock.expect.show(false).to(alwaysReturn("hidden"))
        mock.expect.area(width: 2.0, height: -0.0).to(alwaysReturn(0.5))
        // Pairs typed as the scalar overloads take them: without those overloads in
        // a build, this does not compile.
        let ints: KeyValuePairs<String, Int> = ["x": 1, "y": 2]
        let bools: KeyValuePairs<String, Bool> = ["": false]
        let doubles: KeyValuePairs<String, Double> = ["width": 2.0, "height": -0.0]
        // Outside `await`, the synchronous forms.
        func synchronously() throws -> (answers: [Int], shown: String, area: Double) {
            let answers: [Int] = [
                try mock.call.cell.dynamicallyCall(withKeywordArguments: ints),
                try mock.call(throwing: GridError.self).cell.dynamicallyCall(withKeywordArguments: ints),
                mock.run.cell.dynamicallyCall(withKeywordArguments: ints),
            ]
            let shown: String = mock.run.show.dynamicallyCall(withKeywordArguments: bools)
            let area: Double = try mock.call.area.dynamicallyCall(withKeywordArguments: doubles)
            return (answers, shown, area)
        }
        let (answers, shown, area) = try synchronously()
        let asyncAnswers: [Int] = [
            await mock.run.cell.dynamicallyCall(withKeywordArguments: ints),
            try await mock.call(throwing: GridError.self).cell.dynamicallyCall(withKeywordArguments: ints),
        ]
        #expect(answers + asyncAnswers == [12, 12, 12, 12, 12])
        #expect(shown == "hidden" && area == 0.5)
        #expect(mock.received.show(true).count == 0 && mock.received.show(false).count == 1)
        #expect(
            mock.interactions.map(\.description) == Array(repeating: "cell(x: 1, y: 2)", count: 3) + [
                "show(false)", "area(width: 2.0, height: -0.0)", "cell(x: 1, y: 2)", "cell(x: 1, y: 2)",
            ])
    }

    @Test("labels built at run time and three scalars reach their expectations; on the portable path too")
    func runtimeLabelsAndPortablePath() throws {
        for mock in [Mock(), LayoutChecks.withPortablePath { Mock() }] {
            let label = String("xylophone".prefix(1))
            let pairs: KeyValuePairs<String, Int> = [label: 4, String(repeating: "y", count: 1): 5]
            mock.expect.cell(x: 4, y: 5).to(alwaysReturn(45))
            mock.expect.box(x: 1, y: 2, z: 3).to(`return`(6))
            let first: Int = try mock.call.cell.dynamicallyCall(withKeywordArguments: pairs)
            let second: Int = try mock.call.cell.dynamicallyCall(withKeywordArguments: pairs)
            let box: Int = try mock.call.box.dynamicallyCall(withKeywordArguments: ["x": 1, "y": 2, "z": 3])
            #expect([first, second, box] == [45, 45, 6])
            #expect(mock.received.cell(x: 4, y: 5).count == 2)
            mock.verify()
        }
    }

    @Test("an unexpected scalar call fails where the mock was configured, with its arguments, and returns a value")
    func unexpected() {
        let mock = Mock()
        let line = #line + 1
        mock.expect.show(false).to(`return`("hidden"))
        let bools: KeyValuePairs<String, Bool> = ["": true]
        var shown = ""
        let failures = captureFailures { shown = mock.run.show.dynamicallyCall(withKeywordArguments: bools) }
        #expect(onlyFailure(failures, at: UInt(line))?.message.hasPrefix("Unexpected call show(true):") == true)
        #expect(shown == "", "a value Scout makes, so the test goes on")
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
