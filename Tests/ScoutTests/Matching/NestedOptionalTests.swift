import Scout
import Testing

/// Optionals nested by generic code are `nil` or a value to every matcher,
/// whatever the depth of the nesting.
@Suite("Nested optionals")
struct NestedOptionalTests {
    /// Passes `value` on as generic code does: boxed as `T`, not as what it holds.
    static func forward<T>(_ value: T, to mock: Mock) {
        try! mock.call.take(value) as Void
    }

    @Test("Int??.none passed through generic code matches itself, nil and isNil()")
    func doubleOptionalNone() {
        let none: Int?? = .none
        let innerNone: Int?? = .some(.none)
        for expected in [equalTo(none), equalTo(innerNone)] as [any ArgMatcher] {
            let mock = Mock()
            mock.expect.take(expected).toBeCalled(times: 2)
            let failures = captureFailures {
                Self.forward(none, to: mock)
                Self.forward(innerNone, to: mock)
            }
            #expect(failures.map(\.message) == [])
        }
        let mock = Mock()
        mock.expect.take(nil).toBeCalled()
        mock.expect.take(isNil()).toBeCalled()
        let failures = captureFailures {
            Self.forward(none, to: mock)
            Self.forward(innerNone, to: mock)
        }
        #expect(failures.map(\.message) == [])
    }

    @Test("Int??.some(.some(3)) through generic code matches 3 and equalTo(3)")
    func doubleOptionalValue() {
        let three: Int?? = 3
        let mock = Mock()
        mock.expect.take(3).toBeCalled()
        mock.expect.take(equalTo(three)).toBeCalled()
        let failures = captureFailures {
            Self.forward(three, to: mock)
            Self.forward(three, to: mock)
        }
        #expect(failures.map(\.message) == [])
    }
}
